import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SWEEP_AFTER_MS, sweepCache } from '../src/sweep-cache.ts';

const root = mkdtempSync(join(tmpdir(), 'docsgen-sweep-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(dir: string, path: string, ageMs: number, bytes = 10): string {
  const file = join(dir, path);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, 'x'.repeat(bytes));
  const when = new Date(Date.now() - ageMs);
  utimesSync(file, when, when);
  return file;
}

describe('sweepCache', () => {
  it('removes entries no build used once they are older than the cutoff, and nothing else', async () => {
    const dir = join(root, 'cache');
    const old = SWEEP_AFTER_MS + 60_000;
    const used = write(dir, 'pages/ab/used.json', old);
    write(dir, 'pages/ab/stale.json', old, 100);
    write(dir, 'pages/cd/recent.json', 1000);
    write(dir, 'highlight/ef/stale.json', old, 20);
    const bundle = write(dir, 'highlight/ef/kept.json', old);
    write(dir, 'openapi/stale.json', old, 5);
    write(dir, 'pages/ab/used.json.123-4.tmp', old, 7);
    write(dir, 'builds/other-output.snapshot', old, 50);
    write(dir, 'builds/this-output.json', 0);
    // Not the cache's: a folder sweepCache does not know, and files deeper than an entry's place.
    write(dir, 'notes/old.txt', old);
    write(dir, 'pages/ab/deeper/old.json', old);

    const removed = await sweepCache({ dir, keep: new Set([used, bundle]), before: Date.now() - SWEEP_AFTER_MS });
    expect(removed).toEqual({ files: 5, bytes: 100 + 20 + 5 + 7 + 50 });
    expect(
      readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => join(e.parentPath, e.name).slice(dir.length + 1))
        .sort(),
    ).toEqual([
      'builds/this-output.json',
      'highlight/ef/kept.json',
      'notes/old.txt',
      'pages/ab/deeper/old.json',
      'pages/ab/used.json',
      'pages/cd/recent.json',
    ]);
  });

  it('does nothing, and does not throw, when the cache folder is not there', async () => {
    expect(await sweepCache({ dir: join(root, 'missing'), keep: new Set(), before: Date.now() })).toEqual({
      files: 0,
      bytes: 0,
    });
  });
});
