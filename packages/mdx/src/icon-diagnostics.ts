import { type IconNote, PRO_ICON_MESSAGE, proIconHint } from '@docsgen/components';
import { type Diagnostic, warning } from '@docsgen/diagnostics';

/**
 * Where `name` is first written as an icon in `source` (`icon="name"`, `icon='name'`,
 * `icon={"name"}`, else the quoted name anywhere): 1-based line and column of the name.
 * None when the page does not spell it (an icon of a snippet's component).
 */
export function locateIcon(source: string, name: string): { line?: number; column?: number } {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const lines = source.split(/\r?\n/);
  for (const re of [
    new RegExp(`icon\\s*=\\s*\\{?\\s*["'\`](${escaped})["'\`]`),
    new RegExp(`["'\`](${escaped})["'\`]`),
  ]) {
    for (const [i, line] of lines.entries()) {
      const m = re.exec(line);
      if (m) return { line: i + 1, column: m.index + m[0].indexOf(m[1]!) + 1 };
    }
  }
  return {};
}

/**
 * A warning per icon name a page's components could not show as written (once per name): a Font
 * Awesome Pro name shows its closest free icon, a name the library does not have shows nothing.
 * Either way the page is built.
 */
export function iconDiagnostics(icons: readonly IconNote[], file: string, source: string): Diagnostic[] {
  const seen = new Set<string>();
  const out: Diagnostic[] = [];
  for (const note of icons) {
    const key = `${note.library}\u0000${note.name}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const place = locateIcon(source, note.name);
    const at = { file, ...place, ...(place.line ? { length: note.name.length } : {}) };
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
