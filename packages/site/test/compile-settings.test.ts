import { DocsConfigSchema } from '@docsgen/config';
import { describe, expect, it } from 'vitest';
import { compileSettings } from '../src/compile-settings.ts';
import { siteSettings } from '../src/site-settings.ts';

/** A small docs.json setting every key a page compile reads. */
const smallConfig = DocsConfigSchema.parse({
  theme: 'mint',
  name: 'Acme',
  colors: { primary: '#0a7c5a' },
  navigation: { pages: ['index'] },
  variables: { product: 'Acme' },
  icons: { library: 'lucide' },
  api: { playground: { display: 'simple' } },
  redirects: [{ source: '/old', destination: '/new' }],
  styling: { latex: true },
  fonts: { family: 'Inter' },
  markdown: { instructions: 'Answer briefly.' },
});

const codeTheme = { light: 'github-light', dark: 'github-dark' };

describe('compileSettings', () => {
  it('reads every compile setting from docs.json and the build options, once', () => {
    const settings = compileSettings(
      smallConfig,
      { base: '/docs/', strict: true, playgroundProxy: 'https://p.example/' },
      codeTheme,
    );
    expect(settings).toEqual({
      variables: { product: 'Acme' },
      base: '/docs/',
      strict: true,
      iconLibrary: 'lucide',
      codeTheme,
      api: { playground: { display: 'simple', proxyUrl: 'https://p.example/' } },
    });
  });

  it('narrows docs.json `api` to what the API pages read, so the key hashes only that', () => {
    const config = { ...smallConfig, api: { openapi: 'openapi.yaml', params: { expanded: 'all' as const } } };
    const settings = compileSettings(config, { base: '/' }, undefined);
    expect(settings.api).toEqual({ params: { expanded: 'all' } });
    expect(compileSettings({ ...smallConfig, api: undefined }, { base: '/' }, undefined).api).toEqual({});
  });

  it('holds nothing machine-local (the docs root, cache folders): the cache key hashes it whole', () => {
    const settings = compileSettings(smallConfig, { base: '/' }, undefined);
    expect(Object.keys(settings)).not.toContain('root');
    expect(Object.keys(settings)).not.toContain('highlightCache');
    expect(settings.strict).toBe(false);
  });
});

describe('siteSettings', () => {
  it('gives the engine what it needs of docs.json besides the compile settings', () => {
    const settings = siteSettings({ config: smallConfig }, { base: '/' }, undefined);
    expect(settings.theme).toBe('mint');
    expect(settings.redirects).toEqual([{ source: '/old', destination: '/new' }]);
    expect(settings.latex).toBe(true);
    expect(settings.preloadFonts).toBe(false);
    expect(settings.agentInstructions).toContain('Answer briefly.');
    expect(settings.compile).toEqual(compileSettings(smallConfig, { base: '/' }, undefined));
    expect(settings.siteUrl).toBeUndefined();
  });

  it('holds the site URL, made once: --site-url, else docs.json canonical, without a trailing slash', () => {
    const canonical = { ...smallConfig, seo: { metatags: { canonical: 'https://docs.example.com/' } } };
    expect(siteSettings({ config: canonical }, { base: '/' }, undefined).siteUrl).toBe('https://docs.example.com');
    const given = siteSettings({ config: canonical }, { base: '/', siteUrl: 'https://acme.dev/docs/' }, undefined);
    expect(given.siteUrl).toBe('https://acme.dev/docs');
  });
});
