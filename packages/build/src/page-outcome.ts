import type { Diagnostic } from '@docsgen/diagnostics';
import type { PageRecord } from '@docsgen/site';
import type { PageLinks } from './check-site-links.ts';
import type { RunTally } from './run-context.ts';
import { trace } from './trace.ts';

/**
 * What one page step (renderPage) produced, for the run to fold into its tally. Filled by the page
 * step alone; a page that failed has no record, and says why in `diagnostics`.
 */
export interface PageOutcome {
  /** The route's URL. */
  url: string;
  /** The page's record; none when it failed. */
  record?: PageRecord;
  /** What the page step found, in the order it found them. */
  diagnostics: Diagnostic[];
  /** The page's links and headings, for the link check (an MDX page that compiled). */
  links?: PageLinks;
  /** The files the page file imported (an MDX page that compiled). */
  imports?: { file: string; list: string[] };
  /** The page's cache stamp, which its render key is made from; none when it is always rendered. */
  stamp?: string;
  /** Made from a spec through its frontmatter. */
  apiPage: boolean;
  /** Compiled by the worker pool in this run (not taken from the memo or the cache). */
  compiled: boolean;
  /** Its HTML left for later (a dev run's `later.pages`): the output path, and what renders and writes it. */
  pending?: { path: string; render: () => Promise<Diagnostic[]> };
}

/** A page step's outcome before it ran: nothing found yet. */
export function emptyOutcome(url: string): PageOutcome {
  return { url, diagnostics: [], apiPage: false, compiled: false };
}

/** The one place a run takes in a page's outcome: its diagnostics, links, imports, API page, compile count and pending HTML. */
export function foldPageOutcome(tally: RunTally, outcome: PageOutcome): void {
  const { url } = outcome;
  tally.diagnostics.push(...outcome.diagnostics);
  if (outcome.links) tally.links.set(url, outcome.links);
  if (outcome.imports) tally.imports.set(outcome.imports.file, outcome.imports.list);
  if (outcome.apiPage) tally.apiPages.push(url);
  if (outcome.compiled && ++tally.compiled === 1) trace(`first page compiled (${url})`);
  const { pending } = outcome;
  if (pending) {
    // Rendered at most once: the entry goes when it is called.
    tally.pending.set(pending.path, () => {
      tally.pending.delete(pending.path);
      return pending.render();
    });
  }
}
