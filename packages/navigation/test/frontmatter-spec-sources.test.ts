import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadSite } from '../src/index.ts';

const SPEC = (title: string, op: string) =>
  JSON.stringify({ openapi: '3.0.0', info: { title, version: '1' }, paths: { [op]: { get: { summary: title } } } });

async function repo(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'docsgen-fm-specs-'));
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
  return root;
}

const DOCS = JSON.stringify({
  theme: 'mint',
  name: 'x',
  colors: { primary: '#0D9373' },
  navigation: { pages: ['a', 'b'] },
});

// Mintlify reads every spec of the repo, so pages may name specs docs.json never declares.
describe('specs reached only through page frontmatter', () => {
  test('a spec a page names is loaded when the file exists', async () => {
    const root = await repo({
      'docs.json': DOCS,
      'a.mdx': '---\ntitle: A\nopenapi: /specs/admin.json GET /jobs\n---\n',
      'b.mdx': '---\ntitle: B\n---\n',
      'specs/admin.json': SPEC('Admin', '/jobs'),
      'specs/other.json': SPEC('Other', '/x'),
    });
    const site = await loadSite(root);
    expect([...(site.openapi?.specs.keys() ?? [])]).toEqual(['specs/admin.json']);
  });

  test('a reference naming no spec uses the one spec file of a repo whose docs.json declares none', async () => {
    const root = await repo({
      'docs.json': DOCS,
      'a.mdx': "---\ntitle: A\nopenapi: 'GET /plants'\n---\n",
      'b.mdx': '---\ntitle: B\n---\n',
      'api/openapi.json': SPEC('Plants', '/plants'),
      'data/not-a-spec.json': '{"openapi": "see docs"}',
    });
    const site = await loadSite(root);
    expect([...(site.openapi?.specs.keys() ?? [])]).toEqual(['api/openapi.json']);
  });

  // Issue 45: Mintlify's prebuild loads every spec of the repository (categorizeFilePaths).
  test('with several spec files and no name, every spec file is loaded, and no other JSON or YAML', async () => {
    const root = await repo({
      'docs.json': DOCS,
      'a.mdx': '---\ntitle: A\nopenapi: GET /plants\n---\n',
      'b.mdx': '---\ntitle: B\nopenapi: GET /trees\n---\n',
      'one.yaml': 'openapi: 3.1.0\ninfo: {title: One, version: "1"}\npaths: {}\n',
      'two.json': SPEC('Two', '/plants'),
      'api/three.json': SPEC('Three', '/trees'),
      'data/broken.json': '{"name": "not a spec", ',
      '.vale/styles/Rule.yml': 'extends: existence\nmessage: "x"\n',
      'package.json': '{"name": "docs", "version": "1.0.0"}',
    });
    const site = await loadSite(root);
    expect([...(site.openapi?.specs.keys() ?? [])].sort()).toEqual(['api/three.json', 'one.yaml', 'two.json']);
    const about = [...site.diagnostics, ...(site.openapi?.diagnostics ?? [])].map((d) => d.file);
    expect(about.filter((f) => !['api/three.json', 'one.yaml', 'two.json'].includes(f ?? ''))).toEqual([]);
  });

  // Issue 45, item 2: `openapi: ../analytics-api.json post /rpc/x` names the spec relative to the page.
  test('a spec named relative to the page is found from the page folder, then as Mintlify matches it', async () => {
    const root = await repo({
      'docs.json': DOCS,
      'a.mdx': '---\ntitle: A\nopenapi: beside/nested.json GET /n\n---\n',
      'b.mdx': '---\ntitle: B\n---\n',
      'api/analytics/rpc-x.mdx': '---\nopenapi: ../analytics-api.json GET /rpc/x\n---\n',
      'api/analytics/rpc-y.mdx': '---\nopenapi: ../../api/analytics-api.json GET /rpc/y\n---\n',
      'api/analytics-api.json': SPEC('Analytics', '/rpc/x'),
      'specs/beside/nested.json': SPEC('Nested', '/n'),
      'specs/unused.json': SPEC('Unused', '/u'),
    });
    const site = await loadSite(root);
    expect([...(site.openapi?.specs.keys() ?? [])].sort()).toEqual([
      'api/analytics-api.json',
      'specs/beside/nested.json',
    ]);
    expect(site.openapi?.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });
});
