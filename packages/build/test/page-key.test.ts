import { DocsConfigSchema } from '@docsgen/config';
import type { Route } from '@docsgen/navigation';
import { type CompileSettings, compileSettings } from '@docsgen/site';
import { describe, expect, it } from 'vitest';
import { type OutputOptions, outputOptions } from '../src/output-options.ts';
import { type CompileSubject, compileKey, pageCacheKey, pageCompileTask } from '../src/page-key.ts';
import type { BuildOptions } from '../src/types.ts';

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
const endpoint: CompileSubject = {
  kind: 'endpoint',
  url: '/api/pets',
  spec: 'openapi.json',
  specHash: 'abc',
  method: 'get',
  path: '/pets',
};
const keyOf = (s: CompileSettings, root = '/a') =>
  pageCacheKey('v1', pageCompileTask(route, 'guide.mdx', '# Guide', { root, settings: { compile: s }, caches: {} }));

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

  it('changes when any one compile setting changes, for MDX and endpoint pages alike', () => {
    const endpointKeyOf = (s: CompileSettings) => compileKey('v1', endpoint, s);
    const before = [keyOf(settings), endpointKeyOf(settings)];
    const keys = Object.keys(settings);
    expect(keys.length).toBeGreaterThanOrEqual(6);
    for (const key of keys) {
      const other = Object.assign({}, settings, { [key]: changed(Reflect.get(settings, key)) });
      const after = [keyOf(other), endpointKeyOf(other)];
      expect([key, after[0]]).not.toEqual([key, before[0]]);
      expect([key, after[1]]).not.toEqual([key, before[1]]);
    }
  });

  it('changes with what is compiled: each field of a page or an endpoint, and the kind', () => {
    const page: CompileSubject = { kind: 'page', file: 'guide.mdx', source: '# Guide', fallbackTitle: 'Guide' };
    for (const subject of [page, endpoint]) {
      const before = compileKey('v1', subject, settings);
      for (const [field, value] of Object.entries(subject)) {
        if (field === 'kind') continue;
        const other = { ...subject, [field]: changed(value) } as CompileSubject;
        expect([field, compileKey('v1', other, settings)]).not.toEqual([field, before]);
      }
      expect(compileKey('v2', subject, settings)).not.toBe(before);
    }
    // A page and an endpoint whose fields read alike are still two keys.
    const pageLike = { kind: 'page', file: 'a', source: '', fallbackTitle: 'b' } as const;
    expect(compileKey('v1', pageLike, settings)).not.toBe(
      compileKey('v1', { ...endpoint, kind: 'endpoint' }, settings),
    );
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

// The build options that change the output: each one changes the value the fingerprint hashes, and
// the compile settings made from it change the compile key where a compile reads it.
describe('outputOptions', () => {
  const options: BuildOptions = {
    root: '/docs',
    themeFor: () => {
      throw new Error('not loaded');
    },
    base: '/docs/',
    strict: true,
    siteUrl: 'https://docs.example.com',
    playgroundProxy: 'https://p.example/',
    groups: ['staff', 'admin'],
    pageSize: { warnBytes: 10, maxBytes: 20 },
    csp: true,
  };
  // One change of the build options per field: a new field fails the type check until it has one.
  const FLIPS: Record<keyof OutputOptions, Partial<BuildOptions>> = {
    base: { base: '/v2/' },
    strict: { strict: false },
    siteUrl: { siteUrl: 'https://other.example.com' },
    playgroundProxy: { playgroundProxy: 'https://q.example/' },
    groups: { groups: ['staff'] },
    pageSize: { pageSize: { maxBytes: 30 } },
    csp: { csp: false },
  };
  const made = outputOptions(options);
  const compileKeyOf = (output: OutputOptions) =>
    keyOf(compileSettings(config, output, { light: 'github-light', dark: 'github-dark' }));

  it('is made from every output-changing build option, and normalises what means the same', () => {
    for (const [field, value] of Object.entries(made)) expect([field, value]).not.toEqual([field, undefined]);
    expect(outputOptions({ ...options, base: 'docs', groups: ['admin', 'staff'] })).toEqual(made);
  });

  it('changes with each build option that changes the output; the compile key with those a compile reads', () => {
    const read = new Set(['base', 'strict', 'playgroundProxy']);
    for (const [field, flip] of Object.entries(FLIPS)) {
      const other = outputOptions({ ...options, ...flip });
      expect([field, JSON.stringify(other)]).not.toEqual([field, JSON.stringify(made)]);
      if (read.has(field)) expect([field, compileKeyOf(other)]).not.toEqual([field, compileKeyOf(made)]);
    }
  });
});
