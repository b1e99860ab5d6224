import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createIncrementalBuilder, MemorySink } from '@docsgen/build';
import { describe, expect, it } from 'vitest';
import { themeFor } from '../packages/cli/src/theme-for.ts';
import { copySite } from './build-helpers.ts';

describe('createIncrementalBuilder (docsgen dev)', () => {
  it('rebuilds only what a change touches, in memory', async () => {
    const root = await copySite('basic');
    const sink = new MemorySink();
    const builder = createIncrementalBuilder({ root, themeFor, sink, cacheDir: false, dev: true });
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
});
