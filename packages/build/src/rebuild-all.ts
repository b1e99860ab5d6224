import { realpath } from 'node:fs/promises';
import { resolve } from 'node:path';
import { applyStrict, error, hasErrors, sortDiagnostics } from '@docsgen/diagnostics';
import type { CompiledPage } from '@docsgen/mdx';
import type { Site } from '@docsgen/navigation';
import { routeOutputPath } from '@docsgen/site';
import { resolveCache } from './build-cache.ts';
import type { FullRun } from './decide-change.ts';
import { type Deferred, deferOutputs } from './deferred-outputs.ts';
import { afterDrain, type DevContext, type DevState, type DevStep } from './dev-state.ts';
import { recordingSink } from './recording-sink.ts';
import { runPipeline } from './run-pipeline.ts';
import type { PageMemo } from './run-strategy.ts';
import type { BuildResult, FileChange } from './types.ts';

/** The output of a full run, as {@link adopt} takes it. */
type FullOutput = Awaited<ReturnType<typeof runPipeline>>;

/**
 * The `full` arm of the dev builder: runs the whole pipeline, where only pages whose source,
 * imports or config inputs changed are compiled again (the rest come from the state's memo), and
 * files no longer produced leave the sink. With `later`, the search index is refreshed in the
 * background, and the pages' HTML is rendered after answering (`BuildResult.deferred`: on demand,
 * the rest in the background), as re-rendering every page is most of such a run on a large site;
 * the old HTML leaves the sink at once, so no page is served with the old navigation. The pages of
 * `changes` are rendered before answering all the same: the page just edited is the one most
 * likely open in the browser. The previous session stays open during the run: if docs.json does
 * not load, the pages it left to render are still rendered on request.
 */
export async function rebuildAll(
  ctx: DevContext,
  state: DevState,
  change: FullRun,
  changes: readonly FileChange[],
): Promise<DevStep> {
  const start = performance.now();
  const { options } = ctx;
  let root = state.root;
  try {
    root ??= await realpath(resolve(options.root));
  } catch {
    const d = [error('build/no-root', `The docs root \`${options.root}\` does not exist.`)];
    return { state, result: { diagnostics: d, ok: false, pages: 0, files: [], durationMs: 0 } };
  }
  state.background.abort();
  state.deferred?.halt();
  // Dropped for good even if the run fails: its entries were compiled against the old snippet.
  const from = change.dropMemo ? { ...state, root, memo: new Map() } : { ...state, root };
  const memo = new Map<string, CompiledPage>();
  const recording = recordingSink(ctx.sink);
  const cache = resolveCache(options, root, undefined);
  const out = await runPipeline({
    options,
    root,
    output: ctx.output,
    exclude: [...(cache.dir ? [cache.dir] : []), ...(options.outDir ? [resolve(root, options.outDir)] : [])],
    caches: cache,
    version: ctx.version,
    strategy: {
      kind: 'dev',
      sink: recording,
      reuse: {
        memo: pageMemo(from.memo, memo),
        specCache: ctx.caches.specCache,
        scanRootFiles: ctx.caches.listRootFiles,
        sources: ctx.caches.sources,
      },
      later: { search: change.later, pages: change.later },
    },
  });
  const { next, usable } = await adopt(ctx, { state: from, out, written: recording.written, memo });
  if (usable && out.site) await renderChangedFirst(out.site, next.deferred, changes);
  const diagnostics = sortDiagnostics(applyStrict([...cache.diagnostics, ...out.diagnostics], ctx.output.strict));
  const { session, background } = next;
  const result: BuildResult = {
    diagnostics,
    ok: !hasErrors(diagnostics, ctx.output.strict),
    background:
      usable && session && change.later
        ? afterDrain(next.deferred, () => ctx.search.refresh(session, () => !background.signal.aborted))
        : undefined,
    deferred: next.deferred?.outputs,
    pages: out.pages,
    files: [...recording.written].sort(),
    durationMs: Math.round(performance.now() - start),
    compiled: out.compiled,
  };
  return { state: { ...next, last: result }, result };
}

/** The memo a full run fills (`next`), reading the last run's (`last`) too. */
function pageMemo(last: ReadonlyMap<string, CompiledPage>, next: Map<string, CompiledPage>): PageMemo {
  const owners = new Map<string, string>();
  return {
    get: (k) => next.get(k) ?? last.get(k),
    set: (k, page, owner) => {
      // One entry per page file: the version an edit replaced is dropped, so a long session of
      // edits holds one compiled page per page, not one per save.
      const replaced = owners.get(owner);
      if (replaced !== undefined && replaced !== k) next.delete(replaced);
      owners.set(owner, k);
      next.set(k, page);
    },
  };
}

/**
 * The state after a full run (its `last` still the previous one). When the run failed without
 * producing a page (docs.json unreadable), it replaces neither the memo (fixing docs.json does not
 * compile every page again) nor the deferred pages (the previous run's still render on request),
 * and the sink keeps the last good site. Otherwise the previous session and deferred pages are
 * closed, files an earlier run produced and this one did not (a deleted page) leave the sink, and
 * so do the pages this run renders later (their HTML from before shows the old navigation).
 */
async function adopt(
  ctx: DevContext,
  {
    state,
    out,
    written,
    memo,
  }: { state: DevState; out: FullOutput; written: ReadonlySet<string>; memo: Map<string, CompiledPage> },
): Promise<{ next: DevState; usable: boolean }> {
  const usable = out.site !== undefined && (out.pages > 0 || !hasErrors(out.diagnostics, ctx.output.strict));
  const previous = state.session;
  const next: DevState = {
    ...state,
    site: out.site,
    session: out.session,
    specs: new Set(out.site?.openapi?.specs.keys() ?? []),
    imported: new Set([...out.imports.values()].flat()),
    background: new AbortController(),
  };
  if (!usable) {
    if (previous && previous !== state.deferred?.session) await previous.close();
    return { next, usable };
  }
  const old = state.deferred;
  old?.stop();
  await previous?.close();
  if (old && old.session !== previous) await old.session.close();
  for (const path of [...ctx.sink.keys()]) {
    // The search index is refreshed in the background: the old one stays until the new one lands.
    if (!written.has(path) && !path.startsWith('pagefind/')) ctx.sink.delete(path);
  }
  const pending = out.session?.pending;
  for (const path of pending?.keys() ?? []) ctx.sink.delete(path);
  const deferred = out.session && pending?.size ? deferOutputs(out.session, ctx.sink) : undefined;
  return { next: { ...next, memo, deferred }, usable };
}

/** Renders the changed files' pages among those a run left for later (awaited). */
async function renderChangedFirst(site: Site, deferred: Deferred | undefined, changed: readonly FileChange[]) {
  if (!deferred) return;
  const files = new Set(changed.map((c) => c.path));
  const first = site.routes.filter((r) => r.source.kind === 'page' && files.has(r.source.file));
  await Promise.all(first.map((r) => deferred.outputs.get(routeOutputPath(r.url))));
}
