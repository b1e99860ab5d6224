import { type IconNote, PRO_ICON_MESSAGE, proIconHint } from '@docsgen/components';
import { type Diagnostic, warning } from '@docsgen/diagnostics';
import { placeOfIcon, type UsePlaces } from './remark-use-places.ts';

/**
 * A warning per icon name a page's components could not show as written (once per name): a Font
 * Awesome Pro name shows its closest free icon, a name the library does not have shows nothing.
 * Either way the page is built.
 */
export function iconDiagnostics(icons: readonly IconNote[], file: string, places: UsePlaces | undefined): Diagnostic[] {
  const seen = new Set<string>();
  const out: Diagnostic[] = [];
  for (const note of icons) {
    const key = `${note.library}\u0000${note.name}`;
    if (seen.has(key)) continue;
    seen.add(key);
    // Where the page writes the name (remark-use-places.ts); nowhere when a snippet's component names it.
    const place = placeOfIcon(places, note.name);
    const at = { file, ...(place ? { line: place.line, column: place.column, length: note.name.length } : {}) };
    out.push(
      note.substitute
        ? warning('mdx/pro-icon', PRO_ICON_MESSAGE, { ...at, hint: proIconHint(note.name, note.substitute) })
        : warning(
            'mdx/unknown-icon',
            `Icon \`${note.name}\` is not in the ${note.library} icon set; it is left out of ${file}.`,
            {
              ...at,
              hint: 'Check the spelling against the icon library, or set `icons.library` in docs.json.',
            },
          ),
    );
  }
  return out;
}
