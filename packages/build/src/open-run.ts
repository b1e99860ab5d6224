import type { Diagnostic } from '@docsgen/diagnostics';
import { contentHash } from '@docsgen/diagnostics/content-hash';
import { readInside } from '@docsgen/diagnostics/read-inside';
import type { CompiledPage } from '@docsgen/mdx';
import {
  integrationFile,
  PACK_FROM_ROUTES,
  policySourceWarnings,
  resolveCodeTheme,
  siteKeyParts,
  siteSettings,
  themeWithPolicy,
} from '@docsgen/site';
import type { CompileTask } from './compile-task.ts';
import type { OutputOptions } from './output-options.ts';
import type { PagePool } from './page-pool.ts';
import { createRunContext, type RunCache, type RunContext } from './run-context.ts';
import { keepsSnapshot, type RunStrategy, writesIntegrations } from './run-strategy.ts';
import { scanRootFiles } from './scan-root-files.ts';
import { loadSiteStage } from './stages.ts';
import { siteTailwind } from './tailwind-css.ts';
import { throwIfAborted } from './task-failure.ts';
import { trace } from './trace.ts';
import type { BuildOptions } from './types.ts';
import { writeSharedAssets } from './write-shared-assets.ts';

/** Inputs of one full run (see runPipeline). */
export interface PipelineInput {
  /** Build options. */
  options: BuildOptions;
  /** Real path of the docs root. */
  root: string;
  /** The build options that change the output, made once by the caller (its base is normalised). */
  output: OutputOptions;
  /** Absolute folders never scanned (output, staging, cache). */
  exclude: string[];
  /** The caches the run reads and fills. */
  caches: RunCache;
  /** Key string of this docsgen (version and code), part of every cache key. */
  version: string;
  /** Where output goes, what is reused, what the run leaves (see RunStrategy). */
  strategy: RunStrategy;
  /** The pool to compile pages in (the caller made it early); closed when the pages are done; default a new one. */
  pool?: PagePool<CompileTask, CompiledPage>;
}

/**
 * Opens a full run: loads the site (config, specs, navigation), the theme, the docs root's other
 * files, the Tailwind stylesheet and the shared assets. `diagnostics` alone when the site did not load.
 */
export async function openRun(
  input: PipelineInput,
  pool: PagePool<CompileTask, CompiledPage>,
): Promise<RunContext | { diagnostics: Diagnostic[] }> {
  const { options, root, output, strategy } = input;
  const { base } = output;
  const { sink, reuse } = strategy;
  const diagnostics: Diagnostic[] = [];
  const { specValidations, remoteSpecs } = input.caches;
  const loaded = await loadSiteStage({
    root,
    outDir: strategy.outDir,
    specCache: reuse.specCache,
    specValidations,
    remoteSpecs,
    groups: options.groups,
  });
  trace('site loaded (config, specs, navigation)');
  diagnostics.push(...loaded.diagnostics);
  const site = loaded.site;
  if (!site) return { diagnostics };
  throwIfAborted(options.signal);
  const code = await resolveCodeTheme(site, (file, maxBytes) => readInside(root, file, { maxBytes }));
  const settings = siteSettings(site, output, code.theme);
  const chosen = await options.themeFor(settings.theme);
  // --csp: the site's sources the policy refuses, located and reported once per build (cached pages too).
  const refused = output.csp ? policySourceWarnings(site, output.playgroundProxy) : undefined;
  if (refused) diagnostics.push(...refused.diagnostics);
  const theme = refused ? themeWithPolicy(chosen, site, refused.refused, (d) => diagnostics.push(d)) : chosen;
  diagnostics.push(...code.diagnostics);
  const scan = { root, exclude: input.exclude, configFiles: site.configFiles };
  const rootFiles = await (reuse.scanRootFiles ?? scanRootFiles)(scan);
  trace('root files scanned');
  diagnostics.push(...rootFiles.diagnostics);
  const { highlightCache } = input.caches;
  const tailwind = await siteTailwind(root, site.files ?? [], highlightCache?.cacheDir);
  diagnostics.push(...tailwind.diagnostics);
  trace('tailwind stylesheet made');
  const shared = await writeSharedAssets({
    theme,
    root,
    customCss: rootFiles.css,
    customJs: rootFiles.js,
    tailwindCss: tailwind.css,
    base,
    sink,
    diagnostics,
    preloadFonts: settings.preloadFonts,
  });
  if (writesIntegrations(strategy)) {
    const integrations = integrationFile(site);
    if (integrations.file) {
      await sink.write(integrations.file.path, integrations.file.contents);
      shared.js.push(base + integrations.file.path);
    }
    diagnostics.push(...integrations.diagnostics);
  }
  trace('shared assets written');
  const { siteUrl } = settings;
  // What every page's HTML is made from besides its own compiled page: with the page's stamp (see
  // PageCache.lookup) and feature assets it forms the page's render key, so an unchanged key means
  // the previous output's file is what rendering would write again. The output options go in whole.
  const siteKey = reuse.renders
    ? contentHash(input.version, JSON.stringify([output, siteUrl ?? null, theme.name, shared]), ...siteKeyParts(site))
    : '';
  return createRunContext({
    options,
    root,
    version: input.version,
    strategy,
    caches: input.caches,
    pool,
    site,
    openapi: loaded.openapi,
    theme,
    settings,
    shared,
    rootFiles,
    siteKey,
    // A build that keeps a snapshot packs every page's texts: the snapshot holds them all.
    pack: site.routes.length >= PACK_FROM_ROUTES || keepsSnapshot(strategy),
    diagnostics,
  });
}
