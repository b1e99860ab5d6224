import { describe, expect, it } from 'vitest';
import { buildMcpManifest, createTextSearch, parseMcpManifest, type TextSearchDoc } from '../src/index.ts';

const docs: TextSearchDoc[] = [
  {
    url: '/quickstart',
    title: 'Quickstart',
    text: 'Install the plantify CLI, then run plantify init in a new folder.',
    section: 'Get started',
    language: 'en',
    version: 'v2',
  },
  {
    url: '/guides/webhooks',
    title: 'Webhooks',
    text: 'Receive events when a plant is watered. Verify the signature header.',
    keywords: ['callbacks'],
    language: 'en',
    version: 'v2',
  },
  {
    url: '/api/water',
    title: 'Water a plant',
    text: 'Waters the plant now.',
    method: 'POST',
    path: '/plants/{id}/water',
    language: 'en',
    version: 'v2',
  },
  {
    url: '/v1/quickstart',
    title: 'Quickstart (v1)',
    text: 'Install the old plantify CLI.',
    language: 'en',
    version: 'v1',
  },
  {
    url: '/fr/quickstart',
    title: 'Démarrage rapide',
    text: 'Installez la CLI plantify.',
    language: 'fr',
    version: 'v2',
  },
  {
    url: '/changelog',
    title: 'Changelog',
    text: 'Install notes for every release. install install install.',
    boost: 0.1,
  },
];

describe('createTextSearch', () => {
  const index = createTextSearch(docs);

  it('finds pages by body text with a snippet around the match', () => {
    const [hit] = index.search('signature');
    expect(hit.url).toBe('/guides/webhooks');
    expect(hit.snippet).toContain('signature header');
  });

  it('weights titles and keywords, and honours boost', () => {
    expect(index.search('callbacks')[0].url).toBe('/guides/webhooks');
    const urls = index.search('install', { language: 'en', version: 'v2' }).map((h) => h.url);
    expect(urls[0]).toBe('/quickstart');
    expect(urls).toContain('/changelog');
    expect(urls.indexOf('/changelog')).toBeGreaterThan(urls.indexOf('/quickstart'));
  });

  it('scopes by language and version; unversioned pages match every version', () => {
    expect(index.search('plantify', { version: 'v1' }).map((h) => h.url)).toEqual(['/v1/quickstart']);
    expect(index.search('plantify', { language: 'fr' }).map((h) => h.url)).toEqual(['/fr/quickstart']);
    expect(index.search('release', { version: 'v1' }).map((h) => h.url)).toEqual(['/changelog']);
  });

  it('matches endpoint paths and prefixes, falls back to any term, and limits', () => {
    expect(index.search('plants water')[0]).toMatchObject({
      url: '/api/water',
      method: 'POST',
      path: '/plants/{id}/water',
    });
    expect(index.search('plantif').length).toBeGreaterThan(1);
    expect(index.search('signature zzzunknown').map((h) => h.url)).toEqual(['/guides/webhooks']);
    expect(index.search('plantify', { limit: 2 })).toHaveLength(2);
    expect(index.size).toBe(docs.length);
  });

  it('keeps memory linear in the query: a 20,000-character word is not matched fuzzily', () => {
    // Fuzzy matching builds a (length × length) edit-distance table: 20,000 characters took 460 MB.
    const before = process.resourceUsage().maxRSS;
    const word = 'plantify'.repeat(2_500);
    expect(index.search(word)).toEqual([]);
    expect(index.search(`${'x'.repeat(40)} plantifyy`).map((h) => h.url)).toContain('/quickstart');
    const grownMb = (process.resourceUsage().maxRSS - before) / 1024;
    expect(grownMb).toBeLessThan(100);
  });
});

describe('mcp manifest', () => {
  it('round-trips and rejects other JSON', () => {
    const text = buildMcpManifest({
      name: 'Plantify',
      pages: [{ url: '/quickstart', markdownPath: 'quickstart.md', title: 'Quickstart', keywords: ['setup'] }],
    });
    expect(parseMcpManifest(text)).toEqual({
      version: 1,
      name: 'Plantify',
      pages: [{ url: '/quickstart', markdownPath: 'quickstart.md', title: 'Quickstart', keywords: ['setup'] }],
    });
    expect(parseMcpManifest('{"version":2,"pages":[]}')).toBeUndefined();
    expect(parseMcpManifest('not json')).toBeUndefined();
  });
});
