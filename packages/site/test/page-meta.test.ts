// Meta tags whose content is a URL (og:image, twitter:image…) pass the one allow-list, from
// frontmatter and docs.json alike; a refused one is left out and reported.
import type { DocsConfig } from '@docsgen/config';
import { describe, expect, it } from 'vitest';
import { pageMeta } from '../src/page-meta.ts';

const meta = (frontmatter: Record<string, unknown>, metatags: Record<string, string> = {}) => {
  const refused: string[] = [];
  const tags = pageMeta({
    config: { seo: { metatags } } as DocsConfig,
    url: '/x',
    title: 'T',
    frontmatter,
    siteName: 'S',
    noindex: false,
    onRefused: (key, _value, from) => refused.push(`${from}:${key}`),
  });
  return { tags: Object.fromEntries(tags.map((t) => [t.property ?? t.name, t.content])), refused };
};

describe('pageMeta URL tags', () => {
  const bad = [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' java\tscript:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    '//evil.example/x.png',
  ];
  for (const key of [
    'og:image',
    'og:image:secure_url',
    'og:url',
    'og:video',
    'twitter:image',
    'twitter:image:src',
    'twitter:player',
  ]) {
    for (const value of bad) {
      it(`frontmatter ${key}: ${JSON.stringify(value)} is left out and reported`, () => {
        const { tags, refused } = meta({ [key]: value });
        expect(tags[key]).toBeUndefined();
        expect(refused).toEqual([`frontmatter:${key}`]);
      });
    }
  }
  it('docs.json seo.metatags URLs are checked too, and a safe one is kept', () => {
    const { tags, refused } = meta({}, { 'og:image': 'javascript:x', 'twitter:image': 'https://c.example/i.png' });
    expect(tags['og:image']).toBeUndefined();
    expect(tags['twitter:image']).toBe('https://c.example/i.png');
    expect(tags['twitter:card']).toBe('summary');
    expect(refused).toEqual(['docs.json:og:image']);
  });
  it('http(s) and relative images pass; text tags are not URLs', () => {
    const { tags, refused } = meta({ 'og:image': '/img/a.png', 'og:image:alt': 'javascript: the language' });
    expect(tags['og:image']).toBe('/img/a.png');
    expect(tags['og:image:alt']).toBe('javascript: the language');
    expect(refused).toEqual([]);
  });
});
