import type { Diagnostic } from '@docsgen/diagnostics';
import { pageAnchorIds } from '@docsgen/mdx/check-page-links';
import type { Route } from '@docsgen/navigation';
import type { PageRecord } from '@docsgen/site';
import { routeOutputPath } from '@docsgen/site';
import { checkPageLinks, type LinkTargets } from './check-site-links.ts';
import { writeExtras } from './finish-site.ts';
import { foldPageOutcome } from './page-outcome.ts';
import { renderPage } from './render-page.ts';
import type { RunContext } from './run-context.ts';
import { type SearchIndexOptions, writeSearchIndex } from './write-search-index.ts';

/** What a dev builder keeps of a finished run to re-render edited pages without redoing the site. */
export interface PipelineSession {
  /** Re-compiles and rewrites these routes with the same site, theme and assets: their new records, and what failed. */
  rerender(routes: Route[]): Promise<{ records: Array<PageRecord | undefined>; diagnostics: Diagnostic[] }>;
  /** Every page record of the site, in route order (the last render of each). */
  records: Map<string, PageRecord>;
  /** Diagnostics of the run that are not any page's own compile diagnostics. */
  siteDiagnostics: Diagnostic[];
  /** Rewrites llms.txt, llms-full.txt and the MCP manifest from `records`, and the search index unless `search` is false. */
  writeExtras(search: boolean): Promise<Diagnostic[]>;
  /**
   * Writes the search index from `records` through `write`; `keep` is asked for each shard first
   * (true: its files from an earlier call are still in place, it is not indexed again).
   */
  writeSearch(
    write: (path: string, contents: Uint8Array) => Promise<void>,
    keep?: SearchIndexOptions['keep'],
  ): Promise<Diagnostic[]>;
  /** Link diagnostics of one page against the current headings of every page. */
  checkLinks(url: string): Diagnostic[];
  /** The link diagnostics of every page by URL (refreshed per page by the dev builder). */
  linkDiagnostics: Map<string, Diagnostic[]>;
  /**
   * Page HTML left unrendered (the dev strategy's `later.pages`), by output path: calling one renders and writes that
   * page (at most once; nothing once the session is closed) and resolves to what failed. A page
   * re-rendered by `rerender` leaves this map. Empty otherwise.
   */
  pending: Map<string, () => Promise<Diagnostic[]>>;
  /** Releases the worker pool; pending pages are no longer written. */
  close(): Promise<void>;
}

/** What a finished dev run hands its session. */
export interface SessionParts {
  /** The pages written. */
  written: PageRecord[];
  /** Where links resolve, and each page's link diagnostics by URL. */
  targets: LinkTargets;
  links: Map<string, Diagnostic[]>;
}

/** The session of a finished dev run, over its context (whose pool it keeps open). */
export function createPipelineSession(run: RunContext, parts: SessionParts): PipelineSession {
  const recordMap = new Map(parts.written.map((r) => [r.url, r]));
  const pageDiagnostics = new Set(parts.written.flatMap((r) => r.diagnostics));
  const linkDiagnostics = new Set([...parts.links.values()].flat());
  return {
    records: recordMap,
    // Page compile diagnostics and link diagnostics are recomputed per page by the dev builder.
    siteDiagnostics: run.diagnostics.filter((d) => !pageDiagnostics.has(d) && !linkDiagnostics.has(d)),
    rerender: async (routes) => {
      for (const r of routes) run.pending.delete(routeOutputPath(r.url));
      const outcomes = await Promise.all(routes.map((r) => renderPage(run, r)));
      // Whatever the pages report goes to their records, not to the finished run's list (which
      // would otherwise grow with every edit of a long dev session).
      for (const outcome of outcomes) foldPageOutcome(run, { ...outcome, diagnostics: [] });
      const list = outcomes.map((o) => o.record);
      for (const r of list) if (r) recordMap.set(r.url, r);
      // Page diagnostics live in the records; what remains is failures (unreadable, crashed…).
      const own = new Set(list.flatMap((r) => r?.diagnostics ?? []));
      const reported = outcomes.flatMap((o) => o.diagnostics);
      return { records: list, diagnostics: reported.filter((d) => !own.has(d)) };
    },
    writeExtras: (search) => writeExtras(run, [...recordMap.values()], search ? { salt: run.version } : undefined),
    writeSearch: (write, keep) => writeSearchIndex([...recordMap.values()], write, { salt: run.version, keep }),
    linkDiagnostics: parts.links,
    checkLinks: (url) => {
      const p = run.links.get(url);
      // The ids of the pages it links to, not a map of every page's (a dev edit checks one page).
      const ids = (u: string) => {
        const target = run.links.get(u);
        return target ? pageAnchorIds(target) : undefined;
      };
      return p ? checkPageLinks(p, parts.targets, { get: ids }) : [];
    },
    pending: run.pending,
    close: () => {
      run.closed = true;
      run.pending.clear();
      return run.pool.close();
    },
  };
}
