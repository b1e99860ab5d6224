import { readJsonTree, validateConfig } from '@docsgen/config';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { resolveNavigation } from '../src/index.ts';

const segment = fc.constantFrom('index', 'a', 'b', 'guides', 'Intro', 'intro', '..', '.', 'snippets', 'README', 'é');
const pagePath = fc.array(segment, { minLength: 1, maxLength: 3 }).map((parts) => parts.join('/'));
const entry = fc.oneof(
  pagePath,
  pagePath.map((p) => `/${p}.mdx`),
  fc.constantFrom('GET /plants', 'webhook x', ''),
);
const group = fc.letrec((tie) => ({
  group: fc.record({
    group: fc.string({ maxLength: 5 }),
    pages: fc.array(fc.oneof({ depthSize: 'small' }, entry, tie('group')), { maxLength: 4 }),
    hidden: fc.boolean(),
    root: fc.option(pagePath, { nil: undefined }),
  }),
})).group;
const division = (key: string, label: fc.Arbitrary<string>) =>
  fc.record({ [key]: label, groups: fc.array(group, { maxLength: 3 }), default: fc.boolean() });
const navigation = fc.oneof(
  fc.record({ groups: fc.array(group, { maxLength: 4 }) }),
  fc.record({ tabs: fc.array(division('tab', fc.string({ maxLength: 4 })), { maxLength: 3 }) }),
  fc.record({ versions: fc.array(division('version', fc.constantFrom('v1', 'v2', 'v3')), { maxLength: 3 }) }),
  fc.record({ languages: fc.array(division('language', fc.constantFrom('en', 'fr', 'xx')), { maxLength: 3 }) }),
);
const files = fc.uniqueArray(
  pagePath.map((p) => `${p}.mdx`),
  { maxLength: 12 },
);

describe('resolveNavigation on arbitrary navigation and files', () => {
  test('never throws; routes are unique, sorted where unlisted, and prev/next point at routes', () => {
    fc.assert(
      fc.property(navigation, files, (nav, list) => {
        const tree = readJsonTree(
          '/nonexistent-root',
          'docs.json',
          JSON.stringify({ name: 'x', theme: 'mint', colors: { primary: '#000' }, navigation: nav }),
        );
        const { config } = validateConfig(tree.value, tree.map);
        const site = resolveNavigation({ config: config!, root: '/r', files: [...list].sort(), map: tree.map });
        const urls = site.routes.map((r) => r.url);
        expect(new Set(urls).size).toBe(urls.length);
        const unlisted = site.routes.filter((r) => r.trail.length === 0 && !r.inNavigation).map((r) => r.url);
        expect(unlisted).toEqual([...unlisted].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
        for (const r of site.routes) {
          if (r.prev) expect(site.routeByUrl.has(r.prev)).toBe(true);
          if (r.next) expect(site.routeByUrl.has(r.next)).toBe(true);
          expect(r.url === '/' || !r.url.endsWith('/')).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  });

  test('resolving scales linearly with the number of entries (4x the entries, well under 16x the time)', () => {
    const time = (n: number) => {
      const pages = Array.from({ length: n }, (_, i) => `p/${i}`);
      const text = JSON.stringify({
        name: 'x',
        theme: 'mint',
        colors: { primary: '#000' },
        navigation: { groups: [{ group: 'All', pages }] },
      });
      const tree = readJsonTree('/nonexistent-root', 'docs.json', text);
      const { config } = validateConfig(tree.value, tree.map);
      const files = pages.map((p) => `${p}.mdx`).sort();
      let best = Number.POSITIVE_INFINITY;
      for (let run = 0; run < 2; run++) {
        const start = performance.now();
        const site = resolveNavigation({ config: config!, root: '/r', files, map: tree.map });
        best = Math.min(best, performance.now() - start);
        expect(site.routes).toHaveLength(n);
      }
      return best;
    };
    const small = time(2_500);
    const large = time(10_000);
    expect(large).toBeLessThan(small * 10);
  });
});
