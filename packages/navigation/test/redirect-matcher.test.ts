import { describe, expect, it } from 'vitest';
import { redirectMatcher } from '../src/redirect-matcher.ts';

const noPage = () => false;

describe('redirectMatcher', () => {
  it('matches exact sources with or without a trailing slash, on either side', () => {
    const m = redirectMatcher([
      { source: '/old', destination: '/new' },
      { source: '/dir/', destination: '/other' },
    ]);
    expect(m('/old')).toBe(true);
    expect(m('/old/')).toBe(true);
    expect(m('old')).toBe(true);
    expect(m('/dir')).toBe(true);
    expect(m('/older')).toBe(false);
    expect(m.follow('/old/', noPage)).toEqual({ kind: 'path', path: '/new', via: ['/old', '/new'] });
  });

  it('matches `:slug*` over one or more whole segments, not the bare prefix, and substitutes it', () => {
    const m = redirectMatcher([{ source: '/specification/latest/:slug*', destination: '/specification/2025/:slug*' }]);
    expect(m.follow('/specification/latest/basic/lifecycle', noPage)).toMatchObject({
      kind: 'path',
      path: '/specification/2025/basic/lifecycle',
    });
    expect(m('/specification/latest')).toBe(false);
    expect(m('/specification/latestx/a')).toBe(false);
  });

  it('matches `:param` over exactly one segment; a parameter inside a segment never matches', () => {
    const m = redirectMatcher([
      { source: '/blog/:post', destination: '/news/:post' },
      { source: '/reference/zkevm-:slug', destination: '/reference/apis' },
    ]);
    expect(m.follow('/blog/hello', noPage)).toMatchObject({ path: '/news/hello' });
    expect(m('/blog/a/b')).toBe(false);
    expect(m('/reference/zkevm-batch')).toBe(false);
  });

  it('matches `*` anywhere, across segments, and puts the capture in the destination', () => {
    const m = redirectMatcher([
      { source: '/articles/concepts-*', destination: '/collections/overview' },
      { source: '/api-reference/*', destination: '/api/*' },
    ]);
    expect(m('/articles/concepts-overview')).toBe(true);
    expect(m('/articles/concepts-')).toBe(false);
    expect(m.follow('/api-reference/chat/create', noPage)).toMatchObject({ path: '/api/chat/create' });
    expect(m('/api-reference')).toBe(false);
  });

  it('uses the first rule that matches, in order', () => {
    const m = redirectMatcher([
      { source: '/a/special', destination: '/one' },
      { source: '/a/:slug*', destination: '/two' },
    ]);
    expect(m.follow('/a/special', noPage)).toMatchObject({ path: '/one' });
    expect(m.follow('/a/other', noPage)).toMatchObject({ path: '/two' });
  });

  it('follows chains, keeps the last destination anchor and stops at a page', () => {
    const m = redirectMatcher([
      { source: '/a', destination: '/b#part' },
      { source: '/b', destination: '/c' },
      { source: '/c', destination: '/d' },
    ]);
    expect(m.follow('/a', noPage)).toEqual({ kind: 'path', path: '/d', hash: 'part', via: ['/a', '/b', '/c', '/d'] });
    // A page at `/c` is served before its redirect.
    expect(m.follow('/a', (p) => p === '/c')).toMatchObject({ path: '/c' });
  });

  it('reports loops and over-long chains instead of following them forever', () => {
    const loop = redirectMatcher([
      { source: '/docs/:slug*', destination: '/help/:slug*' },
      { source: '/help/:slug*', destination: '/docs/:slug*' },
    ]);
    expect(loop.follow('/docs/x', noPage)).toEqual({ kind: 'loop', via: ['/docs/x', '/help/x', '/docs/x'] });
    const long = redirectMatcher(
      Array.from({ length: 50 }, (_, i) => ({ source: `/p${i}`, destination: `/p${i + 1}` })),
    );
    expect(long.follow('/p0', noPage)?.kind).toBe('loop');
  });

  it('ends at external destinations and ignores sources that can never fire', () => {
    const m = redirectMatcher([
      { source: '/out', destination: 'https://example.com/x' },
      { source: '/q?x=1', destination: '/new' },
      { source: '/h#x', destination: '/new' },
    ]);
    expect(m.follow('/out', noPage)).toMatchObject({ kind: 'external', url: 'https://example.com/x' });
    expect(m('/q')).toBe(false);
    expect(m('/h')).toBe(false);
    expect(m.follow('/nothing', noPage)).toBeUndefined();
  });
});
