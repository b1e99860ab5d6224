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
