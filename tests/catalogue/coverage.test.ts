import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every row of the bad-inputs catalogue (/work/shared/reference/bad-inputs.md §3, rows 1–83) is
// named by at least one test in this folder, as `row N:` (gaps-* files hold rows not yet handled).

describe('catalogue coverage', () => {
  it('names every catalogue row 1–83 in a test title', async () => {
    const dir = import.meta.dirname;
    const named = new Set<number>();
    for (const name of await readdir(dir)) {
      if (!name.endsWith('.test.ts') || name.startsWith('gaps-')) continue;
      const text = await readFile(join(dir, name), 'utf8');
      for (const m of text.matchAll(/\brow (\d+)(?: \([^)]*\))?:/g)) named.add(Number(m[1]));
    }
    const missing = Array.from({ length: 83 }, (_, i) => i + 1).filter((row) => !named.has(row));
    expect(missing).toEqual([]);
  });
});
