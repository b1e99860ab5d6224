import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build, errors, MINIMAL_CONFIG, makeDocs } from './catalogue/helpers.ts';

// docs.json `seo` in the built pages' <head>: JSON-LD structured data (optimize/seo "Structured
// data", `seo.organization`), `seo.indexing` for hidden pages, `seo.metatags` once each.

const PAGES = {
  'index.mdx': '---\ntitle: Home\n---\n\nHome.\n',
  'guides/install.mdx':
    '---\ntitle: "Install </script><script>alert(1)</script>"\ndescription: Get & run it\nkeywords: ["setup", "cli"]\n---\n\nInstall.\n',
  'guides/secret.mdx': '---\ntitle: Secret\nhidden: true\n---\n\nSecret.\n',
  'guides/quiet.mdx': '---\ntitle: Quiet\nnoindex: true\n---\n\nQuiet.\n',
  'api/get-plant.mdx': '---\ntitle: Get a plant\napi: GET /plants/{id}\n---\n\nGet.\n',
};

async function site(config: Record<string, unknown>, options: { siteUrl?: string } = {}) {
  const root = await makeDocs({
    'docs.json': JSON.stringify({
      ...MINIMAL_CONFIG,
      name: 'Acme Docs',
      description: 'Docs for Acme.',
      logo: '/logo.svg',
      navigation: {
        groups: [
          { group: 'Start', pages: ['index'] },
          { group: 'Guides', pages: ['guides/install', 'guides/secret', 'guides/quiet', 'api/get-plant'] },
        ],
      },
      ...config,
    }),
    'logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    ...PAGES,
  });
  const result = await build(root, options);
  expect(errors(result.diagnostics)).toEqual([]);
  const page = (path: string) => readFile(join(root, 'dist', path, 'index.html'), 'utf8');
  return { result, page, root };
}

function jsonLd(html: string): { '@graph': Array<Record<string, unknown>> } | undefined {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(scripts.length).toBeLessThanOrEqual(1);
  return scripts[0] ? JSON.parse(scripts[0][1]!) : undefined;
}

describe('seo in built pages', () => {
  it('JSON-LD: organization, website, page, breadcrumbs and article, with absolute ids when the site URL is known', async () => {
    const { page } = await site(
      {
        seo: {
          organization: {
            id: 'https://acme.example/#org',
            legalName: 'Acme Inc.',
            sameAs: ['https://github.com/acme', 'https://x.com/acme'],
          },
        },
      },
      { siteUrl: 'https://docs.acme.example' },
    );
    const html = await page('guides/install');
    // The title's `</script>` cannot end the element: `<` is written \u003c.
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('Install \\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e');
    const graph = jsonLd(html)!['@graph'];
    expect(graph.map((n) => n['@type'])).toEqual([
      'Organization',
      'WebSite',
      'WebPage',
      'BreadcrumbList',
      'TechArticle',
    ]);
    expect(graph[0]).toEqual({
      '@type': 'Organization',
      '@id': 'https://acme.example/#org',
      name: 'Acme Docs',
      legalName: 'Acme Inc.',
      url: 'https://docs.acme.example/',
      logo: { '@type': 'ImageObject', url: 'https://docs.acme.example/logo.svg' },
      sameAs: ['https://github.com/acme', 'https://x.com/acme'],
    });
    expect(graph[1]).toMatchObject({ '@id': 'https://docs.acme.example/#website', description: 'Docs for Acme.' });
    expect(graph[2]).toMatchObject({
      '@id': 'https://docs.acme.example/guides/install',
      description: 'Get & run it',
      isPartOf: { '@id': 'https://docs.acme.example/#website' },
    });
    expect(graph[3]).toEqual({
      '@type': 'BreadcrumbList',
      '@id': 'https://docs.acme.example/guides/install#breadcrumb',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Guides' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Install </script><script>alert(1)</script>',
          item: 'https://docs.acme.example/guides/install',
        },
      ],
    });
    expect(graph[4]).toMatchObject({
      headline: 'Install </script><script>alert(1)</script>',
      keywords: 'setup, cli',
      publisher: { '@id': 'https://acme.example/#org' },
    });
    expect(jsonLd(await page('api/get-plant'))!['@graph'][4]!['@type']).toBe('APIReference');
  });

  it('no JSON-LD on noindex and hidden pages; without a site URL ids are page fragments', async () => {
    const { page } = await site({});
    expect(jsonLd(await page('guides/quiet'))).toBeUndefined();
    expect(jsonLd(await page('guides/secret'))).toBeUndefined();
    const graph = jsonLd(await page('guides/install'))!['@graph'];
    expect(graph[0]).toEqual({ '@type': 'Organization', '@id': '#organization', name: 'Acme Docs' });
  });

  it('seo.indexing "all": a hidden page is indexed (no robots noindex, JSON-LD, in the sitemap)', async () => {
    const hidden = await site({ seo: { indexing: 'all' } }, { siteUrl: 'https://docs.acme.example' });
    const secret = await hidden.page('guides/secret');
    expect(secret).not.toContain('content="noindex"');
    expect(jsonLd(secret)).toBeDefined();
    expect(await readFile(join(hidden.root, 'dist', 'sitemap.xml'), 'utf8')).toContain('/guides/secret<');
    const navigable = await site({}, { siteUrl: 'https://docs.acme.example' });
    expect((await navigable.page('guides/secret')).match(/<meta name="robots" content="noindex"\/>/g)).toHaveLength(1);
    expect(await readFile(join(navigable.root, 'dist', 'sitemap.xml'), 'utf8')).not.toContain('/guides/secret<');
  });

  it('seo.metatags: each tag once, escaped; a bad organization field is a located warning', async () => {
    const { page, result } = await site({
      seo: {
        metatags: { 'google-site-verification': 'tok"en<x>', robots: 'noindex' },
        organization: { url: '/about', sameAs: ['https://github.com/acme', 'nope'] },
      },
    });
    const html = await page('guides/install');
    expect(html.match(/google-site-verification/g)).toHaveLength(1);
    expect(html).toContain('<meta name="google-site-verification" content="tok&quot;en&lt;x>"/>');
    expect(html.match(/name="robots"/g)).toHaveLength(1);
    const warnings = result.diagnostics.filter((d) => d.code === 'config/seo-organization');
    expect(warnings.map((d) => [d.file, d.jsonPath, d.line !== undefined])).toEqual([
      ['docs.json', 'seo.organization.url', true],
      ['docs.json', 'seo.organization.sameAs', true],
    ]);
  });
});

describe('seo.paths', () => {
  it('metatags for a folder (as Mintlify writes it: `guides`, no slash) apply under it, longer paths winning', async () => {
    const { page } = await site({
      seo: {
        metatags: { 'og:image': 'https://acme.example/all.png', author: 'Everyone' },
        paths: [
          { path: 'guides', metatags: { 'og:image': 'https://acme.example/guides.png', author: 'Guides team' } },
          { path: 'guides/install', metatags: { author: 'Install team' } },
        ],
      },
    });
    const install = await page('guides/install');
    expect(install).toContain('<meta property="og:image" content="https://acme.example/guides.png"/>');
    expect(install).toContain('<meta name="author" content="Install team"/>');
    const home = await page('');
    expect(home).toContain('<meta name="author" content="Everyone"/>');
    expect(home).not.toContain('guides.png');
    const api = await page('api/get-plant');
    expect(api).toContain('<meta property="og:image" content="https://acme.example/all.png"/>');
    expect(api).toContain('<meta name="author" content="Everyone"/>');
  });
});
