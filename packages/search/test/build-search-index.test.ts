import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSearchIndex, type SearchPage } from '../src/index.ts';

const out = mkdtempSync(path.join(tmpdir(), 'docsgen-search-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

const pages: SearchPage[] = [
  {
    url: '/guides/install',
    title: 'Install',
    html: '<h2 id="npm">With npm</h2><p>Install the plantify CLI with npm.</p>',
    section: 'Guides › Setup',
    version: 'v2',
  },
  {
    url: '/api/list-plants',
    title: 'List plants',
    html: '<p>Returns every plant.</p>',
    method: 'GET',
    path: '/plants',
    keywords: ['greenery'],
    boost: 3,
    version: 'v2',
  },
  { url: '/fr/guides/install', title: 'Installer', html: '<p>Installer le CLI plantify.</p>', language: 'fr' },
  { url: '/internal', title: 'Internal notes', html: '<p>zanzibar secret</p>', exclude: true },
];

// Pagefind's fragments are gzipped JSON behind a `pagefind_dcd` signature.
function fragments(
  dir: string,
): Array<{ url: string; meta: Record<string, string>; filters: Record<string, string[]>; content: string }> {
  const entry = JSON.parse(readFileSync(path.join(dir, 'pagefind', 'pagefind-entry.json'), 'utf8'));
  expect(entry.version).toBe('1.5.2');
  return readdirSync(path.join(dir, 'pagefind', 'fragment')).map((name) => {
    const raw = gunzipSync(readFileSync(path.join(dir, 'pagefind', 'fragment', name))).toString('utf8');
    return JSON.parse(raw.slice(raw.indexOf('{')));
  });
}

describe('buildSearchIndex', () => {
  it('writes a chunked Pagefind index with one index per language', async () => {
    const result = await buildSearchIndex({ pages, outDir: out });
    expect(result.diagnostics).toEqual([]);
    expect(result.files).toContain('pagefind/pagefind.js');
    expect(result.files).toContain('pagefind/pagefind-entry.json');
    expect(result.files.some((f) => /^pagefind\/index\/.+\.pf_index$/.test(f))).toBe(true);
    expect(result.files).toEqual([...result.files].sort());
    expect(result.files.filter((f) => f.includes('-ui'))).toEqual([]);
    const entry = JSON.parse(readFileSync(path.join(out, 'pagefind', 'pagefind-entry.json'), 'utf8'));
    expect(Object.keys(entry.languages).sort()).toEqual(['en', 'fr']);
    expect(entry.languages.en.page_count).toBe(2);
    expect(entry.languages.fr.page_count).toBe(1);
  });

  it('stores title, section, method and path as metadata and language/version as filters', () => {
    const byUrl = new Map(fragments(out).map((f) => [f.url, f]));
    expect([...byUrl.keys()].sort()).toEqual(['/api/list-plants', '/fr/guides/install', '/guides/install']);
    const install = byUrl.get('/guides/install');
    expect(install?.meta.title).toBe('Install');
    expect(install?.meta.section).toBe('Guides › Setup');
    expect(install?.filters).toEqual({ language: ['en'], version: ['v2'] });
    const endpoint = byUrl.get('/api/list-plants');
    expect(endpoint?.meta).toMatchObject({ title: 'List plants', method: 'GET', path: '/plants' });
    expect(endpoint?.content).toContain('greenery');
    expect(byUrl.get('/fr/guides/install')?.filters).toEqual({ language: ['fr'] });
  });

  it('indexes content only: no heading permalinks', () => {
    const install = fragments(out).find((f) => f.url === '/guides/install');
    expect(install?.content).toBe('Install. With npm. Install the plantify CLI with npm.');
  });

  it('leaves excluded pages out of the index', () => {
    expect(fragments(out).some((f) => f.content.includes('zanzibar'))).toBe(false);
  });

  it('hands files to a sink instead of a folder', async () => {
    const written = new Map<string, Uint8Array>();
    const result = await buildSearchIndex({
      pages: pages.slice(0, 1),
      write: async (file, contents) => {
        written.set(file, contents);
      },
    });
    expect([...written.keys()].sort()).toEqual(result.files);
    expect(new TextDecoder().decode(written.get('pagefind/pagefind-entry.json'))).toContain('"page_count":1');
  });
});
