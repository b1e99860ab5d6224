// The one place the build calls the stages before it (navigation, mdx, openapi). Keeping the calls
// here means the pipeline, the worker and the incremental builder share one contract.
import type { Diagnostic } from '@docsgen/diagnostics';
// The link checker from its own module, and the compiler loaded on first use: the build's own
// thread compiles only without workers (tests, --workers off), so it does not load MDX otherwise.
import type { CompiledPage, ModuleCache } from '@docsgen/mdx';
// Loaded up front for its side effect: the page scope loads preact/compat, whose render hooks
// change how Preact orders attributes. Themes render on this thread; were compat loaded only with
// the first page compiled here, the pages rendered before it would differ from those after.
import '@docsgen/mdx/page-scope';
import { loadSite, type Route, type Site } from '@docsgen/navigation';
import {
  findOperation,
  type OpenApiIndex,
  type RemoteSpecOptions,
  renderEndpointPage,
  renderFrontmatterApiPage,
  type SpecCache,
  type SpecValidations,
} from '@docsgen/openapi';
import type { CompileSettings } from '@docsgen/site';
import { type CompileTask, compilePageOptions } from './compile-task.ts';
import { createHighlightStore } from './highlight-store.ts';

export { isFrontmatterApiPage } from './is-frontmatter-api-page.ts';
export { pageImports } from './page-imports.ts';

/**
 * Loads config, OpenAPI index and navigation once. The specs `loadSite` loaded are read back from
 * the spec cache handed to it (unless the Site carries its index), so each spec is parsed once.
 */
export async function loadSiteStage({
  root,
  outDir,
  specCache = new Map(),
  specValidations,
  remoteSpecs,
  groups,
}: {
  root: string;
  outDir: string | undefined;
  specCache?: SpecCache;
  specValidations?: SpecValidations;
  remoteSpecs?: RemoteSpecOptions;
  groups?: readonly string[];
}): Promise<{ site: Site; openapi: OpenApiIndex; diagnostics: Diagnostic[] }> {
  const site = (await loadSite(root, {
    outDir,
    ...(groups ? { groups } : {}),
    specCache,
    specValidations,
    ...(remoteSpecs ? { remoteSpecs } : {}),
  })) as Site & { openapi?: OpenApiIndex };
  let index = site.openapi;
  if (!index) {
    const specs = [...specCache.values()].flatMap((c) => (c.result.spec ? [c.result.spec] : []));
    specs.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
    index = { specs: new Map(specs.map((s) => [s.file, s])), diagnostics: [] };
  }
  return { site, openapi: index, diagnostics: site.diagnostics };
}

/**
 * Compiles one MDX page in this thread (no worker file, or workers off), highlighting through the
 * page's store like a worker does; the page's highlight bundle is written before it returns.
 * `modules`: snippets loaded by earlier compiles of the caller's (see ModuleCache); default none.
 */
export async function compilePageStage(task: CompileTask, modules?: ModuleCache): Promise<CompiledPage> {
  const { compilePage } = await import('@docsgen/mdx');
  const store = task.highlightCache && createHighlightStore(task.highlightCache);
  const page = await compilePage({ ...compilePageOptions(task), highlightStore: store, modules });
  await store?.save();
  return page;
}

/** Synthesises an endpoint page from the spec. */
export async function endpointPageStage(input: {
  index: OpenApiIndex | undefined;
  route: Route;
  settings: CompileSettings;
}): Promise<CompiledPage> {
  const source = input.route.source;
  if (source.kind !== 'endpoint') throw new Error('docsgen bug: endpointPageStage on a page route');
  const spec = input.index?.specs.get(source.spec);
  const operation = spec ? findOperation(spec, source.method, source.path) : undefined;
  return renderEndpointPage({
    index: input.index,
    spec,
    operation,
    url: input.route.url,
    settings: input.settings,
  });
}

/** Turns an MDX page whose frontmatter names an operation or schema into an API page. */
export async function frontmatterApiStage(input: {
  index: OpenApiIndex | undefined;
  page: CompiledPage;
  file: string;
  url: string;
  settings: CompileSettings;
  source?: string;
}): Promise<CompiledPage> {
  return renderFrontmatterApiPage(input);
}
