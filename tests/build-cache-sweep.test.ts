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

/** The keys of the cache's pack store (compiled pages, highlight bundles), from every pack's index. */
async function packKeys(dir: string): Promise<string[]> {
  const packs = join(dir, 'packs');
  const keys = new Set<string>();
  for (const name of (await readdir(packs)).filter((f) => f.endsWith('.index'))) {
    for (const line of (await readFile(join(packs, name), 'utf8')).split('\n'))
      if (line) keys.add(line.split('\t')[0]!);
  }
  return [...keys].sort();
}

describe('docsgen build keeps its cache folder from growing', () => {
  it('drops the entries a full build did not use once no build wrote them for a day, and keeps the rest', async () => {
    const root = await copySite('basic');
    // Highlighted code on a page the edits below leave alone: its bundle must stay.
    await writeFile(
      join(root, 'index.mdx'),
      `${await readFile(join(root, 'index.mdx'), 'utf8')}\n\`\`\`ts\nconst kept = 1;\n\`\`\`\n`,
    );
    const { out, cacheDir, build } = await cachedBuilds(root);
    expect((await build()).ok).toBe(true);

    // Entries another docsgen version left: one old, one written a minute ago.
    await mkdir(join(cacheDir, 'pages/zz'), { recursive: true });
    await writeFile(join(cacheDir, 'pages/zz/older-version.json'), '{}');
    const before = await cacheFiles(cacheDir, TWO_DAYS_MS);
    const keysBefore = await packKeys(cacheDir);
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
    const keysAfter = await packKeys(cacheDir);

    // Entry files of docsgen before its pack store: the old one went, the recent one stayed.
    const pages = (list: string[]) => list.filter((f) => f.startsWith('pages/'));
    expect(pages(before)).toEqual(['pages/zz/older-version.json']);
    expect(pages(after)).toEqual(['pages/zz/recent-version.json']);
    // The packs written two days ago went; what the build used was copied into its own.
    const packs = (list: string[]) => list.filter((f) => f.startsWith('packs/'));
    expect(packs(before).length).toBeGreaterThan(0);
    expect(packs(after).filter((f) => packs(before).includes(f))).toEqual([]);
    // Of the entries, only the page's for its old text went, and only the one for its new text came.
    const pageKeys = (keys: string[]) => keys.filter((k) => k.startsWith('page:'));
    expect(keysBefore.filter((k) => !keysAfter.includes(k))).toEqual([expect.stringMatching(/^page:/)]);
    expect(keysAfter.filter((k) => !keysBefore.includes(k))).toEqual([expect.stringMatching(/^page:/)]);
    expect(pageKeys(keysAfter)).toHaveLength(pageKeys(keysBefore).length);
    // Every page's highlight bundle stays, compiled this time or not.
    const bundles = keysBefore.filter((k) => k.startsWith('highlight:'));
    expect(bundles.length).toBeGreaterThan(0);
    expect(keysAfter.filter((k) => k.startsWith('highlight:'))).toEqual(bundles);

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
