import { type Diagnostic, warning } from '@docsgen/diagnostics';
import { iconDiagnostics } from './icon-diagnostics.ts';
import { placeOfName, type UsePlaces } from './remark-use-places.ts';
import type { SnippetPlaces } from './snippet-places.ts';
import type { PageIsland } from './types.ts';
import type { ComponentRecord } from './user-component.ts';

/** The islands a page rendered, sorted, each MDX file's with its ESM code (`esm`, by docs-root-relative file). */
export function pageIslands(record: ComponentRecord, esmByFile: Readonly<Record<string, string>>): PageIsland[] {
  return [...record.islands.values()]
    .map(({ file, name }): PageIsland => {
      const esm = /\.mdx?$/i.test(file) && Object.hasOwn(esmByFile, file) ? esmByFile[file] : undefined;
      return esm === undefined ? { file, name } : { file, name, esm };
    })
    .sort((a, b) => (`${a.file}#${a.name}` < `${b.file}#${b.name}` ? -1 : 1));
}

/** A warning for each component that failed (and was left out) or lost a prop, at its first use in the page, and for each icon not shown as named. */
export function componentDiagnostics(
  record: ComponentRecord,
  file: string,
  places: UsePlaces | undefined,
  snippetPlaces?: SnippetPlaces,
): Diagnostic[] {
  const seen = new Set<string>();
  const out: Diagnostic[] = [];
  for (const p of record.problems) {
    const key = `${p.file}#${p.name}:${p.kind}:${p.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const local = p.name === 'default' ? undefined : p.name;
    const place = local ? placeOfName(places, local) : undefined;
    const at = place ? { line: place.line, column: place.column } : {};
    const where = `\`${p.name}\` (${p.file})`;
    out.push(
      p.kind === 'failed'
        ? warning('mdx/component-failed', `Component ${where} threw while rendering: ${p.message}`, {
            file,
            ...at,
            length: local && place ? local.length + 1 : undefined,
            hint: 'It is left out of the page and the rest is built; check its code and the props it is given.',
          })
        : warning('mdx/island-prop', `Component ${where}: ${p.message}.`, {
            file,
            ...at,
            length: local && place ? local.length + 1 : undefined,
            hint: 'Pass data (strings, numbers, objects, JSX) instead, or define the function inside the component.',
          }),
    );
  }
  out.push(...iconDiagnostics(record.icons, file, places, snippetPlaces));
  return out;
}
