import { existsSync, renameSync, statSync } from 'node:fs';
import { access, mkdir, readdir, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { isProcessAlive } from './is-process-alive.ts';
import { OUTPUT_MARKER, OUTPUT_MARKER_CONTENTS } from './output-marker.ts';

/** The staging folder of this process for `outDir`: `<out>.staging-<pid>`, beside the output. */
export function stagingPath(outDir: string, pid = process.pid): string {
  return `${outDir}.staging-${pid}`;
}

/**
 * The names a build of `outDir` gives its folders beside it, by step: `staging` while it is
 * written, `new` once it is complete (the swap's journal: a folder of that name is a whole
 * output), `old` for the output it replaces while the two swap.
 */
export function swapPaths(outDir: string, pid = process.pid) {
  return { staging: stagingPath(outDir, pid), ready: `${outDir}.new-${pid}`, old: `${outDir}.old-${pid}` };
}

/** Creates an empty staging folder carrying the marker (so a stale one can be recognised and removed). */
export async function createStaging(outDir: string): Promise<string> {
  const dir = stagingPath(outDir);
  await removeOwnFolder(dir);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, OUTPUT_MARKER), OUTPUT_MARKER_CONTENTS);
  return dir;
}

/** Removes `dir` only when it is an empty folder; true when it did. */
function removeIfEmpty(dir: string): Promise<boolean> {
  return rmdir(dir).then(
    () => true,
    () => false,
  );
}

async function exists(p: string): Promise<boolean> {
  return access(p).then(
    () => true,
    () => false,
  );
}

/**
 * Puts the folders left beside `outDir` by builds that were killed (`kill -9`) right, before a
 * build starts: only folders named after our pattern, carrying the marker, whose pid is dead. A
 * build killed in the middle of its swap (see {@link publishStaging}) left no output folder: its
 * complete new output (`new-<pid>`) takes its place, else the output it was replacing (`old-<pid>`)
 * goes back; every other such folder is removed. Resolves to the folders removed.
 */
export async function cleanStaleStaging(outDir: string): Promise<string[]> {
  const parent = dirname(outDir);
  const prefix = `${basename(outDir)}.`;
  const removed: string[] = [];
  let names: string[];
  try {
    names = await readdir(parent);
  } catch {
    return removed;
  }
  // `new-` sorts before `old-`: a complete new output is preferred to the one it replaced.
  for (const name of names.sort()) {
    const m = name.startsWith(prefix) ? /^(staging|new|old)-(\d+)$/.exec(name.slice(prefix.length)) : null;
    if (!m) continue;
    const pid = Number(m[2]);
    if (pid === process.pid || isProcessAlive(pid)) continue;
    const dir = join(parent, name);
    if (!(await exists(join(dir, OUTPUT_MARKER)))) {
      // A build killed between making its staging folder and marking it left it empty: an empty
      // folder holds nothing of anyone's, and rmdir removes only an empty one.
      if (m[1] === 'staging' && (await removeIfEmpty(dir))) removed.push(dir);
      continue;
    }
    if (m[1] !== 'staging' && !existsSync(outDir)) {
      await rename(dir, outDir);
      continue;
    }
    await rm(dir, { recursive: true, force: true });
    removed.push(dir);
  }
  return removed;
}

/** Device, inode and change time of the folder `outDir`: which folder is published there (see BuildState.output). */
export function outputIdentity(outDir: string): string | undefined {
  const info = statSync(outDir, { bigint: true, throwIfNoEntry: false });
  return info ? `${info.dev}:${info.ino}:${info.ctimeNs}` : undefined;
}

/**
 * Swaps the finished staging folder into place. It is first renamed `new-<pid>`: from then on it
 * is known whole. The old output is then renamed away and the new one renamed in, both in one
 * synchronous step, so no signal handler (Ctrl-C) runs between them; a `kill -9` that falls
 * between the two leaves `new-<pid>` and `old-<pid>` and no output folder, which the next build
 * puts right before anything else ({@link cleanStaleStaging}). Then the old output is deleted.
 * If the second rename fails the old output is put back untouched. `retire` is handed the old
 * output (undefined when there was none) to dispose of; by default it is deleted. Resolves to the
 * identity of the published folder ({@link outputIdentity}).
 */
export async function publishStaging(
  staging: string,
  outDir: string,
  retire?: (old: string | undefined) => Promise<void>,
): Promise<string | undefined> {
  const { ready, old } = swapPaths(outDir);
  await removeOwnFolder(old);
  await removeOwnFolder(ready);
  renameSync(staging, ready);
  const hadOld = existsSync(outDir);
  if (hadOld) renameSync(outDir, old);
  try {
    renameSync(ready, outDir);
  } catch (e) {
    if (hadOld) renameSync(old, outDir);
    await removeStaging(ready);
    throw e;
  }
  const identity = outputIdentity(outDir);
  if (retire) await retire(hadOld ? old : undefined);
  else if (hadOld) await removeStaging(old);
  return identity;
}

/**
 * Deletes `dir` when it is docsgen's (it carries the marker) or absent; a folder of that name that
 * docsgen did not make is never deleted: the build stops instead (docsgen deletes nothing it did
 * not create).
 */
export async function removeOwnFolder(dir: string): Promise<void> {
  if (!(await exists(dir))) return;
  if (!(await exists(join(dir, OUTPUT_MARKER))))
    throw new Error(`\`${dir}\` exists and was not made by docsgen (no ${OUTPUT_MARKER}); move it and build again`);
  await removeStaging(dir);
}

/**
 * Deletes a folder of this build (staging after a failed or interrupted build, the replaced
 * output after a swap), its marker last: a build killed while deleting leaves a folder the next
 * one still recognises as docsgen's and removes.
 */
export async function removeStaging(dir: string): Promise<void> {
  const names = await readdir(dir).catch(() => []);
  await Promise.all(
    names
      .filter((n) => n !== OUTPUT_MARKER)
      .map((n) => rm(join(dir, n), { recursive: true, force: true, maxRetries: 3 })),
  );
  await rm(dir, { recursive: true, force: true, maxRetries: 3 });
}
