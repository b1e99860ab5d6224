import { realpath, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { applyStrict, type Diagnostic, error, hasErrors, sortDiagnostics } from '@docsgen/diagnostics';
import type { CompiledPage } from '@docsgen/mdx';
import { resolveCache, sweepUnused } from './build-cache.ts';
import { checkOutputDir } from './check-output-dir.ts';
import { docsgenCacheVersion } from './docsgen-version.ts';
import { createFolderSink } from './folder-sink.ts';
import { normalizeBase } from './normalize-base.ts';
import { acquireOutputLock } from './output-lock.ts';
import { createOutputReuse } from './output-reuse.ts';
import type { PagePool } from './page-pool.ts';
import type { PatchBuildInput, PatchOutcome } from './patch-build.ts';
import {
  editedPages,
  readPatchHead,
  readPatchSnapshot,
  removePatchSnapshot,
  writePatchSnapshot,
} from './patch-snapshot.ts';
import { recordingSink } from './recording-sink.ts';
import { keepSpare, sparePath } from './spare-output.ts';
import type { CompileTask } from './stages.ts';
import { cleanStaleStaging, createStaging, outputIdentity, publishStaging, removeStaging } from './staging-folder.ts';
import { trace } from './trace.ts';
import type { BuildOptions, BuildResult } from './types.ts';
import {
  type InputDigests,
  inputFingerprint,
  outputIntact,
  type PrefetchedPages,
  readBuildState,
  writeBuildState,
} from './up-to-date.ts';

/**
 * The pipeline (MDX, Shiki, KaTeX, Pagefind…) is loaded when a build has work to do, so a build
 * that finds its output up to date never pays for loading it.
 */
function loadPipeline(): Promise<typeof import('./run-pipeline.ts')> {
  return import('./run-pipeline.ts');
}

/**
 * A patch build of the published output (patch-build.ts) when the last build left a snapshot that
 * matches its state, only pages it may take on changed since, and its output is as it left it;
 * undefined when it does not apply. The state
 * and snapshot of a patch that was published are kept here.
 */
async function patchOutput(
  input: Omit<PatchBuildInput, 'snapshot' | 'edited'> & { settings: string },
): Promise<PatchOutcome | undefined> {
  const { cacheDir, outDir } = input;
  // The head first: a rebuild the patch does not apply to never reads the site's page records.
  const head = await readPatchHead(cacheDir, outDir);
  if (head?.fingerprint !== input.previous.fingerprint) return undefined;
  const edited = editedPages(head, input.digests, input.settings);
  if (!edited || !outputIntact(outDir, input.previous.files)) return undefined;
  // The patch's code loads while the snapshot is read.
  const code = import('./patch-build.ts');
  const snapshot = await readPatchSnapshot(cacheDir, outDir, head);
  if (!snapshot) return undefined;
  trace('patch: snapshot read');
  const { patchBuild } = await code;
  trace('patch: build code loaded');
  const outcome = await patchBuild({ ...input, snapshot, edited });
  if (outcome?.kind === 'published') {
    await writeBuildState(input.cacheDir, input.outDir, outcome.state);
    await writePatchSnapshot(input.cacheDir, input.outDir, outcome.snapshot);
    trace('patch: state kept');
  } else if (outcome && input.options.signal?.aborted) outcome.diagnostics.push(interrupted());
  return outcome;
}

function interrupted(): Diagnostic {
  return error('build/interrupted', 'The build was interrupted; the previous output was left untouched.');
}

function finish(start: number, diagnostics: Diagnostic[], strict: boolean, extra: Partial<BuildResult>): BuildResult {
  const all = sortDiagnostics(applyStrict(diagnostics, strict));
  return {
    diagnostics: all,
    ok: false,
    pages: 0,
    files: [],
    durationMs: Math.round(performance.now() - start),
    ...extra,
  };
}

/**
 * `docsgen build`: builds the site into a staging folder beside the output and swaps it in only when
 * nothing is an error (or writes into `options.sink`). The output folder is checked before anything
 * is written, locked against a second build, and never scanned as content.
 */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const start = performance.now();
  const strict = options.strict === true;
  let root: string;
  try {
    root = await realpath(resolve(options.root));
  } catch {
    return finish(
      start,
      [
        error('build/no-root', `The docs root \`${options.root}\` does not exist.`, {
          hint: 'Pass the folder that holds docs.json.',
        }),
      ],
      strict,
      {},
    );
  }
  const base = normalizeBase(options.base);
  if (options.sink) {
    const sink = recordingSink(options.sink);
    const cache = resolveCache(options, root, undefined);
    try {
      const { runPipeline } = await loadPipeline();
      const out = await runPipeline({
        options,
        root,
        base,
        exclude: cache.dir ? [cache.dir] : [],
        caches: cache,
        version: docsgenCacheVersion(),
        strategy: { kind: 'sink', sink, reuse: {} },
      });
      const diagnostics = [...cache.diagnostics, ...out.diagnostics];
      return finish(start, diagnostics, strict, {
        ok: !hasErrors(diagnostics, strict),
        pages: out.pages,
        files: [...sink.written].sort(),
        compiled: out.compiled,
      });
    } catch (e) {
      if ((e as Error).name === 'AbortError') return finish(start, [interrupted()], strict, {});
      throw e;
    }
  }

  const outDir = resolve(root, options.outDir ?? 'dist');
  const refused = await checkOutputDir({ root, outDir, force: options.force });
  if (refused.length > 0) return finish(start, refused, strict, {});
  const lock = await acquireOutputLock(outDir, options.outDir ?? outDir);
  if ('severity' in lock) return finish(start, [lock], strict, {});
  let staging: string | undefined;
  // Closed by the pipeline when its pages are done, else here (closing again is a no-op).
  let pool: PagePool<CompileTask, CompiledPage> | undefined;
  try {
    await cleanStaleStaging(outDir);
    const cache = resolveCache(options, root, outDir);
    // Nothing changed since the last build into this folder, and the output is as it was: done.
    // The theme is not loaded for this check: docs.json (which names it) is an input, and docsgen's
    // code id covers the themes the CLI ships.
    const settings = [docsgenCacheVersion(), base, options.siteUrl ?? null, strict];
    const prefetched: PrefetchedPages = new Map();
    const digests: InputDigests = new Map();
    const fingerprint = cache.dir
      ? inputFingerprint(
          root,
          [outDir, `${outDir}.lock`, cache.dir, `${cache.dir}.spare`],
          settings,
          prefetched,
          digests,
        )
      : undefined;
    const recorded = cache.dir && fingerprint ? await readBuildState(cache.dir, outDir) : undefined;
    // The state of the build whose output is published, not of one another build put beside it.
    const previous =
      recorded?.output !== undefined && recorded.output === outputIdentity(outDir) ? recorded : undefined;
    trace('inputs fingerprinted');
    if (previous && previous.fingerprint === fingerprint && outputIntact(outDir, previous.files)) {
      return finish(start, previous.diagnostics, strict, {
        ok: true,
        pages: previous.pages,
        files: previous.files.map(([f]) => f),
        compiled: 0,
        outDir,
        upToDate: true,
      });
    }
    // Pages will be compiled (at least the edited ones): the pool's first worker loads the compiler
    // while this thread loads the rest.
    const { createCompilePool } = await import('./compile-pool.ts');
    pool = createCompilePool(options);
    // Only pages' text changed since the published build: patch a copy of that output and swap it in.
    if (cache.dir && fingerprint && previous) {
      const patched = await patchOutput({
        pool,
        options,
        root,
        base,
        outDir,
        cacheDir: cache.dir,
        spare: sparePath(cache.dir, outDir),
        cache: cache.cache,
        highlightCache: cache.highlightCache,
        version: docsgenCacheVersion(),
        settings: JSON.stringify(settings),
        previous,
        fingerprint,
        digests,
        prefetched,
      });
      if (patched) {
        const diagnostics = [...cache.diagnostics, ...patched.diagnostics];
        return finish(start, diagnostics, strict, {
          ok: patched.kind === 'published' && !hasErrors(diagnostics, strict),
          pages: patched.pages,
          compiled: patched.compiled,
          ...(patched.kind === 'published' ? { files: patched.files.map(([f]) => f), outDir, patched: true } : {}),
        });
      }
    }
    staging = await createStaging(outDir);
    // With a cache, pages whose render key is unchanged are taken over from the previous output
    // (when it is still as that build left it), and this build's keys are kept for the next one.
    const reuse = cache.dir
      ? createOutputReuse({
          outDir,
          staging,
          renders: previous?.renders,
          search: previous?.search,
          files: previous?.files ?? [],
        })
      : undefined;
    const folder = createFolderSink(staging);
    const sink = recordingSink(reuse ? reuse.guard(folder) : folder);
    // The output, its staging and swap siblings and the cache are never content, even inside the root.
    const exclude = [
      outDir,
      staging,
      `${outDir}.old-${process.pid}`,
      `${outDir}.lock`,
      ...(cache.dir ? [cache.dir, `${cache.dir}.spare`] : []),
    ];
    const { runPipeline } = await loadPipeline();
    trace('pipeline loaded');
    const out = await runPipeline({
      options,
      root,
      base,
      exclude,
      caches: cache,
      version: docsgenCacheVersion(),
      strategy: { kind: 'publish', sink, outDir, reuse: { renders: reuse, output: reuse, prefetched } },
      pool,
    });
    const diagnostics = [...cache.diagnostics, ...out.diagnostics];
    const ok = !hasErrors(diagnostics, strict) && !options.signal?.aborted;
    if (!ok) {
      await removeStaging(staging);
      return finish(start, options.signal?.aborted ? [...diagnostics, interrupted()] : diagnostics, strict, {
        pages: out.pages,
        compiled: out.compiled,
      });
    }
    const written = [...sink.written].sort();
    // Sizes as written (or as taken over), so a 30,000-file site is not stat'ed again to record them.
    const sizes: Array<[string, number]> = await Promise.all(
      written.map(async (f) => {
        const size = sink.sizes.get(f) ?? reuse?.takenSize(f) ?? (await stat(join(staging!, f))).size;
        return [f, size] as [string, number];
      }),
    );
    const spare = cache.dir ? sparePath(cache.dir, outDir) : undefined;
    const identity = await publishStaging(
      staging,
      outDir,
      spare ? (old) => keepSpare(old, spare, outDir, written) : undefined,
    );
    staging = undefined;
    trace('output published');
    // The output is published: the cache records are a later build's shortcut, and one that cannot
    // be kept never turns this build into a failure (the old state names another folder: unused).
    if (cache.dir && fingerprint) {
      const cacheDir = cache.dir;
      await (async () => {
        await writeBuildState(cacheDir, outDir, {
          fingerprint,
          files: sizes,
          pages: out.pages,
          diagnostics,
          renders: reuse ? [...reuse.keys] : undefined,
          search: reuse ? [...reuse.searchKeys] : undefined,
          output: identity,
        });
        if (out.snapshot) {
          await writePatchSnapshot(cacheDir, outDir, {
            ...out.snapshot,
            fingerprint,
            inputs: [...digests],
            settings: JSON.stringify(settings),
          });
        } else await removePatchSnapshot(cacheDir, outDir);
        await sweepUnused(cache, out.site, start);
      })().catch((e: Error) => trace(`build state not kept: ${e.message}`));
    }
    return finish(start, diagnostics, strict, {
      ok: true,
      pages: out.pages,
      files: [...sink.written].sort(),
      compiled: out.compiled,
      outDir,
    });
  } catch (e) {
    if (staging) await removeStaging(staging);
    if ((e as Error).name === 'AbortError') return finish(start, [interrupted()], strict, {});
    const code = (e as NodeJS.ErrnoException).code;
    // Any file-system error (it names a syscall) comes from the disk or the folder, not from a bug:
    // ENOSPC, EFBIG, EIO, EDQUOT, EACCES… all get this message and the same clean-up.
    if (typeof code === 'string' && typeof (e as NodeJS.ErrnoException).syscall === 'string') {
      return finish(
        start,
        [
          error(
            'build/write-failed',
            `Writing the site failed (${code}): ${(e as Error).message}. The previous output was left untouched.`,
            { hint: 'Free disk space or fix permissions, then build again.' },
          ),
        ],
        strict,
        {},
      );
    }
    throw e;
  } finally {
    await pool?.close();
    await lock.release();
  }
}
