import { access, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { isProcessAlive } from './is-process-alive.ts';
import { OUTPUT_MARKER, OUTPUT_MARKER_CONTENTS } from './output-marker.ts';

/** The staging folder of this process for `outDir`: `<out>.staging-<pid>`, beside the output. */
export function stagingPath(outDir: string, pid = process.pid): string {
  return `${outDir}.staging-${pid}`;
}

/** Creates an empty staging folder carrying the marker (so a stale one can be recognised and removed). */
export async function createStaging(outDir: string): Promise<string> {
  const dir = stagingPath(outDir);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, OUTPUT_MARKER), OUTPUT_MARKER_CONTENTS);
  return dir;
}

async function exists(p: string): Promise<boolean> {
  return access(p).then(
    () => true,
    () => false,
  );
}

/**
 * Removes staging and half-swapped folders left beside `outDir` by builds that were killed
 * (`kill -9`): only folders named after our pattern, carrying the marker, whose pid is dead.
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
  for (const name of names.sort()) {
    const m = name.startsWith(prefix) ? /^(?:staging|old)-(\d+)$/.exec(name.slice(prefix.length)) : null;
    if (!m) continue;
    const pid = Number(m[1]);
    if (pid === process.pid || isProcessAlive(pid)) continue;
    const dir = join(parent, name);
    if (!(await exists(join(dir, OUTPUT_MARKER)))) continue;
    await rm(dir, { recursive: true, force: true });
    removed.push(dir);
  }
  return removed;
}

/**
 * Swaps the finished staging folder into place: the old output is renamed away, staging renamed in,
 * then the old one deleted. If the second rename fails the old output is put back untouched.
 */
export async function publishStaging(staging: string, outDir: string): Promise<void> {
  const old = `${outDir}.old-${process.pid}`;
  const hadOld = await exists(outDir);
  if (hadOld) {
    await rm(old, { recursive: true, force: true });
    await rename(outDir, old);
  }
  try {
    await rename(staging, outDir);
  } catch (e) {
    if (hadOld) await rename(old, outDir);
    throw e;
  }
  if (hadOld) await rm(old, { recursive: true, force: true });
}

/** Deletes this build's staging folder (failed or interrupted build). */
export async function removeStaging(staging: string): Promise<void> {
  await rm(staging, { recursive: true, force: true, maxRetries: 3 });
}
