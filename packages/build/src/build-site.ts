import { readFile, realpath } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { applyStrict, type Diagnostic, error, hasErrors, sortDiagnostics } from '@docsgen/diagnostics';
import type { CompiledPage } from '@docsgen/mdx';
import { resolveCache, sweepUnused } from './build-cache.ts';
import { fileSystemFailure } from './build-failure.ts';
import { checkOutputDir } from './check-output-dir.ts';
import type { CompileTask } from './compile-task.ts';
import { docsgenCacheVersion } from './docsgen-version.ts';
import { createFolderSink } from './folder-sink.ts';
import { acquireOutputLock, outputLockPath } from './output-lock.ts';
import { type OutputOptions, outputOptions } from './output-options.ts';
import { createOutputReuse, type OutputReuse } from './output-reuse.ts';
import type { PagePool } from './page-pool.ts';
import { interrupted, patchOutput } from './patch-output.ts';
import { removePatchSnapshot, writePatchSnapshot } from './patch-snapshot.ts';
import { type PublishedFile, publishedHash } from './published-file.ts';
import { recordingSink } from './recording-sink.ts';
import type { PipelineOutput } from './run-pipeline.ts';
import { keepSpare, sparePath } from './spare-output.ts';
import { cleanStaleStaging, createStaging, outputIdentity, publishStaging, removeStaging } from './staging-folder.ts';
import { trace } from './trace.ts';
import type { BuildOptions, BuildResult } from './types.ts';
import {
  type BuildState,
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

/** What every build step after the root is resolved shares. */
interface BuildRun {
  options: BuildOptions;
  /** The options that change the output, made once (see OutputOptions). */
  output: OutputOptions;
  root: string;
  start: number;
}

/**
 * `docsgen build`: builds the site into a staging folder beside the output and swaps it in only when
 * nothing is an error (or writes into `options.sink`). The output folder is checked before anything
 * is written, locked against a second build, and never scanned as content.
 */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const start = performance.now();
  const output = outputOptions(options);
  let root: string;
  try {
    root = await realpath(resolve(options.root));
  } catch {
    const hint = 'Pass the folder that holds docs.json.';
    const missing = error('build/no-root', `The docs root \`${options.root}\` does not exist.`, { hint });
    return finish(start, [missing], output.strict, {});
  }
  const run: BuildRun = { options, output, root, start };
  return options.sink ? buildIntoSink(run) : buildIntoFolder(run);
}

/** A build into the caller's sink: everything is written, nothing is published. */
async function buildIntoSink(run: BuildRun): Promise<BuildResult> {
  const { options, root, start } = run;
  const { strict } = run.output;
  const sink = recordingSink(options.sink!);
  const cache = resolveCache(options, root, undefined);
  try {
    const { runPipeline } = await loadPipeline();
    const out = await runPipeline({
      options,
      root,
      output: run.output,
      exclude: cache.dir ? [cache.dir] : [],
      caches: cache,
      version: docsgenCacheVersion(),
      // A check reports what a build to a folder would (see BuildOptions.checkOnly).
      strategy: { kind: options.checkOnly ? 'check' : 'sink', sink, reuse: {} },
    });
    const diagnostics = [...cache.diagnostics, ...out.diagnostics];
    return finish(start, diagnostics, strict, {
      ok: !hasErrors(diagnostics, strict),
      pages: out.pages,
      files: [...sink.written].sort(),
      compiled: out.compiled,
      site: out.site,
    });
  } catch (e) {
    if ((e as Error).name === 'AbortError') return finish(start, [interrupted()], strict, {});
    throw e;
  }
}

/** The fingerprint's settings: any change in them is a change of every input. */
interface FingerprintSettings {
  version: string;
  output: OutputOptions;
}

/** What a build into a folder knows of its inputs and of the build whose output is published. */
interface FolderInputs {
  outDir: string;
  cache: ReturnType<typeof resolveCache>;
  /** What the fingerprint hashes besides the files: docsgen's code id and the output options, whole. */
  settings: FingerprintSettings;
  prefetched: PrefetchedPages;
  digests: InputDigests;
  fingerprint?: string;
  /** The state of the build whose output is published, not of one another build put beside it. */
  previous?: BuildState;
}

/** Fingerprints the inputs and reads the published build's state (with a cache). */
async function readInputs(run: BuildRun, outDir: string): Promise<FolderInputs> {
  const cache = resolveCache(run.options, run.root, outDir);
  // The theme is not loaded for the up-to-date check: docs.json (which names it) is an input, and
  // docsgen's code id covers the themes the CLI ships.
  const settings: FingerprintSettings = { version: docsgenCacheVersion(), output: run.output };
  const prefetched: PrefetchedPages = new Map();
  const digests: InputDigests = new Map();
  const skipped = cache.dir ? [outDir, outputLockPath(outDir), cache.dir, `${cache.dir}.spare`] : [];
  const fingerprint = cache.dir
    ? inputFingerprint(run.root, { exclude: skipped, settings, pages: prefetched, digests })
    : undefined;
  const recorded = cache.dir && fingerprint ? await readBuildState(cache.dir, outDir) : undefined;
  const previous = recorded?.output !== undefined && recorded.output === outputIdentity(outDir) ? recorded : undefined;
  trace('inputs fingerprinted');
  return { outDir, cache, settings, prefetched, digests, fingerprint, previous };
}

/** A build published into `options.outDir` (see buildSite). */
async function buildIntoFolder(run: BuildRun): Promise<BuildResult> {
  const { options, root, start } = run;
  const { strict } = run.output;
  const outDir = resolve(root, options.outDir ?? 'dist');
  const refused = await checkOutputDir({ root, outDir, force: options.force });
  if (refused.length > 0) return finish(start, refused, strict, {});
  const lock = await acquireOutputLock(outDir, options.outDir ?? outDir);
  if ('severity' in lock) return finish(start, [lock], strict, {});
  // Closed by the pipeline when its pages are done, else here (closing again is a no-op).
  let pool: PagePool<CompileTask, CompiledPage> | undefined;
  try {
    await cleanStaleStaging(outDir);
    const inputs = await readInputs(run, outDir);
    const { previous } = inputs;
    // Nothing changed since the last build into this folder, and the output is as it was: done.
    if (previous && previous.fingerprint === inputs.fingerprint && outputIntact(outDir, previous.files)) {
      const files = previous.files.map(([f]) => f);
      const result = { ok: true, pages: previous.pages, files, compiled: 0, outDir, upToDate: true };
      return finish(start, previous.diagnostics, strict, result);
    }
    // Pages will be compiled (at least the edited ones): the pool's first worker loads the compiler
    // while this thread loads the rest.
    const { createCompilePool } = await import('./compile-pool.ts');
    pool = createCompilePool(options);
    return (await patchBuildOf(run, inputs, pool)) ?? (await fullBuild(run, inputs, pool));
  } catch (e) {
    return failed(run, outDir, e);
  } finally {
    await pool?.close();
    await lock.release();
  }
}

/** The result of a patch build, when only pages' text changed since the published build; else undefined. */
async function patchBuildOf(
  run: BuildRun,
  inputs: FolderInputs,
  pool: PagePool<CompileTask, CompiledPage>,
): Promise<BuildResult | undefined> {
  const { cache, fingerprint, previous, outDir } = inputs;
  if (!cache.dir || !fingerprint || !previous) return undefined;
  const patched = await patchOutput({
    pool,
    options: run.options,
    root: run.root,
    outDir,
    cacheDir: cache.dir,
    spare: sparePath(cache.dir, outDir),
    cache: cache.cache,
    highlightCache: cache.highlightCache,
    version: docsgenCacheVersion(),
    settings: JSON.stringify(inputs.settings),
    previous,
    fingerprint,
    digests: inputs.digests,
    prefetched: inputs.prefetched,
  });
  if (!patched) return undefined;
  const diagnostics = [...cache.diagnostics, ...patched.diagnostics];
  const published = patched.kind === 'published';
  return finish(run.start, diagnostics, run.output.strict, {
    ok: published && !hasErrors(diagnostics, run.output.strict),
    pages: patched.pages,
    compiled: patched.compiled,
    ...(published ? { files: patched.files.map(([f]) => f), outDir, patched: true } : {}),
  });
}

/** The whole pipeline into a staging folder, swapped in when nothing is an error. */
async function fullBuild(
  run: BuildRun,
  inputs: FolderInputs,
  pool: PagePool<CompileTask, CompiledPage>,
): Promise<BuildResult> {
  const { options, root, start } = run;
  const { strict } = run.output;
  const { outDir, cache } = inputs;
  let staging: string | undefined = await createStaging(outDir);
  try {
    // With a cache, pages whose render key is unchanged are taken over from the previous output
    // (when it is still as that build left it), and this build's keys are kept for the next one.
    const { previous } = inputs;
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
    const sink = recordingSink(reuse ? reuse.guard(folder) : folder, { hash: cache.dir !== undefined });
    // The output, its staging and swap siblings and the cache are never content, even inside the root.
    const exclude = [outDir, staging, `${outDir}.old-${process.pid}`, outputLockPath(outDir)];
    if (cache.dir) exclude.push(cache.dir, `${cache.dir}.spare`);
    const { runPipeline } = await loadPipeline();
    trace('pipeline loaded');
    const out = await runPipeline({
      options,
      root,
      output: run.output,
      exclude,
      caches: cache,
      version: docsgenCacheVersion(),
      strategy: {
        kind: 'publish',
        sink,
        outDir,
        reuse: { renders: reuse, output: reuse, prefetched: inputs.prefetched },
      },
      pool,
    });
    const diagnostics = [...cache.diagnostics, ...out.diagnostics];
    if (hasErrors(diagnostics, strict) || options.signal?.aborted) {
      await removeStaging(staging);
      const all = options.signal?.aborted ? [...diagnostics, interrupted()] : diagnostics;
      return finish(start, all, strict, { pages: out.pages, compiled: out.compiled });
    }
    const written = [...sink.written].sort();
    // Sizes and hashes as written (or as taken over), so a 30,000-file site is not read again to be
    // recorded (no cache: no state to keep).
    const recorded: PublishedFile[] = !cache.dir
      ? []
      : await Promise.all(
          written.map(async (f): Promise<PublishedFile> => {
            const size = sink.sizes.get(f);
            const hash = sink.hashes.get(f);
            if (size !== undefined && hash !== undefined) return [f, size, hash];
            const taken = reuse?.takenFile(f);
            if (taken) return [f, taken[1], taken[2]];
            const bytes = await readFile(join(staging!, f));
            return [f, bytes.byteLength, publishedHash(bytes)];
          }),
        );
    const spare = cache.dir ? sparePath(cache.dir, outDir) : undefined;
    const keep = spare ? (old: string | undefined) => keepSpare({ old, spare, outDir, files: written }) : undefined;
    const identity = await publishStaging(staging, outDir, keep);
    staging = undefined;
    trace('output published');
    await keepBuildState(run, inputs, { out, diagnostics, recorded, reuse, identity });
    return finish(start, diagnostics, strict, {
      ok: true,
      pages: out.pages,
      files: written,
      compiled: out.compiled,
      outDir,
    });
  } catch (e) {
    if (staging) await removeStaging(staging);
    throw e;
  }
}

/**
 * Keeps the build state and snapshot of a published build in the cache folder. The output is
 * published: the cache records are a later build's shortcut, and one that cannot be kept never
 * turns this build into a failure (the old state names another folder: unused).
 */
async function keepBuildState(
  run: BuildRun,
  inputs: FolderInputs,
  done: {
    out: PipelineOutput;
    diagnostics: Diagnostic[];
    recorded: PublishedFile[];
    reuse: OutputReuse | undefined;
    identity: string | undefined;
  },
): Promise<void> {
  const { cache, fingerprint, outDir } = inputs;
  const cacheDir = cache.dir;
  if (!cacheDir || !fingerprint) return;
  const { out, reuse } = done;
  try {
    await writeBuildState(cacheDir, outDir, {
      fingerprint,
      files: done.recorded,
      pages: out.pages,
      diagnostics: done.diagnostics,
      renders: reuse ? [...reuse.keys] : undefined,
      search: reuse ? [...reuse.searchKeys] : undefined,
      output: done.identity,
    });
    if (out.snapshot) {
      const settings = JSON.stringify(inputs.settings);
      await writePatchSnapshot(cacheDir, outDir, {
        ...out.snapshot,
        fingerprint,
        inputs: [...inputs.digests],
        settings,
      });
    } else await removePatchSnapshot(cacheDir, outDir);
    await sweepUnused(cache, out.site, run.start);
  } catch (e) {
    trace(`build state not kept: ${(e as Error).message}`);
  }
}

/** The result of a build into a folder that threw: interrupted, or a file-system error; anything else is a bug and rethrown. */
function failed(run: BuildRun, outDir: string, e: unknown): BuildResult {
  const { start } = run;
  const { strict } = run.output;
  if ((e as Error).name === 'AbortError') return finish(start, [interrupted()], strict, {});
  const { cacheDir } = run.options;
  const diagnostic = fileSystemFailure({
    root: run.root,
    outDir,
    cacheDir: typeof cacheDir === 'string' ? resolve(run.root, cacheDir) : undefined,
    e,
  });
  if (!diagnostic) throw e;
  return finish(start, [diagnostic], strict, {});
}
