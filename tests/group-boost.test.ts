import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { build, MINIMAL_CONFIG, makeDocs } from './catalogue/helpers.ts';

// `navigation.groups[].boost` (settings reference): every page of the group gets the boost, from
// the nearest ancestor group that sets one; frontmatter `boost` wins. Seen in the search records.

it('pages take the boost of their nearest group that sets one; frontmatter boost wins', async () => {
  const root = await makeDocs({
    'docs.json': JSON.stringify({
      ...MINIMAL_CONFIG,
      navigation: {
        groups: [
          { group: 'Start', pages: ['index'] },
          {
            group: 'Guides',
            boost: 3,
            pages: ['a', 'own', { group: 'Deep', pages: ['deep'] }, { group: 'Old', boost: 0.25, pages: ['old'] }],
          },
        ],
      },
    }),
    'index.mdx': '---\ntitle: Home\n---\n\nHome.\n',
    'a.mdx': '---\ntitle: A\n---\n\nA.\n',
    'own.mdx': '---\ntitle: Own\nboost: 1.5\n---\n\nOwn.\n',
    'deep.mdx': '---\ntitle: Deep\n---\n\nDeep.\n',
    'old.mdx': '---\ntitle: Old\n---\n\nOld.\n',
  });
  const result = await build(root);
  expect(result.ok).toBe(true);
  const manifest = JSON.parse(await readFile(join(root, 'dist', 'mcp-manifest.json'), 'utf8')) as {
    pages: Array<{ url: string; boost?: number }>;
  };
  const boost = Object.fromEntries(manifest.pages.map((p) => [p.url, p.boost]));
  expect(boost).toEqual({ '/': undefined, '/a': 3, '/own': 1.5, '/deep': 3, '/old': 0.25 });
});
