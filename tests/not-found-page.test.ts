import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build, MINIMAL_CONFIG, makeDocs, siteWithConfig } from './catalogue/helpers.ts';

// errors.404 of docs.json: title and description shape 404.html; unless `redirect: false` it sends
// the reader to the home page, as Mintlify's default (`redirect: true`, settings reference) does.

async function notFoundHtml(config: Record<string, unknown>, options: { base?: string; theme?: string } = {}) {
  const root = await siteWithConfig(
    { ...MINIMAL_CONFIG, ...(options.theme ? { theme: options.theme } : {}), ...config },
    { 'guide.mdx': '---\ntitle: Guide\n---\n\nText.\n' },
  );
  const result = await build(root, options.base ? { base: options.base } : {});
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return readFile(join(root, 'dist', '404.html'), 'utf8');
}

const REFRESH = /<meta http-equiv="refresh"/;

describe('404.html and errors.404', () => {
  for (const theme of ['mint', 'maple']) {
    it(`${theme}: without errors.404 the page has the theme's wording and redirects home, never indexed`, async () => {
      const html = await notFoundHtml({}, { theme });
      expect(html).toContain('Page not found');
      expect(html).toContain('The page you are looking for does not exist or has moved.');
      expect(html).toMatch(
        /^<!doctype html>\s*<html[^>]*><head><meta charset="utf-8"\/><meta http-equiv="refresh" content="0; url=\/">/i,
      );
      expect(html).toContain('<script>location.replace("/")</script>');
      expect(html.match(/<meta name="robots" content="noindex"\/>/g)).toHaveLength(1);
    });

    it(`${theme}: redirect: false is a plain 404 page (theme wording, noindex, no redirect)`, async () => {
      const html = await notFoundHtml({ errors: { '404': { redirect: false } } }, { theme });
      expect(html).toContain('The page you are looking for does not exist or has moved.');
      expect(html).not.toMatch(REFRESH);
      expect(html).not.toContain('location.replace');
      expect(html.match(/<meta name="robots" content="noindex"\/>/g)).toHaveLength(1);
    });

    it(`${theme}: a title alone keeps the default redirect`, async () => {
      const html = await notFoundHtml({ errors: { '404': { title: 'Gone' } } }, { theme });
      expect(html).toContain('<h1 class="page-title not-found-title">Gone</h1>');
      expect(html).toMatch(REFRESH);
    });

    it(`${theme}: title and Markdown description replace the wording; HTML in them is escaped`, async () => {
      const html = await notFoundHtml(
        {
          navigation: { pages: ['index', 'guide'] },
          errors: {
            '404': {
              redirect: false,
              title: 'Lost <b>in</b> space',
              description: 'Try the [guide](/guide) or **search**.\nStill `lost`? <script>alert(1)</script>',
            },
          },
        },
        { theme, base: '/docs/' },
      );
      // Preact escapes `<` and `&` in text, which is all text needs.
      expect(html).toContain('<h1 class="page-title not-found-title">Lost &lt;b>in&lt;/b> space</h1>');
      expect(html).toContain('<title>Lost &lt;b>in&lt;/b> space');
      expect(html).toContain(
        '<p class="page-description not-found-description">Try the <a href="/docs/guide">guide</a> or <strong>search</strong>. Still <code>lost</code>? &lt;script&gt;alert(1)&lt;/script&gt;</p>',
      );
      expect(html).not.toContain('<script>alert');
      expect(html).not.toContain('does not exist or has moved');
      expect(html).not.toMatch(REFRESH);
    });
  }

  it('redirect: true sends the reader home (meta refresh and location.replace), under the base path', async () => {
    const html = await notFoundHtml({ errors: { '404': { redirect: true, title: 'Gone' } } }, { base: '/docs/' });
    expect(html).toMatch(
      /^<!doctype html>\s*<html[^>]*><head><meta charset="utf-8"\/><meta http-equiv="refresh" content="0; url=\/docs\/">/i,
    );
    expect(html).toContain('<script>location.replace("/docs/")</script>');
    // Still a 404 page for readers without redirects and for hosts: title and a link home.
    expect(html).toContain('<h1 class="page-title not-found-title">Gone</h1>');
    expect(html).toContain('href="/docs/"');
  });

  it('redirect: true on a site without an index page goes to the first page, never to a missing one', async () => {
    const root = await makeDocs({
      'docs.json': JSON.stringify({
        ...MINIMAL_CONFIG,
        navigation: { pages: ['guide'] },
        errors: { '404': { redirect: true } },
      }),
      'guide.mdx': '---\ntitle: Guide\n---\n\nText.\n',
    });
    const result = await build(root);
    expect(result.ok).toBe(true);
    const html = await readFile(join(root, 'dist', '404.html'), 'utf8');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/guide">');
    expect(html).toContain('location.replace("/guide")');
  });
});
