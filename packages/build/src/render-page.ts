import { type Diagnostic, error } from '@docsgen/diagnostics';
import { renderPageMarkdown } from '@docsgen/markdown/agent-files';
import type { CompiledPage } from '@docsgen/mdx';
import type { Route } from '@docsgen/navigation';
// Loaded for its side effect, as stages.ts does: the page scope loads preact/compat, which changes
// how Preact orders attributes; every page rendered here must see it loaded.
import '@docsgen/mdx/page-scope';
import type { PageRecord } from '@docsgen/site';
import { makePageRecord, routeMarkdownPath, routeOutputPath } from '@docsgen/site';
import { compileRoute } from './compile-route.ts';
import { pageRenderKey } from './page-key.ts';
import type { RunContext } from './run-context.ts';
import { taskFailure, throwIfAborted } from './task-failure.ts';
import type { PageContext } from './theme-api.ts';

/**
 * The one page step of every run (full build, patch build, dev re-render): compiles the route's
 * page (see compileRoute), keeps its links for the link check, writes its feature assets, takes its
 * HTML and Markdown over from the previous output when its render key is unchanged, else renders
 * and writes them (with `defer`, the HTML is left in `run.pending`). Its record, or undefined when
 * it failed (said in `run.diagnostics`).
 */
export async function renderPage(run: RunContext, route: Route, defer = false): Promise<PageRecord | undefined> {
  throwIfAborted(run.options.signal);
  const file = route.source.kind === 'page' ? route.source.file : route.source.spec;
  let page: CompiledPage | undefined;
  try {
    page = await compileRoute(run, route);
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    run.diagnostics.push(taskFailure(file, e));
    return undefined;
  }
  if (!page) return undefined;
  run.diagnostics.push(...page.diagnostics);
  run.options.onPage?.(route, page);
  // Links are checked once every page's headings are known; keep only what that needs.
  if (route.source.kind === 'page') {
    const { links, headings, anchors } = page;
    run.links.set(route.url, { file: route.source.file, url: route.url, links, headings, anchors });
  }
  const extra = await run.features(page.features, page.islands);
  const ctx = run.factory.page(route, page, extra);
  const renders = run.strategy.reuse.renders;
  const stamp = run.stamps.get(route.url);
  const renderKey =
    renders && stamp !== undefined ? pageRenderKey(run.siteKey, stamp, extra, ctx.page.lastModified) : undefined;
  const outputs = [routeOutputPath(route.url), ...(page.markdown !== undefined ? [routeMarkdownPath(route.url)] : [])];
  const reused = renderKey !== undefined && renders?.previous(route.url) === renderKey && (await renders.take(outputs));
  if (reused) for (const path of outputs) run.strategy.sink.written.add(path);
  if (renderKey !== undefined) renders?.record(route.url, renderKey);
  if (!reused && !(await writePage(run, route, page, ctx, defer))) return undefined;
  return makePageRecord(route, page, ctx, run.pack);
}

/** Writes a page's HTML (now, or on demand with `defer`) and Markdown; false when the theme failed. */
async function writePage(
  run: RunContext,
  route: Route,
  page: CompiledPage,
  ctx: PageContext,
  defer: boolean,
): Promise<boolean> {
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
    await run.settled();
    return [];
  };
  if (defer) {
    // Recorded as written now, so the site-wide steps (redirects shadowed by a page) see it.
    sink.written.add(htmlPath);
    run.pending.set(htmlPath, () => {
      run.pending.delete(htmlPath);
      return writeHtml();
    });
  } else {
    const failed = await writeHtml();
    if (failed.length > 0) {
      run.diagnostics.push(...failed);
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
