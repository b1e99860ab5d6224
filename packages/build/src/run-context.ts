import type { Diagnostic } from '@docsgen/diagnostics';
import type { CompiledPage } from '@docsgen/mdx';
import type { Site } from '@docsgen/navigation';
import type { OpenApiIndex, RemoteSpecOptions, SpecValidations } from '@docsgen/openapi';
import { type ContextFactory, createThemedContexts, type SiteSettings } from '@docsgen/site';
import type { PageLinks } from './check-site-links.ts';
import type { CompileTask } from './compile-task.ts';
import { createFragmentWriter, type FragmentWriter } from './fragment-writer.ts';
import { repositoryFacts } from './git-repository.ts';
import type { HighlightCacheSpec } from './highlight-store.ts';
import { createIslandWriter } from './island-assets.ts';
import type { PageCache } from './page-cache.ts';
import type { PagePool } from './page-pool.ts';
import type { RunStrategy } from './run-strategy.ts';
import type { RootFiles } from './scan-root-files.ts';
import type { Theme } from './theme-api.ts';
import type { BuildOptions } from './types.ts';
import { type AssetHrefs, createFeatureAssetWriter } from './write-shared-assets.ts';

/** The caches a run reads and fills (see resolveCache). */
export interface RunCache {
  /** Persistent page cache. */
  cache: PageCache;
  /** Spec validation verdicts of earlier builds (kept in the cache folder); default none. */
  specValidations?: SpecValidations;
  /** Where `https://` specs fetched by earlier builds are kept (the cache folder); default nowhere. */
  remoteSpecs?: RemoteSpecOptions;
  /** Where workers keep highlighted code blocks between builds (the cache folder); default none. */
  highlightCache?: HighlightCacheSpec;
}

/**
 * What every step of a run reads and none writes: the site model (the loaded site, its settings,
 * theme, shared assets and page contexts) plus the engine's services (where output goes and what is
 * reused, the caches, the compile pool, the writers of what pages name). Each value is here once:
 * the base path and `--strict` are in `settings.compile`, the site URL in `settings`. Made once by
 * {@link createRunContext}: by openRun for a full run, from the snapshot of the last build for a
 * patch build.
 */
export type RunInput = Readonly<{
  // The site model.
  site: Site;
  /** The OpenAPI index (none in a patch build, which renders no API page). */
  openapi?: OpenApiIndex;
  /** What the run reads of docs.json and the build options, made once (siteSettings). */
  settings: SiteSettings;
  theme: Theme;
  shared: AssetHrefs;
  rootFiles: RootFiles;
  /** Everything every page's HTML is made from besides its own page (part of each render key); '' when unused. */
  siteKey: string;
  /** Page contexts, each with the sidebar fragments it names; its own problems (once per site or section) go to the list it was made with. */
  factory: ContextFactory;

  // The engine's services.
  options: BuildOptions;
  root: string;
  /** docsgen's code id, part of every cache key. */
  version: string;
  strategy: RunStrategy;
  caches: RunCache;
  pool: PagePool<CompileTask, CompiledPage>;
  /** Writes what a page names besides its HTML, each file once per run. */
  assets: PageAssets;
  /** Page records' texts are packed (large sites, and runs that keep a snapshot). */
  pack: boolean;
}>;

/** The engine's writers of what a page names besides its HTML (see renderPage). */
export interface PageAssets {
  /** Writes a page's feature and island assets; their hrefs (an island bundle's problems go to `report`). */
  features: ReturnType<typeof createFeatureAssetWriter>;
  /** Writes the sidebar fragments the site model returns with a page's context (and the 404 page's). */
  fragments: FragmentWriter;
}

/**
 * What a run gathers: each page's part is written only where the run folds the page's outcome
 * (foldPageOutcome); the run adds its own diagnostics before and after the pages. Read by the site
 * step (finishSite), the snapshot and the dev session.
 */
export interface RunTally {
  /** What went wrong so far. */
  diagnostics: Diagnostic[];
  /** Files each page file imported. */
  imports: Map<string, string[]>;
  /** Each page's links and headings by URL, for the link check. */
  links: Map<string, PageLinks>;
  /** URLs of pages made from a spec through their frontmatter. */
  apiPages: string[];
  /** Page HTML left for later (see PipelineSession.pending), by output path. */
  pending: Map<string, () => Promise<Diagnostic[]>>;
  /** Pages compiled in this run. */
  compiled: number;
  /** True once the session closed: pending pages are no longer written. */
  closed: boolean;
}

/** A run: what it reads ({@link RunInput}) and what it gathers ({@link RunTally}). */
export type RunContext = RunInput & RunTally;

/** What a run context is made from. */
export type RunParts = Pick<
  RunInput,
  'options' | 'root' | 'version' | 'strategy' | 'caches' | 'pool' | 'site' | 'openapi' | 'theme' | 'shared' | 'settings'
> &
  Partial<Pick<RunContext, 'siteKey' | 'pack' | 'links' | 'imports' | 'diagnostics' | 'rootFiles'>> & {
    rootFiles: RootFiles;
    /** Where the page contexts' own diagnostics go; default the run's. */
    contextDiagnostics?: Diagnostic[];
  };

/** A run context over a loaded site: page contexts, and the page asset writers. */
export function createRunContext(parts: RunParts): RunContext {
  const { site, theme, root, strategy, settings } = parts;
  const { base } = settings.compile;
  const diagnostics = parts.diagnostics ?? [];
  const factory = createThemedContexts(site, theme, {
    base,
    siteUrl: settings.siteUrl,
    assets: parts.shared,
    diagnostics: parts.contextDiagnostics ?? diagnostics,
    repository: repositoryFacts(site.root),
  });
  const features = createFeatureAssetWriter(
    strategy.sink,
    base,
    createIslandWriter(root, strategy.sink, base),
    settings.latex,
  );
  return {
    ...parts,
    factory,
    siteKey: parts.siteKey ?? '',
    pack: parts.pack ?? false,
    assets: { features, fragments: createFragmentWriter(strategy.sink) },
    diagnostics,
    imports: parts.imports ?? new Map(),
    links: parts.links ?? new Map(),
    apiPages: [],
    pending: new Map(),
    compiled: 0,
    closed: false,
  };
}
