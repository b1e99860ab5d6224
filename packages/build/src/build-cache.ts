import { createHash } from 'node:crypto';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Diagnostic } from '@docsgen/diagnostics';
import type { Site } from '@docsgen/navigation';
import type { RemoteSpecOptions } from '@docsgen/openapi';
import { compactPacks } from './compact-packs.ts';
import { docsgenCacheVersion } from './docsgen-version.ts';
import { type HighlightCacheSpec, highlightBundleKey } from './highlight-store.ts';
import { openPackStore } from './pack-store.ts';
import { createPageCache, NO_CACHE, type PageCache } from './page-cache.ts';
import { createSpecValidationStore, type SpecValidationStore } from './spec-validation-store.ts';
import { SWEEP_AFTER_MS, sweepCache } from './sweep-cache.ts';
import { trace } from './trace.ts';
import type { BuildOptions } from './types.ts';

/**
 * The default cache folder of a docs root: outside the docs tree (a build writes nothing there but
 * its output folder), under `$XDG_CACHE_HOME` (else `~/.cache`), one folder per docs root.
 */
export function defaultCacheDir(root: string): string {
  const base = process.env.XDG_CACHE_HOME || join(homedir(), '.cache');
  return join(base, 'docsgen', createHash('sha256').update(root).digest('hex').slice(0, 16));
}

/** The cache folder of a build: `cacheDir`, else {@link defaultCacheDir}, or none. */
export function resolveCache(
  options: BuildOptions,
  root: string,
  outDir: string | undefined,
): {
  cache: PageCache;
  dir?: string;
  specValidations?: SpecValidationStore;
  remoteSpecs?: RemoteSpecOptions;
  highlightCache?: HighlightCacheSpec;
  diagnostics: Diagnostic[];
} {
  if (options.cacheDir === false) return { cache: NO_CACHE, diagnostics: [] };
  const dir = options.cacheDir === undefined ? defaultCacheDir(root) : resolve(root, options.cacheDir);
  if (outDir !== undefined && (dir === outDir || dir.startsWith(`${outDir}/`))) {
    return {
      cache: NO_CACHE,
      diagnostics: [
        {
          severity: 'info',
          code: 'build/cache-in-output',
          message: `The cache folder \`${dir}\` is inside the output folder; the build runs without a cache.`,
          hint: 'Choose a cache folder outside the output.',
        },
      ],
    };
  }
  // Compiled pages and highlight bundles: packed, a few files however many pages (pack-store.ts).
  const store = openPackStore(join(dir, 'packs'));
  return {
    cache: createPageCache(store, root),
    dir,
    specValidations: createSpecValidationStore(dir, docsgenCacheVersion()),
    // Not swept: a kept spec is what an offline build falls back to, however old.
    remoteSpecs: { dir: join(dir, 'remote-specs') },
    highlightCache: { cacheDir: dir, store, salt: docsgenCacheVersion() },
    diagnostics: [],
  };
}

/**
 * After a full build: the cache entries it did not use (pages compiled from other text or settings,
 * older docsgen versions) go once no build has written them for a day (see sweepCache and
 * compactPacks). The highlight bundles of every page of the site stay, compiled this time or not.
 */
export async function sweepUnused(cache: ReturnType<typeof resolveCache>, site: Site | undefined, start: number) {
  if (!cache.dir || !site) return;
  const before = Date.now() - (performance.now() - start) - SWEEP_AFTER_MS;
  const swept = await sweepCache({ dir: cache.dir, keep: new Set(cache.specValidations?.used()), before });
  trace(`cache swept (${swept.files} unused files, ${swept.bytes} bytes)`);
  const { highlightCache } = cache;
  if (!highlightCache) return;
  const keep = new Set(cache.cache.used?.());
  for (const route of site.routes)
    if (route.source.kind === 'page') keep.add(highlightBundleKey(highlightCache, route.source.file));
  const compacted = compactPacks(highlightCache.store, keep, before);
  trace(`cache packs compacted (${compacted.packs} old packs, ${compacted.bytes} bytes)`);
}
