import type { DocsConfig } from '@docsgen/config';
import { describe, expect, it } from 'vitest';
import { resolveNavigation } from '../src/resolve-navigation.ts';

const config: DocsConfig = {
  theme: 'mint',
  name: 'x',
  colors: { primary: '#0D9373' },
  navigation: {
    global: {
      anchors: [
        { anchor: 'Moved', href: '/old-guide' },
        { anchor: 'Gone', href: '/gone' },
      ],
    },
    pages: ['index', 'guide', 'old-guide', 'legacy/thing', 'loop-a'],
  },
  redirects: [
    { source: '/old-guide', destination: '/guide' },
    { source: '/legacy/:slug*', destination: '/removed/:slug*' },
    { source: '/loop-a', destination: '/loop-b' },
    { source: '/loop-b', destination: '/loop-a' },
    { source: '/gone', destination: '/nowhere' },
  ],
};

// Navigation links go through the same redirect matcher as page links.
describe('navigation entries and links that a redirect covers', () => {
  it('are left out quietly when the redirect ends at a page, reported when it ends nowhere or never ends', () => {
    const site = resolveNavigation({ config, root: '/r', files: ['index.mdx', 'guide.mdx'] });
    expect(site.routes.map((r) => r.url)).toEqual(['/', '/guide']);
    expect(site.diagnostics.map((d) => [d.severity, d.code, d.jsonPath, d.message])).toEqual([
      [
        'error',
        'nav/global-anchor-target',
        'navigation.global.anchors[1].href',
        'Global anchor `Gone` links to `/gone`, which is neither an external URL nor a page of the site.',
      ],
      [
        'warning',
        'nav/redirected-page',
        'navigation.pages[3]',
        'Page `legacy/thing` has no file, and its redirect leads to `/removed/thing`, which is no page either (`/legacy/thing` → `/removed/thing`).',
      ],
      [
        'warning',
        'nav/redirected-page',
        'navigation.pages[4]',
        'Page `loop-a` has no file, and its redirects never end: `/loop-a` → `/loop-b` → `/loop-a`.',
      ],
    ]);
  });
});
