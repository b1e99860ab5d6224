import { describe, expect, it } from 'vitest';
import { resolveRequest } from '../src/resolve-request.ts';

const files = new Set([
  'index.html',
  'guide/index.html',
  'guide.md',
  'assets/theme.1a2b.css',
  '404.html',
  'café/index.html',
]);
const has = (p: string) => files.has(p);

describe('resolveRequest', () => {
  it.each([
    ['/', { kind: 'file', path: 'index.html' }],
    ['/?q=1', { kind: 'file', path: 'index.html' }],
    ['/guide', { kind: 'file', path: 'guide/index.html' }],
    ['/guide#x', { kind: 'file', path: 'guide/index.html' }],
    ['/guide/index.html', { kind: 'file', path: 'guide/index.html' }],
    ['/guide.md', { kind: 'file', path: 'guide.md' }],
    ['/assets/theme.1a2b.css', { kind: 'file', path: 'assets/theme.1a2b.css' }],
    ['/caf%C3%A9', { kind: 'file', path: 'café/index.html' }],
    ['/guide/', { kind: 'redirect', location: '/guide' }],
    ['/caf%C3%A9/', { kind: 'redirect', location: '/caf%C3%A9' }],
    ['/missing', { kind: 'not-found', path: '/missing' }],
  ])('%s', (url, expected) => {
    expect(resolveRequest(url, has)).toEqual(expected);
  });

  it.each([
    '/../../etc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/..%2f..%2fetc%2fpasswd',
    '/..%5c..%5c',
    '/..\\..\\',
    '//etc/passwd',
    '/a%00.html',
    '/%E0%A4%A',
    '/%2f%2fevil.com',
    '/\\evil.com',
    '//evil.com/',
    'evil.com',
    '*',
  ])('row 70/76: %s is refused', (url) => {
    expect(resolveRequest(url, has).kind).toBe('bad');
  });

  it.each([
    '/.env',
    '/.git/config',
    '/node_modules/x/package.json',
    '/docs.json',
    '/x.mdx',
    '/openapi.yaml',
    '/a/.well-known',
  ])('row 71: %s is not found', (url) => {
    expect(resolveRequest(url, () => true).kind).toBe('not-found');
  });

  it('serves the site root `.well-known` folder (llms.txt, skills), no other dot-folder', () => {
    expect(resolveRequest('/.well-known/llms.txt', () => true)).toEqual({ kind: 'file', path: '.well-known/llms.txt' });
    expect(resolveRequest('/.well-known/.env', () => true).kind).toBe('not-found');
    expect(resolveRequest('/.well-known/../.git/config', () => true).kind).toBe('bad');
  });

  it('never produces a redirect that leaves the site', () => {
    for (const url of ['/a/', '/%2e/', '/x%2f/', '/%5c/', '/%0a/', '/%09/']) {
      const t = resolveRequest(url, () => true);
      if (t.kind === 'redirect') expect(t.location).toMatch(/^\/[^/\\]/);
    }
  });
});
