import { DocsConfigSchema } from '@docsgen/config';
import type { Route } from '@docsgen/navigation';
import { type CompileSettings, compileSettings } from '@docsgen/site';
import { describe, expect, it } from 'vitest';
import { pageCacheKey, pageCompileTask } from '../src/page-key.ts';

// Every compile setting set, so changing any one of them is a change the key must see.
const config = DocsConfigSchema.parse({
  theme: 'mint',
  name: 'Acme',
  colors: { primary: '#0a7c5a' },
  navigation: { pages: ['index'] },
  variables: { product: 'Acme' },
  icons: { library: 'lucide' },
  api: { playground: { display: 'simple' } },
});
const settings = compileSettings(
  config,
  { base: '/docs/', strict: true, playgroundProxy: 'https://p.example/' },
  { light: 'github-light', dark: 'github-dark' },
);
const route: Route = {
  url: '/guide',
  source: { kind: 'page', file: 'guide.mdx' },
  trail: [],
  section: { path: [] },
  title: 'Guide',
  inNavigation: true,
};
const keyOf = (s: CompileSettings, root = '/a') =>
  pageCacheKey('v1', pageCompileTask(route, 'guide.mdx', '# Guide', { root, settings: s }));

/** Another value of the same kind (a new field's value changes without a line here). */
function changed(value: unknown): unknown {
  if (typeof value === 'string') return `${value}-changed`;
  if (typeof value === 'boolean') return !value;
  if (typeof value === 'number') return value + 1;
  if (value !== null && typeof value === 'object') return { ...value, changed: true };
  return 'set';
}

describe('pageCacheKey', () => {
  it('is built from fully populated settings (a new setting must be set in this test)', () => {
    for (const [key, value] of Object.entries(settings)) expect([key, value]).not.toEqual([key, undefined]);
  });

  it('changes when any one compile setting changes', () => {
    const before = keyOf(settings);
    const keys = Object.keys(settings);
    expect(keys.length).toBeGreaterThanOrEqual(6);
    for (const key of keys) {
      const other = Object.assign({}, settings, { [key]: changed(Reflect.get(settings, key)) });
      expect([key, keyOf(other)]).not.toEqual([key, before]);
    }
  });

  it('is the same for the same settings made again, on another machine (root left out)', () => {
    const again = compileSettings(
      config,
      { base: '/docs/', strict: true, playgroundProxy: 'https://p.example/' },
      { light: 'github-light', dark: 'github-dark' },
    );
    expect(keyOf(again, '/elsewhere')).toBe(keyOf(settings));
  });
});
