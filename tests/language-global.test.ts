import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite } from '@docsgen/build';
import { describe, expect, it } from 'vitest';
import { themeFor } from '../packages/cli/src/theme-for.ts';
import { copySite } from './build-helpers.ts';

// Mintlify's schema allows `global` inside a language (and every other division): its links show
// on that language's pages, after the site's own `navigation.global`.
describe('docsgen build: `global` inside a language', () => {
  it('shows each language its own global anchors and tabs, with no unknown-key warning', async () => {
    const root = await copySite('language-global');
    const result = await buildSite({ root, themeFor, cacheDir: false, siteUrl: 'https://docs.example.com' });
    expect(result.diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual([]);
    const en = await readFile(join(root, 'dist', 'en', 'index.html'), 'utf8');
    const fr = await readFile(join(root, 'dist', 'fr', 'index.html'), 'utf8');
    for (const html of [en, fr]) expect(html).toContain('https://status.example.com');
    expect(en).toContain('https://community.example.com/en');
    expect(en).toContain('href="/en/start"');
    expect(en).not.toContain('https://community.example.com/fr');
    expect(en).not.toContain('https://blog.example.com/fr');
    expect(fr).toContain('https://community.example.com/fr');
    expect(fr).toContain('https://blog.example.com/fr');
    expect(fr).not.toContain('https://community.example.com/en');
  });

  it('checks a language global anchor that names no page', async () => {
    const root = await copySite('language-global');
    const path = join(root, 'docs.json');
    await writeFile(path, (await readFile(path, 'utf8')).replace('"/en/start"', '"/en/nowhere"'));
    const result = await buildSite({ root, themeFor, cacheDir: false });
    const d = result.diagnostics.find((x) => x.code === 'nav/global-anchor-target');
    expect(d?.message).toContain('/en/nowhere');
    expect(d?.line).toBeGreaterThan(1);
  });
});
