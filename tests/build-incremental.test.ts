import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createIncrementalBuilder, MemorySink } from '@docsgen/build';
import { searchShards } from '@docsgen/search';
import { describe, expect, it } from 'vitest';
import { themeFor } from '../packages/cli/src/theme-for.ts';
import { copySite, manyPagesPage, writeManyPagesSite } from './build-helpers.ts';

describe('createIncrementalBuilder (docsgen dev)', () => {
  it('rebuilds only what a change touches, in memory', async () => {
    const root = await copySite('basic');
    const sink = new MemorySink();
    const builder = createIncrementalBuilder({ root, themeFor, sink, cacheDir: false });
    try {
      const first = await builder.build();
      expect(first.ok).toBe(true);
      expect(first.compiled).toBe(4);
      expect(sink.get('guides/install/index.html')?.toString()).toContain('Install');

      // A page edit recompiles that page only; the others come from memory.
      await writeFile(join(root, 'guides/install.mdx'), '---\ntitle: Install now\n---\n\nNew text.\n');
      const edited = await builder.update([{ path: 'guides/install.mdx', kind: 'change' }]);
      expect(edited.ok).toBe(true);
      expect(edited.compiled).toBe(1);
      expect(sink.get('guides/install/index.html')?.toString()).toContain('New text.');

      // A static file change copies that file and compiles nothing.
      await writeFile(join(root, 'files.txt'), 'changed\n');
      const copied = await builder.update([{ path: 'files.txt', kind: 'change' }]);
      expect(copied.compiled).toBe(0);
      expect(sink.get('files.txt')?.toString()).toBe('changed\n');

      // A deleted page stops being served.
      await rm(join(root, 'guides/hidden.mdx'));
      const removed = await builder.update([{ path: 'guides/hidden.mdx', kind: 'unlink' }]);
      expect(removed.ok).toBe(true);
      expect(removed.compiled).toBe(0);
      expect(sink.has('guides/hidden/index.html')).toBe(false);

      // A config change rebuilds every page from memory (titles and navigation may change).
      const config = await builder.update([{ path: 'docs.json', kind: 'change' }]);
      expect(config.ok).toBe(true);
      expect(config.compiled).toBe(0);
    } finally {
      await builder.close();
    }
  });

  it('refreshes only the search shard of an edited page, and keeps no stale index file', async () => {
    // 400 pages: three search shards.
    const { root, names } = await writeManyPagesSite(400);
    const page = manyPagesPage;
    const shards = searchShards(names.map((n) => ({ url: `/${n}`, title: n, html: '' })));
    const home = shards.find((s) => s.pages.some((p) => p.url === '/p7'))!.dir;
    const other = shards.find((s) => s.dir !== home)!.dir;
    const sink = new MemorySink();
    const builder = createIncrementalBuilder({ root, themeFor, sink, cacheDir: false });
    const entry = (dir: string) => sink.get(`${dir}pagefind-entry.json`);
    const indexFiles = () => [...sink.keys()].filter((p) => p.startsWith('pagefind/')).length;
    try {
      expect((await builder.build()).ok).toBe(true);
      // A first edit: the refresh indexes every shard (nothing is known of the first build's).
      let before = [entry(home), entry(other)];
      await writeFile(join(root, 'p3.mdx'), page('p3', ', once'));
      expect((await builder.update([{ path: 'p3.mdx', kind: 'change' }])).ok).toBe(true);
      await expect.poll(() => entry(home) !== before[0] && entry(other) !== before[1], { timeout: 30_000 }).toBe(true);
      const files = indexFiles();
      // A second edit: only p7's shard is indexed again; the other's files stay as they were.
      before = [entry(home), entry(other)];
      await writeFile(join(root, 'p7.mdx'), page('p7', ', edited'));
      expect((await builder.update([{ path: 'p7.mdx', kind: 'change' }])).ok).toBe(true);
      await expect.poll(() => entry(home) !== before[0], { timeout: 30_000 }).toBe(true);
      expect(entry(other)).toBe(before[1]);
      expect(indexFiles()).toBe(files);
    } finally {
      await builder.close();
    }
  }, 120_000);
});
