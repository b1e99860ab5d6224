import {
  collectOpenApiSources,
  type DeclaredOpenApiSource,
  type DocsConfig,
  joinJsonPath,
  loadConfig,
} from '@docsgen/config';
import { type Diagnostic, error } from '@docsgen/diagnostics';
import { loadOpenApiIndex, parseEndpointRef, type SpecCache } from '@docsgen/openapi';
import { resolveNavigation } from './resolve-navigation.ts';
import { scanDocsRoot } from './scan-docs-root.ts';
import type { Site } from './types.ts';

/** Options for {@link loadSite}. */
export interface LoadSiteOptions {
  /** Output folder to leave out of the scan; default `dist`. */
  outDir?: string;
  /** Spec cache reused across loads (dev server); default none. */
  specCache?: SpecCache;
}

const EMPTY_CONFIG: DocsConfig = { theme: 'mint', name: '', colors: { primary: '#0D9373' }, navigation: {} };

/**
 * Loads a docs repository: docs.json (with `$ref`s) → OpenAPI sources → spec index (each spec
 * once) → file scan → navigation and routes. All problems come back as diagnostics on the Site;
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
  const sources = [...collectOpenApiSources(config, loaded.map), ...entrySpecSources(config, loaded.map)];
  const [openapi, scan] = await Promise.all([
    loadOpenApiIndex({
      root: loaded.root,
      sources,
      ...(options.specCache ? { cache: options.specCache } : {}),
    }),
    scanDocsRoot(loaded.root, options.outDir ? { outDir: options.outDir } : {}).catch((e: NodeJS.ErrnoException) => {
      diagnostics.push(
        error('nav/scan-failed', `Could not list the docs root ${loaded.root} (${e.code ?? 'EIO'}).`, {
          hint: 'Check folder permissions.',
        }),
      );
      return { files: [] as string[], diagnostics: [] as Diagnostic[] };
    }),
  ]);
  const site = resolveNavigation({ config, root: loaded.root, files: scan.files, openapi, map: loaded.map });
  return {
    ...site,
    diagnostics: [...diagnostics, ...openapi.diagnostics, ...scan.diagnostics, ...site.diagnostics],
    configFiles: loaded.files,
    files: scan.files,
    sourceMap: loaded.map,
  };
}

/** Specs named inside endpoint entries (`"admin.yaml GET /users"`), so they load with the others. */
function entrySpecSources(
  config: DocsConfig,
  map: Parameters<typeof collectOpenApiSources>[1],
): DeclaredOpenApiSource[] {
  const out: DeclaredOpenApiSource[] = [];
  const stack: Array<[unknown, string]> = [[config.navigation, 'navigation']];
  while (stack.length) {
    const [node, path] = stack.pop()!;
    if (typeof node === 'string') {
      const ref = parseEndpointRef(node);
      if (ref?.spec) {
        const loc = map?.get(path)?.value;
        out.push({
          source: ref.spec.replace(/^(\.\/|\/)+/, ''),
          file: loc?.file ?? 'docs.json',
          line: loc?.line,
          column: loc?.column,
          jsonPath: path,
        });
      }
    } else if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) stack.push([node[i], joinJsonPath(path, i)]);
    } else if (node && typeof node === 'object') {
      for (const [k, v] of Object.entries(node))
        if (k === 'pages' || k === 'groups' || typeof v === 'object') stack.push([v, joinJsonPath(path, k)]);
    }
  }
  return out;
}
