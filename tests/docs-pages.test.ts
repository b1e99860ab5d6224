import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { OUTPUT_MARKER } from '@docsgen/build';
import { describe, expect, it } from 'vitest';
import { docsPages, isDocsgenOutput } from '../scripts/docs-pages.mjs';
import { build, makeDocs, minimalFiles } from './catalogue/helpers.ts';

// Issue 28, class 11: `npm install && npm run example` leaves example-docs/dist, whose `.md` copies
// the conformance run then read as pages. Every walk of a docs folder skips docsgen's own output
// folders, in the tests (scripts/docs-pages.mjs) as in the product (scanDocsRoot, scanRootFiles).

describe('the test walker of docs folders skips docsgen output', () => {
  it('a docs folder holding a built dist, an output for another --out and a staging folder gives its pages only', async () => {
    const root = await makeDocs({
      ...minimalFiles(),
      'guides/start.mdx': '---\ntitle: Start\n---\n\nGo.\n',
      'notes.md': '# Notes\n',
    });
    // The README's first command, in miniature: a real build into <root>/dist, and one into <root>/site.
    expect((await build(root)).ok).toBe(true);
    expect((await build(root, { outDir: join(root, 'site') })).ok).toBe(true);
    // A build killed mid-way leaves a staging folder (it carries the marker; its name alone says it too).
    await mkdir(join(root, 'site.staging-4242/guides'), { recursive: true });
    await writeFile(join(root, 'site.staging-4242/guides/start.md'), '# Start\n');
    const expected = ['guides/start.mdx', 'index.mdx', 'notes.md'];
    expect(docsPages(root, { md: true })).toEqual(expected);
    expect(docsPages(root, { md: true, snippets: true })).toEqual(expected);
    expect(docsPages(root)).toEqual(['guides/start.mdx', 'index.mdx']);
  });

  it('knows the output marker the build writes', async () => {
    const root = await makeDocs({ 'a/x.mdx': '# x\n' });
    expect(isDocsgenOutput(join(root, 'a'))).toBe(false);
    await writeFile(join(root, 'a', OUTPUT_MARKER), '{}\n');
    expect(isDocsgenOutput(join(root, 'a'))).toBe(true);
    expect(docsPages(root)).toEqual([]);
  });
});
