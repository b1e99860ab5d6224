import { applyStrict, hasErrors } from '@docsgen/diagnostics';
import { loadSite, type Route } from '@docsgen/navigation';
import { printDiagnostics } from '../print-diagnostics.ts';
import { parseFolderArgs } from './check.ts';

const HELP = `Usage: docsgen routes [dir] [--json]

Prints the route table: URL, source file or endpoint, section and title, in navigation order,
then the pages outside the navigation. Problems go to standard error.
  --json   print a JSON array of {url, source, section, title}
Exit codes: 0 no errors, 1 errors, 2 usage.
`;

/** One row of the route table, as printed. */
export interface RouteRow {
  /** URL path. */
  url: string;
  /** Page file, or `<spec> <METHOD> <path>` for an endpoint. */
  source: string;
  /** Enclosing divisions, outermost first, joined with ` > `; empty outside the navigation. */
  section: string;
  /** Title known at resolve time. */
  title: string;
}

/** The printed form of a route. */
export function routeRow(route: Route): RouteRow {
  const s = route.section;
  const section = [s.language, s.version, s.product, s.dropdown, s.tab, s.anchor, s.menuItem]
    .filter((x) => x !== undefined)
    .join(' > ');
  const source =
    route.source.kind === 'page'
      ? route.source.file
      : `${route.source.spec} ${route.source.method} ${route.source.path}`;
  return { url: route.url, source, section, title: route.title };
}

/** `docsgen routes [dir] [--json]`. */
export async function run(args: string[]): Promise<number> {
  const parsed = parseFolderArgs(args, HELP, { flags: ['json'] });
  if (typeof parsed === 'number') return parsed;
  const site = await loadSite(parsed.dir);
  const rows = site.routes.map(routeRow);
  if (parsed.values.json) {
    process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
  } else {
    process.stdout.write(formatTable(rows, site.routes));
  }
  const diagnostics = applyStrict(site.diagnostics, false);
  if (diagnostics.length > 0) printDiagnostics(diagnostics, { root: site.root, stream: process.stderr });
  return hasErrors(diagnostics) ? 1 : 0;
}

function formatTable(rows: RouteRow[], routes: Route[]): string {
  const header: RouteRow = { url: 'URL', source: 'SOURCE', section: 'SECTION', title: 'TITLE' };
  const all = [header, ...rows];
  const width = (k: keyof RouteRow) => Math.min(60, Math.max(...all.map((r) => r[k].length)));
  const w = { url: width('url'), source: width('source'), section: width('section') };
  const lines = all.map((r, i) => {
    const hidden = i > 0 && !routes[i - 1]!.inNavigation ? ' (not in navigation)' : '';
    return `${r.url.padEnd(w.url)}  ${r.source.padEnd(w.source)}  ${r.section.padEnd(w.section)}  ${r.title}${hidden}`.trimEnd();
  });
  return `${lines.join('\n')}\n${rows.length} route${rows.length === 1 ? '' : 's'}\n`;
}
