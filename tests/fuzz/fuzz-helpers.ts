import { createHash } from 'node:crypto';
import { lstat, readdir, readFile, readlink } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Diagnostic } from '@docsgen/diagnostics';
import { expect } from 'vitest';

/** Runs per property: small in CI (about 30 s for both properties), `FUZZ_RUNS=20000` for a long run. */
export function fuzzRuns(ciDefault: number): number {
  const n = Number(process.env.FUZZ_RUNS);
  return Number.isInteger(n) && n > 0 ? n : ciDefault;
}

/** Seed: fixed in CI so failures reproduce; `FUZZ_SEED` picks another one for exploration. */
export function fuzzSeed(): number {
  const n = Number(process.env.FUZZ_SEED);
  return Number.isInteger(n) ? n : 42;
}

/** One hash of every path and content (and symlink target) under `dir`, leaving out top-level `skip` names. */
export async function hashTree(dir: string, skip: readonly string[] = []): Promise<string> {
  const hash = createHash('sha256');
  const walk = async (d: string): Promise<void> => {
    const entries = (await readdir(d)).filter((name) => d !== dir || !skip.includes(name)).sort();
    for (const name of entries) {
      const p = join(d, name);
      const st = await lstat(p);
      const rel = relative(dir, p);
      if (st.isSymbolicLink()) hash.update(`L ${rel} -> ${await readlink(p)}\n`);
      else if (st.isDirectory()) {
        hash.update(`D ${rel}\n`);
        await walk(p);
      } else hash.update(`F ${rel} ${st.size}\n`).update(await readFile(p));
    }
  };
  await walk(dir);
  return hash.digest('hex');
}

/** Asserts `d` is a well-formed diagnostic: known severity, code, message, 1-based positions. */
export function expectDiagnostic(d: Diagnostic): void {
  expect(['error', 'warning', 'info']).toContain(d.severity);
  expect(d.code).toMatch(/^[a-z]+\/[a-z0-9-]+$/);
  expect(typeof d.message).toBe('string');
  expect(d.message.length).toBeGreaterThan(0);
  expect(d.message).not.toMatch(/\[object Object\]|\bundefined\b.*\bundefined\b/);
  if (d.line !== undefined) expect(d.line).toBeGreaterThanOrEqual(1);
  if (d.column !== undefined) expect(d.column).toBeGreaterThanOrEqual(1);
}
