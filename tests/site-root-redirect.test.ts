import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite } from '@docsgen/build';
import { describe, expect, it } from 'vitest';
import { themeFor } from '../packages/cli/src/theme-for.ts';
import { copySite } from './build-helpers.ts';

// fastmcp has no index page: its home is the navigation's first page. A static host asked for `/`
// must not answer 404, so the build writes a redirect page there (base path kept).
describe('docsgen build: a site without an index page', () => {
  it('answers at its root with a redirect to the first page', async () => {
    const root = await copySite('basic');
    await rm(join(root, 'index.mdx'));
    const config = await readFile(join(root, 'docs.json'), 'utf8');
    await writeFile(join(root, 'docs.json'), config.replace('["index", ', '['));
    const result = await buildSite({ root, themeFor, cacheDir: false, base: '/docs/' });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const html = await readFile(join(root, 'dist', 'index.html'), 'utf8');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/docs/guides/install">');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });
});
