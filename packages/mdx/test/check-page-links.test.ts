import { describe, expect, it } from 'vitest';
import { redirectMatcher } from '../../navigation/src/redirect-matcher.ts';
import { checkPageLinks } from '../src/check-page-links.ts';
import type { CompiledPage } from '../src/types.ts';

function page(links: CompiledPage['links'], headings: CompiledPage['headings'] = []): CompiledPage {
  return { frontmatter: {}, title: 't', headings, html: '', links, features: [], diagnostics: [] };
}

const routes = new Set(['/', '/guides/setup', '/guides/intro', '/api/v1.2/users', '/reference']);
const ids: Record<string, string[]> = { '/guides/setup': ['install', 'configure'], '/guides/intro': ['welcome'] };
const files = new Set(['images/logo.png', 'guides/images/pic.png', 'files/spec.v2.yaml']);
const ctx = {
  file: 'guides/intro.mdx',
  url: '/guides/intro',
  base: '/',
  routeUrls: routes,
  headingIds: (url: string) => (ids[url] ? new Set(ids[url]) : undefined),
  fileExists: (p: string) => files.has(p),
};

describe('checkPageLinks', () => {
  it('accepts links to pages, files, anchors and outside', () => {
    const links = [
      '/guides/setup',
      '/guides/setup/',
      './setup.mdx',
      'setup#install',
      '../guides/setup.md#configure',
      '/api/v1.2/users',
      '/files/spec.v2.yaml',
      'https://example.com/a.b',
      'mailto:x@y.z',
      '#welcome',
      '/',
      '/reference?x=1',
    ].map((href) => ({ kind: 'link' as const, href, line: 1, column: 1 }));
    expect(checkPageLinks(page(links, [{ depth: 2, text: 'Welcome', id: 'welcome' }]), ctx)).toEqual([]);
  });

  it('reports broken links, anchors and images at their place', () => {
    const out = checkPageLinks(
      page([
        { kind: 'link', href: '/guides/setpu', line: 3, column: 5 },
        { kind: 'link', href: '/guides/setup#instal', line: 4, column: 1 },
        { kind: 'link', href: '#nowhere', line: 5, column: 2 },
        { kind: 'image', href: './images/missing.png', line: 6, column: 1 },
        { kind: 'image', href: './images/pic.png', line: 7, column: 1 },
        { kind: 'link', href: '/api/v1.3/users', line: 8, column: 1 },
      ]),
      ctx,
    );
    expect(out.map((d) => [d.code, d.line, d.column, d.severity])).toEqual([
      ['mdx/broken-link', 3, 5, 'warning'],
      ['mdx/broken-anchor', 4, 1, 'warning'],
      ['mdx/broken-anchor', 5, 2, 'warning'],
      ['mdx/missing-image', 6, 1, 'warning'],
      ['mdx/broken-link', 8, 1, 'warning'],
    ]);
    expect(out[0]!.hint).toBe('Did you mean `/guides/setup`?');
    expect(out[1]!.hint).toBe('Did you mean `install`?');
  });

  it('strips the base path from absolute links', () => {
    const out = checkPageLinks(page([{ kind: 'link', href: '/docs/guides/setup', line: 1, column: 1 }]), {
      ...ctx,
      base: '/docs/',
    });
    expect(out).toEqual([]);
  });

  it('accepts anchors on any element id of the target (translated pages pin English ids on <div id>)', () => {
    const anchors: Record<string, string[]> = { '/guides/setup': ['install', 'versions', 'param-icons', 'café'] };
    const withAnchors = { ...ctx, headingIds: (url: string) => (anchors[url] ? new Set(anchors[url]) : undefined) };
    const links = ['/guides/setup#versions', 'setup#param-icons', '/guides/setup#caf%C3%A9', '#tab-title'].map(
      (href) => ({ kind: 'link' as const, href, line: 1, column: 1 }),
    );
    const own = { ...page(links), anchors: ['tab-title'] };
    expect(checkPageLinks(own, withAnchors)).toEqual([]);
    const broken = checkPageLinks(
      page([{ kind: 'link', href: '/guides/setup#caf%C3%A8', line: 2, column: 1 }]),
      withAnchors,
    );
    expect(broken.map((d) => d.code)).toEqual(['mdx/broken-anchor']);
  });

  it('finds the id a browser finds for a non-ASCII fragment: its percent-encoded form first', () => {
    // Mintlify gives a tab titled `新しい Agent` the id `%E6%96%B0%E3%81%97%E3%81%84-agent`; a link
    // written `#新しい-agent` lands there, as the URL's fragment is that encoded text.
    const anchors: Record<string, string[]> = { '/guides/setup': ['%E6%96%B0%E3%81%97%E3%81%84-agent'] };
    const withAnchors = { ...ctx, headingIds: (url: string) => (anchors[url] ? new Set(anchors[url]) : undefined) };
    const at = (href: string) => page([{ kind: 'link', href, line: 1, column: 1 }]);
    expect(checkPageLinks(at('/guides/setup#新しい-agent'), withAnchors)).toEqual([]);
    expect(checkPageLinks(at('/guides/setup#%E6%96%B0%E3%81%97%E3%81%84-agent'), withAnchors)).toEqual([]);
    expect(checkPageLinks(at('/guides/setup#古い-agent'), withAnchors).map((d) => d.code)).toEqual([
      'mdx/broken-anchor',
    ]);
  });

  it('checks a link to a redirect source at its destination, page and anchor', () => {
    const redirects = redirectMatcher([
      { source: '/specification/latest/:slug*', destination: '/guides/:slug*' },
      { source: '/old-setup/', destination: '/guides/setup' },
      { source: '/moved', destination: '/guides/setup#configure' },
      { source: '/external', destination: 'https://example.com/x' },
      { source: '/chain', destination: '/old-setup' },
      { source: '/to-file', destination: '/files/spec.v2.yaml' },
      { source: '/gone/*', destination: '/nowhere/*' },
      { source: '/ping', destination: '/pong' },
      { source: '/pong', destination: '/ping' },
    ]);
    const links = [
      '/specification/latest/setup#install',
      '/old-setup',
      '/old-setup/#configure',
      '/moved.mdx',
      '/external',
      '/chain#install',
      '/to-file',
    ].map((href) => ({ kind: 'link' as const, href, line: 1, column: 1 }));
    expect(checkPageLinks(page(links), { ...ctx, redirects })).toEqual([]);
    const out = checkPageLinks(
      page([
        { kind: 'link', href: '/specification/latest/setup#nope', line: 2, column: 1 },
        { kind: 'link', href: '/gone/a', line: 3, column: 1 },
        { kind: 'link', href: '/ping', line: 4, column: 1 },
        { kind: 'link', href: '/specification/latest', line: 5, column: 1 },
      ]),
      { ...ctx, redirects },
    );
    expect(out.map((d) => [d.code, d.line, d.message])).toEqual([
      [
        'mdx/broken-anchor',
        2,
        'Anchor `#nope` does not match a heading on `/guides/setup` (where `/specification/latest/setup#nope` redirects).',
      ],
      ['mdx/broken-link', 3, 'Link `/gone/a` redirects to `/nowhere/a`, which does not match any page or file.'],
      ['mdx/broken-link', 4, 'Link `/ping` follows redirects that never end: `/ping` → `/pong` → `/ping`.'],
      // The bare prefix of a `:slug*` source is not redirected.
      ['mdx/broken-link', 5, 'Link `/specification/latest` does not match any page or file.'],
    ]);
  });
});
