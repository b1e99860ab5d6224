import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The sidebar of a built page as a reader's browser shows it once the theme script ran: the
 * section's fragment (`data-fragment`) put in where the page left out top-level runs
 * (`data-run`) and where groups hold only a placeholder (`data-lazy`), the way
 * themes/classic/src/client/sidebar-fragment.ts does it. Returns the `<nav id="sidebar">` HTML.
 */
export async function fullSidebarHtml(html: string, outDir: string, base = '/'): Promise<string> {
  const start = html.indexOf('<nav id="sidebar"');
  if (start < 0) return '';
  let nav = html.slice(start, navEnd(html, start));
  const href = /data-fragment="([^"]+)"/.exec(nav)?.[1];
  if (!href) return nav;
  const table = JSON.parse(await readFile(join(outDir, href.slice(base.length)), 'utf8')) as Record<string, string>;
  const inner = (list: string) => list.replace(/^<ul[^>]*>|<\/ul>$/g, '');
  nav = nav.replace(/<li hidden(?:="")? data-run="(\d+)-(\d+)"><\/li>/g, (_, from: string, to: string) => {
    let out = '';
    for (let i = Number(from); i <= Number(to); i++) out += inner(table[`~${i}`] ?? '');
    return out;
  });
  // A lazy group's placeholder is the first list after its header; it holds one page and no list.
  for (let guard = 0; guard < 100_000; guard++) {
    const m = / data-lazy="([^"]+)"/.exec(nav);
    if (!m) break;
    const listStart = nav.indexOf('<ul', m.index);
    const listEnd = nav.indexOf('</ul>', listStart) + '</ul>'.length;
    nav =
      nav.slice(0, m.index) + nav.slice(m.index + m[0].length, listStart) + (table[m[1]!] ?? '') + nav.slice(listEnd);
  }
  return nav;
}

/** Where the `<nav>` opened at `start` ends: past its own `</nav>`, not a nested one's (maple puts the tabs' nav in the sidebar). */
function navEnd(html: string, start: number): number {
  let depth = 0;
  for (const m of html.slice(start).matchAll(/<nav[\s>]|<\/nav>/g)) {
    depth += m[0] === '</nav>' ? -1 : 1;
    if (depth === 0) return start + m.index + m[0].length;
  }
  return html.length;
}
