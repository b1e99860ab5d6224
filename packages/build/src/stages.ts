// The one place the build calls the stages before it (navigation, mdx, openapi). Keeping the calls
// here means the pipeline, the worker and the incremental builder share one contract.
import { type Diagnostic, warning } from '@docsgen/diagnostics';
import type { CompiledPage } from '@docsgen/mdx';
import * as mdx from '@docsgen/mdx';
import type { Route, Site } from '@docsgen/navigation';
import * as navigation from '@docsgen/navigation';
import type { LoadedSpec, OpenApiIndex } from '@docsgen/openapi';
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
  /** docs.json `icons.library`; default fontawesome. */
  iconLibrary?: string;
}

// biome-ignore lint/suspicious/noExplicitAny: stages are reached through their published names while they land.
type Loose = Record<string, any>;

/**
 * Loads config, OpenAPI index and navigation once. The specs loaded by `loadSite` are read back
 * from the spec cache handed to it, so each spec is parsed exactly once per build.
 */
export async function loadSiteStage(
  root: string,
  outDir: string | undefined,
  specCache: Map<string, { result: { spec?: LoadedSpec } }> = new Map(),
): Promise<{ site?: Site; openapi?: OpenApiIndex; diagnostics: Diagnostic[] }> {
  const loadSite = (navigation as Loose).loadSite;
  if (typeof loadSite !== 'function') throw new Error('docsgen bug: @docsgen/navigation does not export loadSite');
  const site = (await loadSite(root, { outDir, specCache })) as Site & { openapi?: OpenApiIndex };
  let index = site.openapi;
  if (!index) {
    const specs = new Map<string, LoadedSpec>();
    for (const cached of specCache.values())
      if (cached.result.spec) specs.set(cached.result.spec.file, cached.result.spec);
    index = { specs: new Map([...specs].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))), diagnostics: [] };
  }
  return { site, openapi: index, diagnostics: site.diagnostics };
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

/** Turns an MDX page whose frontmatter names an operation into an API page (the MDX content follows the reference). */
export async function frontmatterApiStage(input: {
  index: OpenApiIndex | undefined;
  page: CompiledPage;
  file: string;
  url: string;
  base: string;
  api: unknown;
}): Promise<CompiledPage> {
  const render = (openapi as Loose).renderEndpointPage;
  const fm = input.page.frontmatter;
  const written = typeof fm.openapi === 'string' ? fm.openapi : typeof fm.api === 'string' ? fm.api : undefined;
  if (typeof render !== 'function' || written === undefined || !input.index) return input.page;
  const ref = openapi.parseEndpointRef(written);
  if (!ref) return input.page;
  const candidates = ref.spec ? [openapi.findSpec(input.index, ref.spec)] : [...input.index.specs.values()];
  for (const spec of candidates) {
    const operation = spec ? openapi.findOperation(spec, ref.method, ref.path) : undefined;
    if (spec && operation) {
      return (await render({
        index: input.index,
        spec,
        operation,
        url: input.url,
        base: input.base,
        api: input.api,
        extra: input.page,
      })) as CompiledPage;
    }
  }
  return {
    ...input.page,
    diagnostics: [
      ...input.page.diagnostics,
      warning(
        'build/frontmatter-endpoint',
        `The frontmatter endpoint \`${written}\` is not in ${ref.spec ? `\`${ref.spec}\`` : 'any loaded OpenAPI spec'}; the page is built without its API reference.`,
        {
          file: input.file,
          line: 1,
          column: 1,
          hint: 'Check the method and path against the spec, or name the spec: `openapi: "openapi.yaml GET /users"`.',
        },
      ),
    ],
  };
}

/** Link checks of a compiled page against the routes, headings and files (broken links are warnings). */
export function checkLinksStage(
  page: Pick<CompiledPage, 'links' | 'headings'>,
  ctx: {
    file: string;
    url: string;
    base: string;
    routeUrls: ReadonlySet<string>;
    headingIds: (url: string) => ReadonlySet<string> | undefined;
    fileExists: (path: string) => boolean;
  },
): Diagnostic[] {
  const check = (mdx as Loose).checkPageLinks;
  if (typeof check !== 'function') return [];
  return (check(page, ctx) as Diagnostic[] | undefined) ?? [];
}
