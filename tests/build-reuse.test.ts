import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  cachedBuilds,
  coldBuild,
  copySite,
  countingThemes,
  expectSameTree,
  manyPagesPage,
  readTree,
  writeManyPagesSite,
} from './build-helpers.ts';

async function coldTree(root: string): Promise<Map<string, Buffer>> {
  const { tree, result } = await coldBuild(root);
  expect(result.ok).toBe(true);
  return tree;
}

describe('docsgen build after a change (previous output reused)', () => {
  it('re-renders only the edited page and writes what a cold build writes, byte for byte', async () => {
    const root = await copySite('basic');
    const themes = countingThemes();
    const { out, build } = await cachedBuilds(root, themes.themeFor);

    const first = await build();
    expect(first.ok).toBe(true);
    const pages = themes.rendered.length;
    expect(pages).toBeGreaterThan(4);

    // One page's body changes: that page is compiled and rendered, every other page is taken over.
    themes.rendered.length = 0;
    const file = join(root, 'guides/install.mdx');
    await writeFile(file, `${await readFile(file, 'utf8')}\n\nOne more paragraph.\n`);
    const edited = await build();
    expect(edited.ok).toBe(true);
    expect(edited.compiled).toBe(1);
    expect(themes.rendered).toEqual(['/guides/install']);
    const tree = await readTree(out);
    expect(tree.get('guides/install/index.html')?.toString()).toContain('One more paragraph.');
    expectSameTree(tree, await coldTree(root));

    // A snippet a page imports changes: only that page is compiled and rendered again.
    // git keeps no empty folder, so the site has no snippets/ until this test makes one.
    await mkdir(join(root, 'snippets'), { recursive: true });
    await writeFile(join(root, 'snippets/note.mdx'), 'Snippet text one.\n');
    const advanced = join(root, 'guides/advanced.mdx');
    await writeFile(
      advanced,
      `${await readFile(advanced, 'utf8')}\n\nimport Note from '/snippets/note.mdx';\n\n<Note />\n`,
    );
    expect((await build()).ok).toBe(true);
    themes.rendered.length = 0;
    await writeFile(join(root, 'snippets/note.mdx'), 'Snippet text two.\n');
    const snippet = await build();
    expect(snippet.compiled).toBe(1);
    expect(themes.rendered).toEqual(['/guides/advanced']);
    expectSameTree(await readTree(out), await coldTree(root));

    // A navigation change (a group renamed) reaches every page's sidebar: all are rendered again.
    themes.rendered.length = 0;
    const config = join(root, 'docs.json');
    await writeFile(config, (await readFile(config, 'utf8')).replace('"group": "Start"', '"group": "Begin"'));
    const renamed = await build();
    expect(renamed.compiled).toBe(0);
    expect(themes.rendered.length).toBe(pages);
    const after = await readTree(out);
    expect(after.get('guides/install/index.html')?.toString()).toContain('Begin');
    expectSameTree(after, await coldTree(root));
  }, 120_000);

  it('keeps the search index when no search input changed, and builds it again when a page text did', async () => {
    const root = await copySite('basic');
    const { out, build } = await cachedBuilds(root);
    expect((await build()).ok).toBe(true);
    const indexFile = join(out, 'pagefind/pagefind-entry.json');
    const first = (await stat(indexFile)).mtimeMs;
    // A colour changes every page's HTML but no page's searchable text: the index files are taken over.
    await new Promise((r) => setTimeout(r, 20));
    const config = join(root, 'docs.json');
    await writeFile(config, (await readFile(config, 'utf8')).replace('#0D9373', '#0D9374'));
    expect((await build()).ok).toBe(true);
    expect((await stat(indexFile)).mtimeMs).toBe(first);
    expectSameTree(await readTree(out), await coldTree(root));
    // A page's text changes: the index is built again.
    const file = join(root, 'guides/install.mdx');
    await writeFile(file, `${await readFile(file, 'utf8')}\n\nSearchable words.\n`);
    expect((await build()).ok).toBe(true);
    expect((await stat(indexFile)).mtimeMs).not.toBe(first);
    expectSameTree(await readTree(out), await coldTree(root));
  }, 120_000);

  it('a large site: an edit re-indexes only the search shard of the edited page', async () => {
    // 400 pages: three search shards (see searchShards).
    const { root } = await writeManyPagesSite(400);
    const { out, build } = await cachedBuilds(root);
    const first = await build();
    expect(first.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const entries = ['pagefind/', 'pagefind/shard-1/', 'pagefind/shard-2/'].map((d) => `${d}pagefind-entry.json`);
    const inodes = async () => Promise.all(entries.map(async (f) => (await stat(join(out, f))).ino));
    const before = await inodes();
    // Which shard p7 is in decides which entry file is written again; the others are taken over.
    await writeFile(join(root, 'p7.mdx'), manyPagesPage('p7', ', edited'));
    expect((await build()).ok).toBe(true);
    const after = await inodes();
    expect(after.filter((ino, i) => ino === before[i])).toHaveLength(2);
    // The sizes recorded for taken-over files are right: the next build finds the output intact.
    expect((await build()).upToDate).toBe(true);
    expectSameTree(await readTree(out), await coldTree(root));
  }, 180_000);

  it('renders a page again when its previous output file was changed by hand', async () => {
    const root = await copySite('basic');
    const themes = countingThemes();
    const { out, build } = await cachedBuilds(root, themes.themeFor);
    expect((await build()).ok).toBe(true);
    await writeFile(join(out, 'guides/advanced/index.html'), 'tampered');
    const file = join(root, 'guides/install.mdx');
    await writeFile(file, `${await readFile(file, 'utf8')}\n\nEdited.\n`);
    themes.rendered.length = 0;
    expect((await build()).ok).toBe(true);
    expect(themes.rendered.sort()).toEqual(['/guides/advanced', '/guides/install']);
    expect((await readFile(join(out, 'guides/advanced/index.html'), 'utf8')).startsWith('<!doctype html>')).toBe(true);
  }, 120_000);
});
