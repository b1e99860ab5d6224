// The one place the build calls the stages before it (navigation, mdx, openapi). Keeping the calls
// here means the pipeline, the worker and the incremental builder share one contract.
import type { Diagnostic } from '@docsgen/diagnostics';
import type { CompiledPage } from '@docsgen/mdx';
import * as mdx from '@docsgen/mdx';
import type { Route, Site } from '@docsgen/navigation';
import * as navigation from '@docsgen/navigation';
import type { OpenApiIndex } from '@docsgen/openapi';
import * as openapi from '@docsgen/openapi';

/** A page compile, as sent to a worker (structured-cloneable). */
export interface CompileTask {
  /** Real path of the docs root. */
  root: string;
  /** Docs-root-relative page file. */
  file: string;
  /** Page source text. */
  source: string;
  /** Title when the frontmatter has none (nav label or file name). */
  fallbackTitle: string;
  /** docs.json `variables`. */
  variables?: Record<string, string>;
  /** Base path. */
  base: string;
  /** --strict. */
  strict: boolean;
}

// biome-ignore lint/suspicious/noExplicitAny: stages are reached through their published names while they land.
type Loose = Record<string, any>;

/** Loads config, OpenAPI index and navigation once; `exclude` are absolute folders never scanned (output, cache). */
export async function loadSiteStage(
  root: string,
  exclude: string[],
): Promise<{ site?: Site; openapi?: OpenApiIndex; diagnostics: Diagnostic[] }> {
  const loadSite = (navigation as Loose).loadSite;
  if (typeof loadSite !== 'function') throw new Error('docsgen bug: @docsgen/navigation does not export loadSite');
  const site = (await loadSite(root, { exclude })) as Site & { openapi?: OpenApiIndex };
  return { site, openapi: site.openapi, diagnostics: site.diagnostics };
}

/** Compiles one MDX page. */
export async function compilePageStage(task: CompileTask): Promise<CompiledPage> {
  const compilePage = (mdx as Loose).compilePage;
  if (typeof compilePage !== 'function') throw new Error('docsgen bug: @docsgen/mdx does not export compilePage');
  return (await compilePage(task)) as CompiledPage;
}

/** Files a compiled page imported (snippets, components), docs-root-relative; default none. */
export function pageImports(page: CompiledPage): string[] {
  const imports = (page as CompiledPage & { imports?: unknown }).imports;
  return Array.isArray(imports) ? imports.filter((i): i is string => typeof i === 'string') : [];
}

/** Synthesises an endpoint page from the spec. */
export async function endpointPageStage(input: {
  index: OpenApiIndex | undefined;
  route: Route;
  base: string;
  api: unknown;
}): Promise<CompiledPage> {
  const render = (openapi as Loose).renderEndpointPage;
  if (typeof render !== 'function') throw new Error('docsgen bug: @docsgen/openapi does not export renderEndpointPage');
  const source = input.route.source;
  if (source.kind !== 'endpoint') throw new Error('docsgen bug: endpointPageStage on a page route');
  const spec = input.index?.specs.get(source.spec);
  const operation = spec?.operations.find((o) => o.method === source.method && o.path === source.path);
  return (await render({
    index: input.index,
    spec,
    operation,
    url: input.route.url,
    base: input.base,
    api: input.api,
  })) as CompiledPage;
}

/** True when the frontmatter makes this MDX page an API page (`openapi`, `api` or `openapi-schema`). */
export function isFrontmatterApiPage(page: CompiledPage): boolean {
  const fm = page.frontmatter;
  return typeof fm.openapi === 'string' || typeof fm.api === 'string' || typeof fm['openapi-schema'] === 'string';
}

/** Adds the API reference of a frontmatter API page. */
export async function frontmatterApiStage(input: {
  index: OpenApiIndex | undefined;
  page: CompiledPage;
  file: string;
  url: string;
  base: string;
  api: unknown;
}): Promise<CompiledPage> {
  const render = (openapi as Loose).renderFrontmatterApiPage;
  if (typeof render !== 'function') return input.page;
  return (await render(input)) as CompiledPage;
}

/** Link checks of a compiled page against the routes (broken links are warnings). */
export function checkLinksStage(
  page: CompiledPage,
  ctx: { site: Site; file: string; url: string; assets: Set<string> },
): Diagnostic[] {
  const check = (mdx as Loose).checkPageLinks;
  if (typeof check !== 'function') return [];
  return (check(page, ctx) as Diagnostic[] | undefined) ?? [];
}
