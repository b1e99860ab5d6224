import { type Diagnostic, error } from '@docsgen/diagnostics';
import { renderPageMarkdown } from '@docsgen/markdown/agent-files';
import type { CompiledPage } from '@docsgen/mdx';
import type { Route } from '@docsgen/navigation';
// Loaded for its side effect, as stages.ts does: the page scope loads preact/compat, which changes
// how Preact orders attributes; every page rendered here must see it loaded.
import '@docsgen/mdx/page-scope';
import { makePageRecord, routeMarkdownPath, routeOutputPath } from '@docsgen/site';
import { type CompiledRoute, compileRoute } from './compile-route.ts';
import { pageRenderKey } from './page-key.ts';
import { emptyOutcome, type PageOutcome } from './page-outcome.ts';
import type { RunInput, RunTally } from './run-context.ts';
import { taskFailure, throwIfAborted } from './task-failure.ts';
import type { PageContext } from './theme-api.ts';

/** How a run has {@link renderPage} treat a page. */
export interface RenderPageOptions {
  /** Leave the page's HTML for later (the outcome's `pending`), as a dev run after a config change does. */
  defer?: boolean;
  /** The page's cache key as the compile-first order computed it from the prefetched bytes. */
  orderedKey?: string;
}

/** What the page step reads: the run's input, and whether its session has closed (no more writes). */
export type PageRun = RunInput & Readonly<Pick<RunTally, 'closed'>>;

/**
 * The one page step of every run (full build, patch build, dev re-render), Zola's `render_page`:
 * compiles the route's page (see compileRoute), writes its feature assets, takes its HTML and
 * Markdown over from the previous output when its render key is unchanged, else renders and writes
 * them (with `defer`, the HTML is left in the outcome's `pending`). It writes none of the run's
 * tallies: everything it found comes back in its {@link PageOutcome}, which the run folds
 * (foldPageOutcome); a page that failed has no record there. The services it uses keep their own
 * state (page cache, memo, sink, render keys); the page contexts' factory reports its problems
 * (an unknown icon, once per section) to the list it was made with.
 */
export async function renderPage(run: PageRun, route: Route, options: RenderPageOptions = {}): Promise<PageOutcome> {
  throwIfAborted(run.options.signal);
  const file = route.source.kind === 'page' ? route.source.file : route.source.spec;
  let result: CompiledRoute;
  try {
    result = await compileRoute(run, route, options.orderedKey);
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    result = { diagnostics: [taskFailure(file, e)] };
  }
  // The one place what the compile found becomes the page's outcome; the steps below add to it.
  const { page, ...found } = result;
  const outcome: PageOutcome = { ...emptyOutcome(route.url), ...found, diagnostics: [...found.diagnostics] };
  if (!page) return outcome;
  outcome.diagnostics.push(...page.diagnostics);
  run.options.onPage?.(route, page);
  // Links are checked once every page's headings are known; keep only what that needs.
  if (route.source.kind === 'page') {
    const { links, headings, anchors } = page;
    outcome.links = { file: route.source.file, url: route.url, links, headings, anchors };
  }
  const extra = await run.assets.features(page.features, page.islands, (d) => outcome.diagnostics.push(d));
  const { context: ctx, fragments } = run.factory.page(route, page, extra);
  // Written whether the page's HTML is written or taken over: a page taken over names them too.
  await run.assets.fragments(fragments);
  const renders = run.strategy.reuse.renders;
  const { stamp } = outcome;
  const renderKey =
    renders && stamp !== undefined ? pageRenderKey(run.siteKey, stamp, extra, ctx.page.lastModified) : undefined;
  const outputs = [routeOutputPath(route.url), ...(page.markdown !== undefined ? [routeMarkdownPath(route.url)] : [])];
  const reused = renderKey !== undefined && renders?.previous(route.url) === renderKey && (await renders.take(outputs));
  if (reused) for (const path of outputs) run.strategy.sink.written.add(path);
  if (renderKey !== undefined) renders?.record(route.url, renderKey);
  if (!reused && !(await writePage(run, { route, page, ctx, outcome }, options.defer === true))) return outcome;
  outcome.record = makePageRecord(route, page, ctx, run.pack);
  return outcome;
}

/** A compiled page on its way out: its route, page, context and the outcome it reports to. */
interface PageWrite {
  route: Route;
  page: CompiledPage;
  ctx: PageContext;
  outcome: PageOutcome;
}

/** Writes a page's HTML (now, or on demand with `defer`) and Markdown; false when the theme failed. */
async function writePage(run: PageRun, write: PageWrite, defer: boolean): Promise<boolean> {
  const { route, page, ctx, outcome } = write;
  const { sink } = run.strategy;
  const htmlPath = routeOutputPath(route.url);
  const writeHtml = async (): Promise<Diagnostic[]> => {
    let html: string;
    try {
      html = run.theme.render(ctx);
    } catch (e) {
      const file = route.source.kind === 'page' ? route.source.file : route.source.spec;
      const message = `The theme failed to render \`${route.url}\`: ${(e as Error).message}`;
      return [error('build/render-failed', message, { file })];
    }
    if (run.closed) return [];
    await sink.write(htmlPath, html);
    return [];
  };
  if (defer) {
    // Recorded as written now, so the site-wide steps (redirects shadowed by a page) see it.
    sink.written.add(htmlPath);
    outcome.pending = { path: htmlPath, render: writeHtml };
  } else {
    const failed = await writeHtml();
    if (failed.length > 0) {
      outcome.diagnostics.push(...failed);
      return false;
    }
  }
  if (page.markdown !== undefined) {
    const markdown = renderPageMarkdown({
      title: ctx.page.title,
      description: page.description,
      markdown: page.markdown,
      instructions: run.settings.agentInstructions,
    });
    await sink.write(routeMarkdownPath(route.url), markdown);
  }
  return true;
}
