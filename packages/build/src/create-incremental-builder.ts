import { readFile, realpath } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { applyStrict, type Diagnostic, error, hasErrors, sortDiagnostics } from '@docsgen/diagnostics';
import type { CompiledPage } from '@docsgen/mdx';
import { resolveCache } from './build-site.ts';
import { checkOutputPath } from './check-output-path.ts';
import { docsgenCacheVersion } from './docsgen-version.ts';
import { MemorySink } from './memory-sink.ts';
import { recordingSink } from './recording-sink.ts';
import { runPipeline } from './run-pipeline.ts';
import { normalizeBase } from './site-href.ts';
import type { BuildOptions, BuildResult, FileChange, IncrementalBuilder } from './types.ts';

/** What a change under the docs root touches. */
export type ChangeKind = 'config' | 'openapi' | 'page' | 'snippet' | 'style' | 'static';

/** Classifies a docs-root-relative path (the dev server's watcher reports these). */
export function classifyChange(path: string, specs: ReadonlySet<string>, imported: ReadonlySet<string>): ChangeKind {
  if (path === 'docs.json' || path === 'mint.json') return 'config';
  if (specs.has(path)) return 'openapi';
  if (imported.has(path) || path.startsWith('snippets/')) return 'snippet';
  if (/\.(mdx?)$/i.test(path)) return 'page';
  if (/\.(css|js)$/i.test(path)) return 'style';
  if (/\.(json|ya?ml)$/i.test(path)) return 'config';
  return 'static';
}

/**
 * A long-lived builder for `docsgen dev`: builds into `options.sink` (a {@link MemorySink} by
 * default), keeps compiled pages in memory between runs, and on `update`:
 * - static files only: copies (or removes) just those files;
 * - anything else: reruns the pipeline, where only pages whose source, imports or config inputs
 *   changed are compiled again (the rest come from memory), and files no longer produced are dropped.
 */
export function createIncrementalBuilder(options: BuildOptions): IncrementalBuilder {
  const sink = options.sink ?? new MemorySink();
  let memo = new Map<string, CompiledPage>();
  let rootPromise: Promise<string> | undefined;
  let specs = new Set<string>();
  let imported = new Set<string>();
  let last: BuildResult | undefined;
  const strict = options.strict === true;
  const version = docsgenCacheVersion();

  const full = async (): Promise<BuildResult> => {
    const start = performance.now();
    rootPromise ??= realpath(resolve(options.root));
    let root: string;
    try {
      root = await rootPromise;
    } catch {
      rootPromise = undefined;
      const d = [error('build/no-root', `The docs root \`${options.root}\` does not exist.`)];
      return { diagnostics: d, ok: false, pages: 0, files: [], durationMs: 0 };
    }
    const next = new Map<string, CompiledPage>();
    const recording = recordingSink(sink);
    const cache = resolveCache(options, root, undefined);
    const out = await runPipeline({
      options,
      root,
      base: normalizeBase(options.base),
      sink: recording,
      exclude: [...(cache.dir ? [cache.dir] : []), ...(options.outDir ? [resolve(root, options.outDir)] : [])],
      cache: cache.cache,
      memo: { get: (k) => next.get(k) ?? memo.get(k), set: (k, v) => next.set(k, v) },
      version,
    });
    memo = next;
    specs = new Set(
      out.site ? [...((out.site as { openapi?: { specs: Map<string, unknown> } }).openapi?.specs.keys() ?? [])] : [],
    );
    imported = new Set([...out.imports.values()].flat());
    // Files an earlier run produced and this one did not (a deleted page) must stop being served.
    if (sink instanceof Map) {
      for (const path of [...sink.keys()]) if (!recording.written.has(path)) sink.delete(path);
    }
    const diagnostics: Diagnostic[] = sortDiagnostics(applyStrict([...cache.diagnostics, ...out.diagnostics], strict));
    last = {
      diagnostics,
      ok: !hasErrors(diagnostics, strict),
      pages: out.pages,
      files: [...recording.written].sort(),
      durationMs: Math.round(performance.now() - start),
      compiled: out.compiled,
    };
    return last;
  };

  return {
    build: full,
    async update(changes: FileChange[]) {
      if (!last || !rootPromise) return full();
      const kinds = new Set(changes.map((c) => classifyChange(c.path, specs, imported)));
      const onlyStatic = kinds.size === 1 && kinds.has('static') && changes.every((c) => c.kind === 'change');
      if (!onlyStatic) return full();
      const start = performance.now();
      const root = await rootPromise;
      for (const c of changes) {
        checkOutputPath(c.path);
        try {
          await sink.write(c.path, await readFile(join(root, c.path)));
        } catch {
          return full();
        }
      }
      return { ...last, compiled: 0, durationMs: Math.round(performance.now() - start) };
    },
    async close() {
      memo.clear();
    },
  };
}
