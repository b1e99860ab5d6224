import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite } from '@docsgen/build';
import { beforeAll, describe, expect, it } from 'vitest';
import { themeFor } from '../packages/cli/src/theme-for.ts';
import { copySite, readTree } from './build-helpers.ts';

// The basic site built once at the root and once under /docs/; the tests read the output trees.
let root: string;
let tree: Map<string, Buffer>;
let based: Map<string, Buffer>;
const text = (t: Map<string, Buffer>, path: string) => t.get(path)?.toString('utf8') ?? '';

beforeAll(async () => {
  root = await copySite('basic');
  const result = await buildSite({ root, themeFor, siteUrl: 'https://docs.example.com', cacheDir: false });
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  expect(result.ok).toBe(true);
  tree = await readTree(join(root, 'dist'));
  const other = await buildSite({
    root,
    themeFor,
    outDir: join(root, '../based'),
    base: '/docs/',
    siteUrl: 'https://example.com',
    cacheDir: false,
  });
  expect(other.ok).toBe(true);
  based = await readTree(join(root, '../based'));
});

describe('docsgen build: the files of a small site', () => {
  it('writes one index.html per route, the 404 page and the marker', () => {
    for (const path of [
      'index.html',
      'guides/install/index.html',
      'guides/advanced/index.html',
      'guides/hidden/index.html',
      '404.html',
      '.docsgen-output.json',
    ]) {
      expect(tree.has(path), path).toBe(true);
    }
    expect(text(tree, 'index.html')).toMatch(/^<!doctype html>/i);
    expect(text(tree, 'guides/install/index.html')).toContain('<title>Install');
  });

  it('writes endpoint pages for the API tab', () => {
    const endpoints = [...tree.keys()].filter(
      (p) => p.startsWith('api-reference/') || p.startsWith('plants/') || /plant/.test(p),
    );
    expect(endpoints.filter((p) => p.endsWith('index.html')).length).toBe(2);
  });

  it('writes sitemap.xml with navigable, indexable pages only, and robots.txt pointing at it', () => {
    const sitemap = text(tree, 'sitemap.xml');
    expect(sitemap).toContain('<loc>https://docs.example.com/</loc>');
    expect(sitemap).toContain('<loc>https://docs.example.com/guides/install</loc>');
    expect(sitemap).not.toContain('hidden');
    expect(text(tree, 'robots.txt')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://docs.example.com/sitemap.xml\n');
  });

  it('writes redirect pages for plain sources and _redirects for all, wildcards as splats', () => {
    const page = text(tree, 'old-install/index.html');
    expect(page).toContain('<meta http-equiv="refresh" content="0; url=/guides/install">');
    expect(page).toContain('<link rel="canonical" href="/guides/install">');
    expect(text(tree, '_redirects')).toBe('/old-install /guides/install 308\n/blog/* /guides/:splat 308\n');
    expect([...tree.keys()].some((p) => p.startsWith('blog/'))).toBe(false);
  });

  it('content-hashes client assets and links them; custom CSS is on every page', () => {
    const assets = [...tree.keys()].filter((p) => p.startsWith('assets/'));
    const css = assets.find((p) => /^assets\/theme\.[0-9a-f]{10}\.css$/.test(p));
    const js = assets.find((p) => /^assets\/theme\.[0-9a-f]{10}\.js$/.test(p));
    const custom = assets.find((p) => /^assets\/custom\/style\.[0-9a-f]{10}\.css$/.test(p));
    expect([css, js, custom].every(Boolean)).toBe(true);
    for (const page of ['index.html', 'guides/install/index.html', '404.html']) {
      expect(text(tree, page)).toContain(`href="/${css}"`);
      expect(text(tree, page)).toContain(`href="/${custom}"`);
    }
    expect(text(tree, custom!)).toContain('rebeccapurple');
    // The theme's stylesheet is minified (no comments, no indentation); custom CSS is as written.
    expect(text(tree, css!)).not.toMatch(/\/\*|\n {2}/);
  });

  it('links page-feature scripts only on pages that use them', () => {
    const mermaid = [...tree.keys()].find((p) => /^assets\/mermaid.*\.[0-9a-f]{10}\.js$/.test(p));
    expect(mermaid).toBeDefined();
    expect(text(tree, 'guides/advanced/index.html')).toContain(`/${mermaid}`);
    expect(text(tree, 'guides/install/index.html')).not.toContain('mermaid');
    // Image zoom: index.mdx has an image, guides/install none.
    const zoom = [...tree.keys()].find((p) => /^assets\/zoom-image-zoom\.[0-9a-f]{10}\.js$/.test(p));
    expect(zoom).toBeDefined();
    expect(text(tree, 'index.html')).toContain(`/${zoom}`);
    expect(text(tree, 'guides/install/index.html')).not.toContain('image-zoom');
  });

  it('keeps to the theme script what every page runs: Update filters, Prompt links, the contextual menu load where used', () => {
    const js = [...tree.keys()].find((p) => /^assets\/theme\.[0-9a-f]{10}\.js$/.test(p))!;
    const theme = text(tree, js);
    for (const own of ['dg-update-filters', 'cursor://', 'chatgpt.com']) expect(theme).not.toContain(own);
    // The contextual menu's client (its option table) is a lazy chunk of the theme script.
    const lazy = [...tree.keys()].filter((p) => /^assets\/lazy-[0-9a-f]{10}\.js$/.test(p));
    expect(lazy.some((p) => text(tree, p).includes('chatgpt.com'))).toBe(true);
  });

  it('copies static files and images, never sources, config or the cache', () => {
    expect(text(tree, 'images/logo.svg')).toContain('<svg');
    expect(text(tree, 'files.txt')).toBe('downloadable\n');
    for (const p of tree.keys()) {
      expect(p).not.toMatch(/\.mdx$|^docs\.json$|node_modules|^style\.css$/);
    }
  });

  it('writes meta tags, canonical URLs and the .md copies', () => {
    const html = text(tree, 'guides/install/index.html');
    expect(html).toContain('<link rel="canonical" href="https://docs.example.com/guides/install"');
    expect(html).toContain('<meta property="og:title" content="Install"');
    expect(html).toContain('<meta property="og:image" content="https://example.com/og.png"');
    expect(text(tree, 'guides/hidden/index.html')).toContain('<meta name="robots" content="noindex"');
    expect(text(tree, 'guides/install.md')).toContain('# Install');
    expect(text(tree, 'llms.txt')).toContain('[Install](https://docs.example.com/guides/install.md)');
    expect(text(tree, 'llms.txt')).not.toContain('Hidden page');
  });

  it('keeps a page small: the sidebar holds the current section only', () => {
    const install = text(tree, 'guides/install/index.html');
    expect(install).not.toContain('List plants');
    expect(install.length).toBeLessThan(60_000);
  });
});

describe('docsgen build --base /docs/', () => {
  it('prefixes every internal href and src with the base path', async () => {
    for (const [path, bytes] of based) {
      if (!path.endsWith('.html')) continue;
      const html = bytes.toString('utf8');
      const urls = [...html.matchAll(/\s(?:href|src|content)="(\/[^"]*)"/g)].map((m) => m[1]!);
      for (const url of urls) expect(url.startsWith('/docs/'), `${path}: ${url}`).toBe(true);
    }
    expect(text(based, 'index.html')).toContain('<link rel="canonical" href="https://example.com/docs/"');
    expect(text(based, 'sitemap.xml')).toContain('<loc>https://example.com/docs/guides/install</loc>');
    expect(text(based, 'robots.txt')).toContain('Sitemap: https://example.com/docs/sitemap.xml');
    expect(text(based, '_redirects')).toBe(
      '/docs/old-install /docs/guides/install 308\n/docs/blog/* /docs/guides/:splat 308\n',
    );
    expect(text(based, 'old-install/index.html')).toContain('url=/docs/guides/install');
    // The output files themselves do not move: the host serves the folder at /docs/.
    expect(based.has('guides/install/index.html')).toBe(true);
  });
});

describe('docsgen build without a site URL', () => {
  it('writes robots.txt without a sitemap and says why', async () => {
    const site = await copySite('basic');
    const result = await buildSite({ root: site, themeFor, cacheDir: false });
    expect(result.ok).toBe(true);
    const out = await readTree(join(site, 'dist'));
    expect(out.has('sitemap.xml')).toBe(false);
    expect(text(out, 'robots.txt')).toBe('User-agent: *\nAllow: /\n');
    expect(result.diagnostics.find((d) => d.code === 'build/no-site-url')?.hint).toContain('--site-url');
    expect(await readFile(join(site, 'docs.json'), 'utf8')).toContain('Basic');
  });
});
