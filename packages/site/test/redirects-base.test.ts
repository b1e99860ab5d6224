import { describe, expect, it } from 'vitest';
import { planRedirects, redirectsFile } from '../src/plan-redirects.ts';

// A site served under a path writes its redirects with that path, as readers see the URLs:
// Mintlify strips a leading base path, so `/docs/old` on a site at `/docs` is the site's `/old`.
describe('planRedirects under a base path', () => {
  const routes = new Set(['/', '/guides/new', '/docs/internals']);
  const plan = (redirects: Array<{ source: string; destination: string }>, base = '/docs/') =>
    planRedirects({ config: { redirects }, routes, assets: new Set(['files/a.pdf']), base });

  it('does not prefix again a source or destination already under the base', () => {
    const { redirects, diagnostics } = plan([
      { source: '/docs/old', destination: '/docs/guides/new' },
      { source: '/docs/beta/:slug*', destination: '/docs/guides/:slug*' },
      { source: '/docs/gone', destination: '/docs' },
      { source: '/docs/file', destination: '/docs/files/a.pdf#p2' },
      { source: '/docs/chain', destination: '/docs/old' },
      { source: '/plain', destination: '/guides/new' },
    ]);
    expect(diagnostics).toEqual([]);
    expect(redirects.map((r) => [r.source, r.destination])).toEqual([
      ['/old', '/docs/guides/new'],
      ['/beta/:slug*', '/docs/guides/:slug*'],
      ['/gone', '/docs/'],
      ['/file', '/docs/files/a.pdf#p2'],
      ['/chain', '/docs/old'],
      ['/plain', '/docs/guides/new'],
    ]);
    expect(redirectsFile(redirects, '/docs/')).toContain('/docs/old /docs/guides/new 308');
    expect(redirectsFile(redirects, '/docs/')).not.toContain('/docs/docs/');
  });

  it('keeps a page whose own path starts like the base, and leaves the root site alone', () => {
    const under = plan([{ source: '/docs/x', destination: '/docs/internals' }]);
    expect(under.redirects.map((r) => r.destination)).toEqual(['/docs/docs/internals']);
    const root = plan([{ source: '/docs/x', destination: '/docs/internals' }], '/');
    expect(root.diagnostics).toEqual([]);
    expect(root.redirects.map((r) => [r.source, r.destination])).toEqual([['/docs/x', '/docs/internals']]);
  });
});
