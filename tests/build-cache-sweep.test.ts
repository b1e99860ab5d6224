import { mkdir, readdir, readFile, utimes, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cachedBuilds, coldBuild, copySite, expectSameTree, readTree } from './build-helpers.ts';

const TWO_DAYS_MS = 2 * 24 * 60 * 60 * 1000;

// Every file of the cache folder (relative paths), each set back by `ageMs` when given.
async function cacheFiles(dir: string, ageMs?: number): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    if (ageMs !== undefined) {
      const when = new Date(Date.now() - ageMs);
      await utimes(path, when, when);
    }
    files.push(relative(dir, path));
  }
  return files.sort();
}

describe('docsgen build keeps its cache folder from growing', () => {
  it('drops the entries a full build did not use once no build wrote them for a day, and keeps the rest', async () => {
    const root = await copySite('basic');
    const { out, cacheDir, build } = await cachedBuilds(root);
    expect((await build()).ok).toBe(true);

    // Entries another docsgen version left: one old, one written a minute ago.
    await mkdir(join(cacheDir, 'pages/zz'), { recursive: true });
    await writeFile(join(cacheDir, 'pages/zz/older-version.json'), '{}');
    const before = await cacheFiles(cacheDir, TWO_DAYS_MS);
    await writeFile(join(cacheDir, 'pages/zz/recent-version.json'), '{}');

    // A page's text and docs.json change: a full build, which compiles that page alone.
    const file = join(root, 'guides/install.mdx');
    const text = await readFile(file, 'utf8');
    await writeFile(file, `${text}\n\nA paragraph for the sweep.\n`);
    const config = join(root, 'docs.json');
    await writeFile(config, (await readFile(config, 'utf8')).replace('#0D9373', '#0D9374'));
    const edited = await build();
    expect(edited.ok).toBe(true);
    expect(edited.compiled).toBe(1);
    const after = await cacheFiles(cacheDir);

    const pages = (list: string[]) => list.filter((f) => f.startsWith('pages/'));
    const gone = before.filter((f) => !after.includes(f));
    // The page's entry for its old text and the other version's old entry went; nothing else.
    expect(gone).toHaveLength(2);
    expect(gone).toContain('pages/zz/older-version.json');
    expect(after).toContain('pages/zz/recent-version.json');
    // Its entry for the new text came: the other version's recent entry and it are all that is new.
    expect(pages(after).filter((f) => !before.includes(f))).toEqual([
      expect.any(String),
      'pages/zz/recent-version.json',
    ]);
    // Every page's highlight bundle stays, compiled this time or not.
    expect(after.filter((f) => f.startsWith('highlight/'))).toEqual(before.filter((f) => f.startsWith('highlight/')));

    // The old text again: its entry is gone, so it is compiled, and only it.
    await writeFile(file, text);
    await writeFile(config, (await readFile(config, 'utf8')).replace('#0D9374', '#0D9373'));
    const reverted = await build();
    expect(reverted.ok).toBe(true);
    expect(reverted.compiled).toBe(1);
    const cold = await coldBuild(root);
    expectSameTree(await readTree(out), cold.tree);
  }, 120_000);
});
