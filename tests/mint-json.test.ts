// mint.json, Mintlify's older configuration: docsgen reads it as Mintlify's own build upgrades it
// (compared here with that upgrade, from Mintlify's published packages, used as a test oracle only),
// warns with a pointer to `docsgen migrate`, and `migrate` writes the docs.json, never overwriting one.
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, upgradeMintConfig } from '@docsgen/config';
import { upgradeToDocsConfig } from '@mintlify/validation';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { run as migrate } from '../packages/cli/src/commands/migrate.ts';

const fixtures = join(import.meta.dirname, 'mint-json');
type Obj = Record<string, unknown>;
/** Mintlify's upgrade as docs.json holds it (keys with undefined values left out, as JSON writes them). */
const mintlify = (mint: Obj): unknown =>
  JSON.parse(JSON.stringify(upgradeToDocsConfig(structuredClone(mint) as Parameters<typeof upgradeToDocsConfig>[0])));

describe('mint.json upgraded as Mintlify upgrades it', () => {
  for (const file of readdirSync(fixtures).filter((f) => f.endsWith('.json'))) {
    it(file, () => {
      const mint = JSON.parse(readFileSync(join(fixtures, file), 'utf8')) as Obj;
      expect(upgradeMintConfig(mint)).toEqual(mintlify(mint));
    });
  }

  it('any navigation of groups, tabs, anchors and versions (property)', () => {
    const segment = fc.constantFrom('api', 'guides', 'v1', 'sdks', 'users', 'intro');
    const pagePath = fc.array(segment, { minLength: 1, maxLength: 3 }).map((s) => s.join('/'));
    const version = fc.option(fc.constantFrom('v1', 'v2'), { nil: undefined });
    const group = fc.letrec((tie) => ({
      group: fc.record(
        {
          group: fc.constantFrom('A', 'B', 'C'),
          pages: fc.array(fc.oneof({ weight: 4, arbitrary: pagePath }, { weight: 1, arbitrary: tie('group') }), {
            maxLength: 4,
          }),
          version,
          icon: fc.option(fc.constantFrom('book', 'code'), { nil: undefined }),
        },
        { requiredKeys: ['group', 'pages'] },
      ),
    })).group;
    const url = fc.oneof(pagePath, fc.constantFrom('https://example.com/x', 'https://github.com/acme'));
    const division = fc.record(
      {
        name: fc.constantFrom('One', 'Two', 'Three'),
        url,
        version,
        icon: fc.option(fc.constantFrom('star', 'house'), { nil: undefined }),
        openapi: fc.option(fc.constantFrom('openapi.json'), { nil: undefined }),
        isDefaultHidden: fc.option(fc.boolean(), { nil: undefined }),
      },
      { requiredKeys: ['name', 'url'] },
    );
    const versions = fc.oneof(
      fc.constant(undefined),
      fc.constant(['v2', 'v1']),
      fc.constant([{ name: 'v2', default: true }, { name: 'v1' }]),
      fc.constant([
        { name: 'v2', locale: 'en' },
        { name: 'v1', locale: 'fr' },
      ]),
    );
    const mint = fc.record(
      {
        name: fc.constant('Site'),
        navigation: fc.array(group, { maxLength: 4 }),
        tabs: fc.option(fc.array(division, { maxLength: 3 }), { nil: undefined }),
        anchors: fc.option(fc.array(division, { maxLength: 3 }), { nil: undefined }),
        versions,
        primaryTab: fc.option(fc.constant({ name: 'Home' }), { nil: undefined }),
        topAnchor: fc.option(fc.constant({ name: 'Start', icon: 'rocket' }), { nil: undefined }),
      },
      { requiredKeys: ['name', 'navigation'] },
    );
    fc.assert(
      fc.property(mint, (m) => {
        const input = JSON.parse(JSON.stringify(m)) as Obj;
        expect(upgradeMintConfig(input)).toEqual(mintlify(input));
      }),
      { numRuns: 300, seed: 21 },
    );
  });
});

function site(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'docsgen-mint-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(root, name), text);
  return root;
}
const MINT = JSON.stringify({ name: 'Old', navigation: [{ group: 'Start', pages: ['index'] }] });
const PAGE = '---\ntitle: Home\n---\n\nHello.\n';

describe('a repository with mint.json', () => {
  it('is read through the upgrade, with a warning that suggests docsgen migrate', async () => {
    const loaded = await loadConfig(site({ 'mint.json': MINT, 'index.mdx': PAGE }));
    expect(loaded.config?.name).toBe('Old');
    expect(loaded.config?.navigation).toEqual({ groups: [{ group: 'Start', pages: ['index'] }] });
    expect(loaded.files).toEqual(['mint.json']);
    const notice = loaded.diagnostics.find((d) => d.code === 'config/mint-json');
    expect(notice).toMatchObject({ severity: 'warning', file: 'mint.json', line: 1, column: 1 });
    expect(notice?.hint).toContain('docsgen migrate');
    expect(loaded.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('docs.json wins when both exist, with no warning', async () => {
    const docs = JSON.stringify({
      name: 'New',
      theme: 'mint',
      colors: { primary: '#000000' },
      navigation: { pages: ['index'] },
    });
    const loaded = await loadConfig(site({ 'mint.json': MINT, 'docs.json': docs, 'index.mdx': PAGE }));
    expect(loaded.config?.name).toBe('New');
    expect(loaded.diagnostics.map((d) => d.code)).not.toContain('config/mint-json');
  });

  it('a mint.json that is not JSON is a located error', async () => {
    const loaded = await loadConfig(site({ 'mint.json': '{ "name": ' }));
    expect(loaded.config).toBeUndefined();
    expect(loaded.diagnostics[0]).toMatchObject({ severity: 'error', file: 'mint.json' });
  });
});

describe('docsgen migrate', () => {
  afterEach(() => vi.restoreAllMocks());
  const quiet = () => {
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  };

  it('writes the upgraded docs.json, which then loads with no mint.json warning', async () => {
    const root = site({ 'mint.json': readFileSync(join(fixtures, 'tabs-anchors.json'), 'utf8'), 'index.mdx': PAGE });
    quiet();
    expect(await migrate([root])).toBe(0);
    const written = JSON.parse(readFileSync(join(root, 'docs.json'), 'utf8'));
    expect(written).toEqual(mintlify(JSON.parse(readFileSync(join(root, 'mint.json'), 'utf8'))));
    const loaded = await loadConfig(root);
    expect(loaded.diagnostics.map((d) => d.code)).not.toContain('config/mint-json');
  });

  it('never overwrites an existing docs.json, and needs a mint.json', async () => {
    const root = site({ 'mint.json': MINT, 'docs.json': '{"name":"mine"}' });
    quiet();
    expect(await migrate([root])).toBe(1);
    expect(readFileSync(join(root, 'docs.json'), 'utf8')).toBe('{"name":"mine"}');
    expect(await migrate([site({})])).toBe(1);
  });
});
