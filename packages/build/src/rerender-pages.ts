import { applyStrict, type Diagnostic, hasErrors, sortDiagnostics } from '@docsgen/diagnostics';
import { type DevChange, RERUN } from './decide-change.ts';
import { afterDrain, type DevContext, type DevState, type DevStep } from './dev-state.ts';
import { editReach } from './edit-reach.ts';
import type { PipelineSession } from './pipeline-session.ts';
import { rebuildAll } from './rebuild-all.ts';
import type { FileChange } from './types.ts';

/** Quiet time after a page edit before llms.txt, the MCP manifest and the search index are refreshed, in ms. */
const EXTRAS_QUIET_MS = 400;

/**
 * The `rerender` arm of the dev builder: re-renders the edited pages alone with the last full
 * run's site, theme and assets, and answers; llms.txt, the MCP manifest and the search index
 * follow in the background (`BuildResult.background`), dropped if another change begins first.
 * When an edit reaches other pages (a new title, tag or icon shows in their sidebars: editReach)
 * the whole pipeline runs instead. A page that failed stays as it is in the preview, its problem
 * shown (the overlay).
 */
export async function rerenderPages(
  ctx: DevContext,
  state: DevState,
  change: Extract<DevChange, { kind: 'rerender' }>,
  changes: readonly FileChange[],
): Promise<DevStep> {
  const start = performance.now();
  const { session, pages, last } = change;
  state.background.abort();
  const rerendered = await session.rerender(pages.map((p) => p.route));
  if (rerendered.records.some((r, i) => editReach(pages[i]!.before, r) === 'site')) {
    return rebuildAll(ctx, state, RERUN, changes);
  }
  for (const { route } of pages) session.linkDiagnostics.set(route.url, session.checkLinks(route.url));
  // The site-wide diagnostics (redirects, llms.txt…) are those of the last full run: a page edit
  // that keeps its navigation-visible frontmatter cannot change them.
  const all = [
    ...session.siteDiagnostics,
    ...[...session.records.values()].flatMap((r) => r.diagnostics),
    ...[...session.linkDiagnostics.values()].flat(),
    ...rerendered.diagnostics,
    ...(state.deferred?.failed() ?? []),
  ];
  const diagnostics = sortDiagnostics(applyStrict(all, ctx.output.strict));
  const background = new AbortController();
  const result = {
    ...last,
    diagnostics,
    ok: !hasErrors(diagnostics, ctx.output.strict),
    compiled: rerendered.records.filter(Boolean).length,
    durationMs: Math.round(performance.now() - start),
    background: afterDrain(state.deferred, () => refreshExtras(ctx, session, background.signal)),
    deferred: state.deferred?.outputs,
  };
  return { state: { ...state, last: result, background }, result };
}

/**
 * llms.txt, llms-full.txt, the MCP manifest and the search index after a page edit, once saves
 * have paused (dropped if another change begins first): rebuilding them takes longer than the page
 * itself on a large site, and would otherwise hold up the next save of a writer typing along.
 */
async function refreshExtras(ctx: DevContext, session: PipelineSession, signal: AbortSignal): Promise<Diagnostic[]> {
  await new Promise((r) => setTimeout(r, EXTRAS_QUIET_MS));
  if (signal.aborted) return [];
  await session.writeExtras(false);
  return ctx.search.refresh(session, () => !signal.aborted);
}
