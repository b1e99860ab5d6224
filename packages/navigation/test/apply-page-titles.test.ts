import path from 'node:path';
import { expect, test } from 'vitest';
import { applyPageTitles, loadSite } from '../src/index.ts';

test('frontmatter titles replace file-name fallbacks in nav labels and route titles', async () => {
  const site = await loadSite(path.join(import.meta.dirname, 'fixtures', 'groups-and-urls'), { readTitles: false });
  applyPageTitles(
    site,
    new Map([
      ['quickstart.mdx', { title: 'Quickstart guide', sidebarTitle: 'Quickstart', tag: 'NEW' }],
      ['more.mdx', { title: 'More things' }],
    ]),
  );
  const start = site.nav[0]!;
  const more = site.nav[2]!;
  if (start.type !== 'group' || more.type !== 'group') throw new Error('fixture changed');
  expect(start.children[0]).toMatchObject({ type: 'page', label: 'Quickstart', tag: 'NEW' });
  expect(more.children[0]).toMatchObject({ type: 'page', label: 'More things' });
  expect(site.routeByUrl.get('/quickstart')?.title).toBe('Quickstart guide');
  expect(site.routeByUrl.get('/guides')?.title).toBe('Guides');
});

test('frontmatter icon, iconType, url, deprecated and an endpoint method reach the page nodes', async () => {
  const site = await loadSite(path.join(import.meta.dirname, 'fixtures', 'groups-and-urls'), { readTitles: false });
  applyPageTitles(
    site,
    new Map([
      [
        'quickstart.mdx',
        { icon: 'npm', iconType: 'brands', url: 'https://www.npmjs.com/package/mint', deprecated: 'true' },
      ],
      ['more.mdx', { icon: 'lucide:house', openapi: 'openapi.yaml get /users' }],
    ]),
  );
  const start = site.nav[0]!;
  const more = site.nav[2]!;
  if (start.type !== 'group' || more.type !== 'group') throw new Error('fixture changed');
  expect(start.children[0]).toMatchObject({
    icon: { name: 'npm', style: 'brands' },
    externalUrl: 'https://www.npmjs.com/package/mint',
    deprecated: true,
  });
  expect(more.children[0]).toMatchObject({ icon: 'lucide:house', method: 'GET' });
  const other = await loadSite(path.join(import.meta.dirname, 'fixtures', 'groups-and-urls'), { readTitles: false });
  applyPageTitles(other, new Map([['more.mdx', { openapi: 'POST /users', hideApiMarker: 'true', deprecated: 'no' }]]));
  const page = (other.nav[2] as { children: Array<{ method?: string; deprecated?: boolean }> }).children[0]!;
  expect([page.method, page.deprecated]).toEqual([undefined, undefined]);
});
