// docs.json `integrations` in a whole build: one script with every provider's snippet on every
// page of the built site, nothing of it in `docsgen dev`, nothing fetched at build time.
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSite } from '@docsgen/build';
import { startDevServer } from '@docsgen/dev-server';
import { describe, expect, it } from 'vitest';
import { themeFor } from '../packages/cli/src/theme-for.ts';
import { copySite } from './build-helpers.ts';

const SCRIPT = /<script type="module" src="\/assets\/integrations\.[0-9a-f]{10}\.js"><\/script>/g;

describe('integrations in a build', () => {
  it('adds one integrations script to every page of a built site, and none in docsgen dev', async () => {
    const root = await copySite('integrations');
    const out = await mkdtemp(join(tmpdir(), 'docsgen-integrations-'));
    const result = await buildSite({ root, outDir: out, themeFor, cacheDir: false, force: true });
    expect(result.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
    for (const page of ['index.html', '404.html']) {
      const html = await readFile(join(out, page), 'utf8');
      expect(html.match(SCRIPT), page).toHaveLength(1);
    }
    const assets = (await readdir(join(out, 'assets'))).filter((f) => f.startsWith('integrations.'));
    expect(assets).toHaveLength(1);
    const script = await readFile(join(out, 'assets', assets[0]!), 'utf8');
    expect(script).toContain('"key":"docs-consent","value":"granted"');
    expect(script).toContain('G-XXXXXXX');

    const dev = await startDevServer({ root, port: 0, themeFor, log: () => {} });
    try {
      const html = await (await fetch(dev.url)).text();
      expect(html).toContain('<title>');
      expect(html).not.toContain('integrations.');
      expect(html).not.toContain('G-XXXXXXX');
    } finally {
      await dev.close();
    }
  }, 120_000);
});
