import { describe, expect, it } from 'vitest';
import { planRedirects, redirectPage, redirectsFile } from '../src/plan-redirects.ts';

const routes = new Set(['/', '/guides/new', '/api/users']);
const plan = (redirects: Array<{ source?: string; destination?: string; permanent?: boolean }>, base = '/') =>
  planRedirects({ config: { redirects }, routes, assets: new Set(['files/a.pdf']), base });

describe('planRedirects', () => {
  it('keeps valid internal and external redirects with the base path', () => {
    const { redirects, diagnostics } = plan(
      [
        { source: '/old', destination: '/guides/new' },
        { source: 'older/', destination: '/guides/new#step-2', permanent: false },
        { source: '/gh', destination: 'https://github.com/x' },
        { source: '/pdf', destination: '/files/a.pdf' },
      ],
      '/docs/',
    );
    expect(diagnostics).toEqual([]);
    const at = (i: number) => ({ file: 'docs.json', jsonPath: `redirects[${i}].source` });
    expect(redirects).toEqual([
      { source: '/old', destination: '/docs/guides/new', status: 308, pattern: false, at: at(0) },
      { source: '/older', destination: '/docs/guides/new#step-2', status: 307, pattern: false, at: at(1) },
      { source: '/gh', destination: 'https://github.com/x', status: 308, pattern: false, at: at(2) },
      { source: '/pdf', destination: '/docs/files/a.pdf', status: 308, pattern: false, at: at(3) },
    ]);
  });
  it('skips a source with a fragment or query with a warning (it never reaches the server)', () => {
    const { redirects, diagnostics } = plan([{ source: '/guides/vars#conversation', destination: '/guides/new' }]);
    expect(redirects).toEqual([]);
    expect(diagnostics.map((d) => [d.severity, d.code, d.jsonPath])).toEqual([
      ['warning', 'build/redirect-source', 'redirects[0].source'],
    ]);
    expect(diagnostics[0]?.hint).toContain('`/guides/vars`');
  });
  it('resolves a destination `/x/index` to the page `/x`', () => {
    const { redirects, diagnostics } = plan([{ source: '/old-api', destination: '/api/users/index' }]);
    expect(diagnostics).toEqual([]);
    expect(redirects[0]?.destination).toBe('/api/users');
  });
  it('refuses unsafe destinations and sources, duplicates, and a source that is a page', () => {
    const { redirects, diagnostics } = plan([
      { source: '/a', destination: 'javascript:alert(1)' },
      { source: '/b', destination: '/\\evil.com' },
      { source: '/c', destination: '//evil.com' },
      { source: '/d?x=1', destination: '/' },
      { source: '/e', destination: '/' },
      { source: '/e', destination: '/' },
      { source: '/guides/new', destination: '/' },
      { source: '/f', destination: 'data:text/html,hi' },
    ]);
    expect(redirects.map((r) => r.source)).toEqual(['/e']);
    expect(diagnostics.map((d) => [d.code, d.jsonPath])).toEqual([
      ['build/redirect-destination', 'redirects[0].destination'],
      ['build/redirect-destination', 'redirects[1].destination'],
      ['build/redirect-destination', 'redirects[2].destination'],
      ['build/redirect-source', 'redirects[3].source'],
      ['build/redirect-duplicate', 'redirects[5].source'],
      ['build/redirect-shadowed', 'redirects[6].source'],
      ['build/redirect-destination', 'redirects[7].destination'],
    ]);
  });
  it('warns about a destination that is not a page, with a suggestion', () => {
    const { diagnostics } = plan([{ source: '/x', destination: '/guides/nwe' }]);
    expect(diagnostics[0]?.code).toBe('build/redirect-unknown-destination');
    expect(diagnostics[0]?.hint).toContain('/guides/new');
  });
  it('accepts a destination that redirects on to a page; reports chains that end nowhere or never end', () => {
    const { redirects, diagnostics } = plan([
      { source: '/a', destination: '/b' },
      { source: '/b', destination: '/api/users' },
      { source: '/legacy/:slug*', destination: '/guides/:slug*' },
      { source: '/c', destination: '/legacy/new' },
      { source: '/d', destination: '/legacy/nwe' },
      { source: '/x', destination: '/y' },
      { source: '/y', destination: '/x' },
    ]);
    expect(redirects.map((r) => r.source)).toEqual(['/a', '/b', '/legacy/:slug*', '/c', '/d', '/x', '/y']);
    expect(diagnostics.map((d) => [d.code, d.jsonPath, d.message])).toEqual([
      [
        'build/redirect-unknown-destination',
        'redirects[4].destination',
        'Redirect destination `/legacy/nwe`, which redirects to `/guides/nwe`, is not a page of this site.',
      ],
      [
        'build/redirect-loop',
        'redirects[5].destination',
        'Redirect destination `/y` leads to redirects that never end: `/x` → `/y` → `/x` → `/y`.',
      ],
      [
        'build/redirect-loop',
        'redirects[6].destination',
        'Redirect destination `/x` leads to redirects that never end: `/y` → `/x` → `/y` → `/x`.',
      ],
    ]);
    expect(diagnostics[0]?.hint).toBe('Did you mean `/guides/new`?');
  });
  it('writes wildcards to _redirects only, as Netlify/Cloudflare splats', () => {
    const { redirects } = plan(
      [
        { source: '/blog/:slug*', destination: '/guides/:slug*' },
        { source: '/old', destination: '/' },
      ],
      '/docs/',
    );
    expect(redirects[0]?.pattern).toBe(true);
    expect(redirectsFile(redirects, '/docs/')).toBe('/docs/blog/* /docs/guides/:splat 308\n/docs/old /docs/ 308\n');
  });
});

describe('redirectPage', () => {
  it('escapes the destination in the refresh, canonical and link', () => {
    const html = redirectPage('/a"><script>x</script>');
    expect(html).not.toContain('<script>');
    expect(html).toContain('http-equiv="refresh" content="0; url=/a&quot;&gt;&lt;script&gt;');
    expect(html).toContain('<link rel="canonical"');
  });
});
