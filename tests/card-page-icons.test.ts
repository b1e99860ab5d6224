import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { iconSvg } from '@docsgen/components';
import { describe, expect, it } from 'vitest';
import { build, MINIMAL_CONFIG, makeDocs } from './catalogue/helpers.ts';

// A `<Card href>` without `icon` shows the frontmatter icon of the page it links to (issue 19:
// a page's icon is shown beside it in the sidebar and on cards that link to it); a Font Awesome
// Pro name in a page's frontmatter shows the closest free icon with a warning at that page's line.

const INDEX = `---
title: Home
---

<CardGroup>
  <Card title="Absolute" href="/guides/install">a</Card>
  <Card title="Relative" href="guides/deploy#steps">b</Card>
  <Card title="Own icon" icon="house" href="/guides/install">c</Card>
  <Card title="No icon there" href="/plain">d</Card>
  <Card title="Outside" href="https://example.com/guides/install">e</Card>
  <Card title="Typed" type="tip" href="/guides/install">f</Card>
  <Card title="Not a link">g</Card>
</CardGroup>
`;

async function site(base?: string) {
  const root = await makeDocs({
    'docs.json': JSON.stringify({
      ...MINIMAL_CONFIG,
      navigation: { pages: ['index', 'guides/install', 'guides/deploy', 'plain'] },
    }),
    'index.mdx': INDEX,
    'guides/install.mdx': '---\ntitle: Install\nicon: download\n---\n\nInstall.\n',
    'guides/deploy.mdx': '---\ntitle: Deploy\ndescription: Ship it\nicon: rocket-launch\n---\n\nDeploy.\n',
    'plain.mdx': '---\ntitle: Plain\n---\n\nPlain.\n',
  });
  const result = await build(root, base ? { base } : {});
  expect(result.ok).toBe(true);
  const html = await readFile(join(root, 'dist', 'index.html'), 'utf8');
  // Each card's markup, in page order.
  const cards = [...html.matchAll(/<(?:a|div) [^>]*class="dg-card[ "][\s\S]*?<\/p>/g)].map((m) => m[0]);
  return { result, cards };
}

describe('cards show the linked page’s icon', () => {
  for (const base of [undefined, '/docs/']) {
    it(`a card linking to a page with an icon shows it${base ? ' (base path)' : ''}; others keep theirs`, async () => {
      const { cards } = await site(base);
      expect(cards).toHaveLength(7);
      const icon = (card: string) =>
        /<span[^>]*class="dg-card__icon[^"]*"[^>]*>([\s\S]*?<\/svg>)<\/span>/.exec(card)?.[1];
      expect(icon(cards[0]!)).toBe(iconSvg('download'));
      // `rocket-launch` is Font Awesome Pro: the free `rocket` stands in.
      expect(icon(cards[1]!)).toBe(iconSvg('rocket'));
      expect(icon(cards[2]!)).toBe(iconSvg('house'));
      expect(icon(cards[3]!)).toBeUndefined();
      expect(icon(cards[4]!)).toBeUndefined();
      expect(icon(cards[5]!)).toBe(iconSvg('fa:lightbulb'));
      expect(icon(cards[6]!)).toBeUndefined();
    });
  }

  it('a Pro icon in frontmatter is one warning at the page and line, with the free icon named', async () => {
    const { result } = await site();
    const pro = result.diagnostics.filter((d) => d.code === 'build/pro-icon');
    expect(pro).toHaveLength(1);
    expect(pro[0]).toMatchObject({ severity: 'warning', file: 'guides/deploy.mdx', line: 4 });
    // One message for every Pro icon of a site (reported as one group); the hint names this one.
    expect(pro[0]!.message).toBe(
      'Font Awesome Pro icons cannot be shipped with a static site; each is shown as the closest free icon.',
    );
    expect(pro[0]!.hint).toContain('rocket-launch');
    expect(pro[0]!.hint).toContain('`rocket`');
  });
});

describe('icons.library reaches the icons of components', () => {
  it('a Lucide site renders `<Card icon>` and `<Icon>` from Lucide, with no warning', async () => {
    const root = await makeDocs({
      'docs.json': JSON.stringify({
        ...MINIMAL_CONFIG,
        icons: { library: 'lucide' },
        navigation: { pages: ['index'] },
      }),
      'index.mdx': '---\ntitle: Home\n---\n\n<Card title="Bot" icon="bot">b</Card>\n\n<Icon icon="refresh-cw" />\n',
    });
    const result = await build(root);
    expect(result.diagnostics.filter((d) => /icon/.test(d.code))).toEqual([]);
    const html = await readFile(join(root, 'dist', 'index.html'), 'utf8');
    expect(html).toContain(iconSvg('bot', { library: 'lucide' })!);
    expect(html).toContain(iconSvg('refresh-cw', { library: 'lucide' })!);
  });
});
