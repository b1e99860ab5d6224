import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scanRootFiles } from '../src/scan-root-files.ts';

describe('scanRootFiles', () => {
  it("does not publish docs.json's `$ref` files (fastmcp's v2-navigation.json), only real assets", async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'docsgen-scan-'));
    for (const f of ['docs.json', 'v2-navigation.json', 'data.json', 'logo.svg', 'page.mdx']) {
      await writeFile(path.join(root, f), '{}');
    }
    const files = await scanRootFiles({ root, exclude: [], configFiles: ['docs.json', 'v2-navigation.json'] });
    expect(files.assets.sort()).toEqual(['data.json', 'logo.svg']);
  });
});
