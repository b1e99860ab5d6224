import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { checkRoute, loadSite } from '../src/index.ts';

describe('checkRoute', () => {
  test('normalises a route inside the site', () => {
    expect(checkRoute('/guides/./intro//')).toEqual({ ok: true, slug: 'guides/intro' });
    expect(checkRoute('//a/b/../c')).toEqual({ ok: true, slug: 'a/c' });
    expect(checkRoute('/')).toEqual({ ok: true, slug: '' });
    expect(checkRoute('/cafe\u0301')).toEqual({ ok: true, slug: 'caf\u00e9' });
    expect(checkRoute('/api/llms.txt')).toEqual({ ok: true, slug: 'api/llms.txt' });
  });

  test.each([
    ['/../../x', 'escapes'],
    ['/a/../../x', 'escapes'],
    ['/javascript:alert(1)', 'scheme'],
    ['https://evil.example/x', 'scheme'],
    ['/./data:text/html,x', 'scheme'],
    ['/llms.txt', 'generated'],
    ['/LLMS-full.txt/', 'generated'],
    ['/sitemap.xml', 'generated'],
    ['/mcp-manifest.json', 'generated'],
    ['/.well-known/skills', 'generated'],
    ['/a\\b', 'characters'],
    ['/a\u0000b', 'characters'],
  ])('refuses %j (%s)', (route, reason) => {
    expect(checkRoute(route)).toMatchObject({ ok: false, reason });
  });
});

describe('routes a site generates', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'docsgen-route-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const op = (summary: string, href: string) => ({
    get: { summary, 'x-mint': { href }, responses: { 200: { description: 'ok' } } },
  });
  mkdirSync(root, { recursive: true });
  writeFileSync(
    path.join(root, 'docs.json'),
    JSON.stringify({
      theme: 'mint',
      name: 'T',
      colors: { primary: '#0a0' },
      navigation: {
        groups: [
          { group: 'G', pages: ['index'] },
          { group: 'API', openapi: 'spec.json' },
        ],
      },
    }),
  );
  writeFileSync(path.join(root, 'index.mdx'), '# Home\n');
  writeFileSync(path.join(root, 'llms.txt.mdx'), '# Not a page\n');
  writeFileSync(
    path.join(root, 'spec.json'),
    `${JSON.stringify(
      {
        openapi: '3.0.0',
        info: { title: 'A', version: '1' },
        paths: {
          '/a': op('Up', '/../../x'),
          '/b': op('Script', '/javascript:alert(1)'),
          '/c': op('Llms', '/llms.txt'),
          '/d': op('Fine', '/custom/./place/'),
        },
      },
      null,
      2,
    )}\n`,
  );

  test('an x-mint.href is checked as a route: refused ones keep their slug, with a located warning', async () => {
    const site = await loadSite(root);
    const urls = site.routes.map((r) => r.url);
    expect(urls).toEqual(['/', '/api-reference/up', '/api-reference/script', '/api-reference/llms', '/custom/place']);
    const refused = site.diagnostics.filter((d) => d.code === 'openapi/href-refused');
    expect(refused.map((d) => [d.file, d.line, d.jsonPath, d.severity])).toEqual([
      ['spec.json', 12, '#/paths/~1a/get/x-mint/href', 'warning'],
      ['spec.json', 25, '#/paths/~1b/get/x-mint/href', 'warning'],
      ['spec.json', 38, '#/paths/~1c/get/x-mint/href', 'warning'],
    ]);
    expect(refused.map((d) => d.message).join('\n')).toMatch(/climbs out[\s\S]*scheme[\s\S]*generated|writes/);
  });

  test('a page file named like a generated file is left out, with a warning at the file', async () => {
    const site = await loadSite(root);
    expect(site.routes.some((r) => r.url === '/llms.txt')).toBe(false);
    expect(site.diagnostics.find((d) => d.code === 'nav/route-refused')).toMatchObject({ file: 'llms.txt.mdx' });
  });
});
