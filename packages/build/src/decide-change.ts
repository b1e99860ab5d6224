import type { Route } from '@docsgen/navigation';
import type { PageRecord } from '@docsgen/site';
import { classifyChange } from './classify-change.ts';
import type { DevState } from './dev-state.ts';
import type { PipelineSession } from './pipeline-session.ts';
import type { BuildResult, FileChange } from './types.ts';

/** An edited page the last full run rendered, with its record from before the edit. */
export interface EditedPage {
  route: Route;
  before: PageRecord;
}

/**
 * How much of the site a change redoes, decided from the state before it (the dev builder's one
 * dispatch, as Zola's serve loop over `detect_change_kind`):
 * - `static`: static files only, each changed in place: they are copied, nothing is built;
 * - `rerender`: edited pages the last full run rendered (no file came or went): they are
 *   re-rendered alone over its session, unless the edit reaches other pages (editReach);
 * - `full`: anything else (docs.json, specs, snippets, theme assets, new or deleted files): the
 *   pipeline runs again; `later` answers before the pages' HTML and the search index are made
 *   (false before a first result), `dropMemo` compiles again the pages kept in memory (a snippet
 *   changed: the memo is keyed by a page's own source, the disk cache checks what it imported).
 */
export type DevChange =
  | { kind: 'static'; root: string; last: BuildResult }
  | { kind: 'rerender'; pages: EditedPage[]; session: PipelineSession; last: BuildResult }
  | { kind: 'full'; later: boolean; dropMemo: boolean };

/** A full run of the dev builder (see {@link DevChange}). */
export type FullRun = Extract<DevChange, { kind: 'full' }>;

/** The first full run: nothing to answer with before the pages are made. */
export const FIRST_RUN: FullRun = { kind: 'full', later: false, dropMemo: false };

/** A full run after a first result: it answers before the pages' HTML and the search index are made. */
export const RERUN: FullRun = { kind: 'full', later: true, dropMemo: false };

/** See {@link DevChange}. */
export function decideChange(state: DevState, changes: readonly FileChange[]): DevChange {
  const { root, last, session, site } = state;
  if (root === undefined || last === undefined) return FIRST_RUN;
  const kinds = new Set(changes.map((c) => classifyChange(c.path, state)));
  if (kinds.has('snippet')) return { ...RERUN, dropMemo: true };
  const inPlace = changes.every((c) => c.kind === 'change');
  if (inPlace && [...kinds].every((k) => k === 'static')) return { kind: 'static', root, last };
  if (!inPlace || !session || !site) return RERUN;
  const pages: EditedPage[] = [];
  for (const c of changes) {
    const route = site.routes.find((r) => r.source.kind === 'page' && r.source.file === c.path);
    const before = route && session.records.get(route.url);
    if (!route || !before) return RERUN;
    pages.push({ route, before });
  }
  return { kind: 'rerender', pages, session, last };
}
