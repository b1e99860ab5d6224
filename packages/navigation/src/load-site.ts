import { collectOpenApiSources, type DocsConfig, loadConfig } from '@docsgen/config';
import { type Diagnostic, error } from '@docsgen/diagnostics';
import {
  loadOpenApiIndex,
  type OpenApiIndex,
  type RemoteSpecOptions,
  type SpecCache,
  type SpecValidations,
} from '@docsgen/openapi';
import { applyPageTitles, type PageLabels } from './apply-page-titles.ts';
import { collectEntrySpecSources } from './collect-entry-spec-sources.ts';
import { collectFrontmatterSpecSources } from './collect-frontmatter-spec-sources.ts';
import { groupsAllow } from './page-groups.ts';
import { fileToUrl } from './page-url.ts';
import { readPageLabels } from './read-page-labels.ts';
import { resolveNavigation } from './resolve-navigation.ts';
import { scanDocsRoot } from './scan-docs-root.ts';
import type { Site } from './types.ts';

/** Options for {@link loadSite}. */
export interface LoadSiteOptions {
  /** Output folder to leave out of the scan; default `dist`. */
  outDir?: string;
  /** Spec cache reused across loads (dev server); default none. */
  specCache?: SpecCache;
  /** Verdicts of earlier spec validations (the build's cache folder keeps them); default none. */
  specValidations?: SpecValidations;
  /** How `https://` specs are fetched and kept (the build's cache folder); default fetched, kept nowhere. */
  remoteSpecs?: RemoteSpecOptions;
  /** Read frontmatter titles of listed pages for sidebar labels and route titles (and their `groups`); default true. */
  readTitles?: boolean;
  /** Reader groups whose restricted pages (`groups` frontmatter) are published (`--groups`); default none: every restricted page is left out. */
  groups?: readonly string[];
}

/** The one note that says how many restricted pages were left out, and how to bring them in. */
function withheldNote(count: number, allowed: ReadonlySet<string>): Diagnostic {
  const pages = count === 1 ? '1 page restricted' : `${count} pages restricted`;
  return {
    severity: 'info',
    code: 'nav/restricted-pages',
    message: `${pages} to reader groups (\`groups\` frontmatter) ${count === 1 ? 'is' : 'are'} left out of the site${
      allowed.size > 0 ? `: none of their groups is in --groups ${[...allowed].join(',')}` : ''
    }, with ${count === 1 ? 'its' : 'their'} sidebar entries, search, llms files, sitemap and Markdown copies.`,
    hint: 'Pass `--groups a,b` to publish the pages of those groups. The built site is static: anyone who can reach it can read every page it holds.',
  };
}

const EMPTY_CONFIG: DocsConfig = { theme: 'mint', name: '', colors: { primary: '#0D9373' }, navigation: {} };

/**
 * Loads a docs repository: docs.json (with `$ref`s) → OpenAPI sources → spec index (each spec
 * once) → file scan → navigation and routes → frontmatter titles as labels. All problems come back as diagnostics on the Site;
 * when docs.json cannot be read the Site is empty and holds that one error.
 */
export async function loadSite(root: string, options: LoadSiteOptions = {}): Promise<Site> {
  const loaded = await loadConfig(root);
  const diagnostics: Diagnostic[] = [...loaded.diagnostics];
  if (!loaded.config) {
    return {
      root: loaded.root,
      config: EMPTY_CONFIG,
      nav: [],
      globalAnchors: [],
      routes: [],
      routeByUrl: new Map(),
      diagnostics,
      configFiles: loaded.files,
      files: [],
      sourceMap: loaded.map,
    };
  }
  const config = loaded.config;
  const sources = [...collectOpenApiSources(config, loaded.map), ...collectEntrySpecSources(config, loaded.map)];
  const [openapi, scan] = await Promise.all([
    loadOpenApiIndex({
      root: loaded.root,
      sources,
      ...specOptions(options),
    }),
    scanRoot(loaded.root, options, diagnostics),
  ]);
  const resolve = (withheld?: ReadonlySet<string>) =>
    resolveNavigation({
      config,
      root: loaded.root,
      files: scan.files,
      skippedLinks: scan.skipped,
      brokenLinks: scan.broken,
      openapi,
      map: loaded.map,
      ...(withheld ? { withheld } : {}),
    });
  let site = resolve();
  let index = openapi;
  if (options.readTitles !== false) {
    const pageFiles = site.routes.flatMap((r) => (r.source.kind === 'page' ? [r.source.file] : []));
    const labels = await readPageLabels(loaded.root, pageFiles);
    // Pages restricted with `groups` frontmatter are left out unless the build names one of their
    // groups (as `mint export --groups`): the navigation is resolved again without them.
    const allowed = new Set(options.groups ?? []);
    const withheld = new Set([...labels].filter(([, l]) => !groupsAllow(l.groups, allowed)).map(([file]) => file));
    if (withheld.size > 0) {
      site = resolve(withheld);
      for (const file of withheld) labels.delete(file);
      diagnostics.push(withheldNote(withheld.size, allowed));
    }
    index = await readTitlesAndSpecs({ site, loaded, labels, files: scan.files, sources, openapi, options });
    if (withheld.size > 0) site.withheld = [...withheld].map(fileToUrl).sort();
  }
  return {
    ...site,
    diagnostics: [...diagnostics, ...index.diagnostics, ...scan.diagnostics, ...site.diagnostics],
    configFiles: loaded.files,
    files: scan.files,
    sourceMap: loaded.map,
    openapi: index,
  };
}

// The spec cache, validation store and remote specs of the options, for loadOpenApiIndex.
function specOptions(options: LoadSiteOptions) {
  return {
    ...(options.specCache ? { cache: options.specCache } : {}),
    ...(options.specValidations ? { validations: options.specValidations } : {}),
    ...(options.remoteSpecs ? { remote: options.remoteSpecs } : {}),
  };
}

// The docs root's files; none, with an error, when it cannot be listed.
function scanRoot(root: string, options: LoadSiteOptions, diagnostics: Diagnostic[]) {
  return scanDocsRoot(root, options.outDir ? { outDir: options.outDir } : {}).catch((e: NodeJS.ErrnoException) => {
    diagnostics.push(
      error('nav/scan-failed', `Could not list the docs root ${root} (${e.code ?? 'EIO'}).`, {
        hint: 'Check folder permissions.',
      }),
    );
    return {
      files: [] as string[],
      diagnostics: [] as Diagnostic[],
      skipped: [] as string[],
      broken: [] as string[],
    };
  });
}

// The pages' frontmatter titles applied as labels; then the specs only pages name (Mintlify loads
// every spec of the repo) loaded after them, the navigation not depending on them: the full index.
async function readTitlesAndSpecs({
  site,
  loaded,
  labels,
  files,
  sources,
  openapi,
  options,
}: {
  site: ReturnType<typeof resolveNavigation>;
  loaded: { root: string; files: string[] };
  labels: Map<string, PageLabels>;
  files: string[];
  sources: Array<{ source: string }>;
  openapi: OpenApiIndex;
  options: LoadSiteOptions;
}): Promise<OpenApiIndex> {
  applyPageTitles(site, labels);
  // Specs only pages name (Mintlify loads every spec of the repo) load after the pages are read;
  // the navigation does not depend on them.
  const extra = await collectFrontmatterSpecSources({
    root: loaded.root,
    refs: new Map([...labels].flatMap(([file, l]) => (l.openapi ? [[file, l.openapi] as [string, string]] : []))),
    files,
    declared: new Set([...sources.map((s) => s.source.replace(/^(\.\/|\/)+/, '')), ...openapi.specs.keys()]),
    configFiles: loaded.files,
  });
  if (extra.length > 0) {
    const more = await loadOpenApiIndex({
      root: loaded.root,
      sources: extra,
      ...specOptions(options),
    });
    return {
      specs: new Map([...openapi.specs, ...more.specs]),
      diagnostics: [...openapi.diagnostics, ...more.diagnostics],
    };
  }
  return openapi;
}
