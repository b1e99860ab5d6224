import { type IconNote, PRO_ICON_MESSAGE, proIconHint } from '@docsgen/components';
import { type Diagnostic, warning } from '@docsgen/diagnostics';
import type { Point } from 'unist';
import { placeOfIcon, type UsePlaces } from './remark-use-places.ts';
import type { SnippetPlaces } from './snippet-places.ts';

/**
 * A warning per icon name a page's components could not show as written (once per name): a Font
 * Awesome Pro name shows its closest free icon, a name the library does not have shows nothing.
 * Either way the page is built. Each is placed where the page writes the name, else where one of
 * its snippets (`snippets`) does, in that snippet's file; else on the page with no line.
 */
export function iconDiagnostics(
  icons: readonly IconNote[],
  file: string,
  places: UsePlaces | undefined,
  snippets: SnippetPlaces = {},
): Diagnostic[] {
  const seen = new Set<string>();
  const out: Diagnostic[] = [];
  for (const note of icons) {
    const key = `${note.library}\u0000${note.name}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const { where, place } = iconPlace(note.name, file, places, snippets);
    const at = { file: where, ...(place ? { line: place.line, column: place.column, length: note.name.length } : {}) };
    out.push(
      note.substitute
        ? warning('mdx/pro-icon', PRO_ICON_MESSAGE, { ...at, hint: proIconHint(note.name, note.substitute) })
        : warning(
            'mdx/unknown-icon',
            `Icon \`${note.name}\` is not in the ${note.library} icon set; it is left out of ${where}.`,
            {
              ...at,
              hint: 'Check the spelling against the icon library, or set `icons.library` in docs.json.',
            },
          ),
    );
  }
  return out;
}

/** The file and place writing an icon name: the page's (remark-use-places.ts), else the first snippet's naming it. */
function iconPlace(
  name: string,
  file: string,
  places: UsePlaces | undefined,
  snippets: SnippetPlaces,
): { where: string; place?: Point } {
  const own = placeOfIcon(places, name);
  if (own) return { where: file, place: own };
  for (const [snippet, p] of Object.entries(snippets)) {
    const place = p.icons.get(name) ?? p.strings.get(name);
    if (place) return { where: snippet, place };
  }
  return { where: file };
}
