import { classifyChange } from '@docsgen/build';
import { describe, expect, it } from 'vitest';
import { isAllowedHost, isAllowedOrigin } from '../src/check-host.ts';
import { isIgnoredPath } from '../src/is-ignored-path.ts';

describe('isAllowedHost (bad-inputs row 72)', () => {
  it.each(['localhost', 'localhost:3000', 'a.b.localhost:1', '127.0.0.1:3000', '[::1]:3000', '[::1]'])(
    '%s allowed',
    (h) => {
      expect(isAllowedHost(h)).toBe(true);
    },
  );
  it.each([
    undefined,
    '',
    'evil.example',
    'localhost.evil',
    '127.0.0.2',
    '0.0.0.0',
    '[::2]',
    'a b',
    'localhost:99999x',
  ])('%s refused', (h) => {
    expect(isAllowedHost(h)).toBe(false);
  });
  it('the --host value is allowed, IPv6 in brackets', () => {
    expect(isAllowedHost('docs.lan:3000', ['docs.lan'])).toBe(true);
    expect(isAllowedHost('[fe80::1]:3000', ['fe80::1'])).toBe(true);
    expect(isAllowedHost('other.lan:3000', ['docs.lan'])).toBe(false);
  });
});

describe('isAllowedOrigin (bad-inputs row 73)', () => {
  it('allows no Origin and exactly the same origin', () => {
    expect(isAllowedOrigin(undefined, '127.0.0.1:3000')).toBe(true);
    expect(isAllowedOrigin('http://127.0.0.1:3000', '127.0.0.1:3000')).toBe(true);
    expect(isAllowedOrigin('http://localhost:3000', 'localhost:3000')).toBe(true);
  });
  it.each([
    'null',
    'http://evil.example',
    'http://192.168.1.5:3000',
    'http://127.0.0.1:3001',
    'https://127.0.0.1:3000',
    '',
  ])('refuses %s', (o) => {
    expect(isAllowedOrigin(o, '127.0.0.1:3000')).toBe(false);
  });
});

describe('classifyChange', () => {
  it.each([
    ['docs.json', 'config'],
    ['api/openapi.yaml', 'openapi'],
    ['openapi.json', 'openapi'],
    ['nav/part.json', 'config'],
    ['guides/intro.mdx', 'page'],
    ['README.md', 'page'],
    ['snippets/note.mdx', 'snippet'],
    ['snippets/Widget.jsx', 'snippet'],
    ['style.css', 'theme-asset'],
    ['script.js', 'theme-asset'],
    ['images/logo.png', 'static'],
  ])('%s is %s', (path, kind) => {
    expect(classifyChange(path)).toBe(kind);
  });
  it('a spec named by the config is openapi whatever its name', () => {
    expect(classifyChange('specs/api.json', { specs: new Set(['specs/api.json']) })).toBe('openapi');
  });
});

describe('isIgnoredPath', () => {
  it.each([
    ['.git/HEAD', true],
    ['a/.cache/x', true],
    ['node_modules/.cache/docsgen/x', true],
    ['dist/index.html', true],
    ['dist', true],
    ['distant/page.mdx', false],
    ['page.mdx~', true],
    ['#page.mdx#', true],
    ['guides/page.mdx', false],
    ['docs.json', false],
  ])('%s → %s', (path, ignored) => {
    expect(isIgnoredPath(path, 'dist')).toBe(ignored);
  });
});
