// Where the snippets a page imports write their icon names and strings, so a problem found while
// the page renders one of them (an icon not shown as named) is reported in the snippet's own file
// and line, as the snippet's other problems are, not against the page with no line.
import path from 'node:path';
import { readInsideSync } from '@docsgen/diagnostics/read-inside';
import type { Point } from 'unist';
import type { UsePlaces } from './remark-use-places.ts';

/** The places of one file a render problem is looked up in (see remark-use-places.ts). */
export type ValuePlaces = Pick<UsePlaces, 'icons' | 'strings'>;

/** Places of the snippets a file imports (and theirs), by docs-root-relative file, in import order. */
export type SnippetPlaces = Record<string, ValuePlaces>;

const SCRIPT = /\.(?:[cm]?[jt]sx?)$/i;
// A one-line quoted string; escapes are kept as written (an icon name holds none).
const QUOTED = /(["'`])((?:\\.|(?!\1)[^\\\n])*)\1/g;
// What writes an icon: a JSX prop or an object key `icon` (`icon="x"`, `icon={'x'}`, `icon: "x"`).
// One blank run on each side of the optional brace: `\s*\{?\s*` let two runs share the blanks (polynomial).
const ICON_PROP = /\bicon\s*[=:]\s*(?:\{\s*)?$/;

/**
 * The quoted strings of JavaScript or TypeScript files (`files`, docs-root-relative, the scripts
 * among them), each at the character after its first quote. Files that cannot be read give none.
 */
export function scriptPlaces(root: string, files: readonly string[]): SnippetPlaces {
  const out: SnippetPlaces = {};
  for (const file of files) {
    if (!SCRIPT.test(file)) continue;
    const read = readInsideSync(root, path.join(root, file));
    if (!read.ok) continue;
    const strings = new Map<string, Point>();
    const icons = new Map<string, Point>();
    read.bytes
      .toString('utf8')
      .split('\n')
      .forEach((text, i) => {
        for (const m of text.matchAll(QUOTED)) {
          const value = m[2]!;
          if (m[1] === '`' && value.includes('${')) continue;
          const at = { line: i + 1, column: m.index + 2 };
          if (!strings.has(value)) strings.set(value, at);
          if (ICON_PROP.test(text.slice(0, m.index)) && !icons.has(value)) icons.set(value, at);
        }
      });
    out[file] = { icons, strings };
  }
  return out;
}
