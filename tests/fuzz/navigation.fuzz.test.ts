import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSite } from '@docsgen/navigation';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectDiagnostic, fuzzRuns, fuzzSeed, hashTree } from './fuzz-helpers.ts';

// Random valid and invalid docs.json navigation trees through the real loader: it returns a Site
// with diagnostics for every input, never throws, never writes, and answers within a budget.

const PAGES = ['index', 'guide', 'nested/deep', 'api/openapi.yaml'];
const pageRef = fc.oneof(
  fc.constantFrom(
    'index',
    'guide',
    'guide.mdx',
    'nested/deep',
    'missing',
    '../outside',
    '/etc/passwd',
    'C:\\x',
    'a\u0000b',
    'GET /pets',
    'POST /nope',
    'webhook ping',
    'Guide',
    '',
    'nested/',
    '🚀 page',
  ),
  fc.string({ maxLength: 12 }),
);
const label = fc.oneof(
  fc.constantFrom('Start', '', 'v1', 'en', 'fr', '../x', '<script>', 'a/b'),
  fc.string({ maxLength: 8 }),
);
const junk = fc.oneof(
  fc.constant(null),
  fc.integer(),
  fc.boolean(),
  fc.constant({}),
  fc.constant([]),
  fc.string({ maxLength: 5 }),
);
const DIVISIONS = ['tab', 'anchor', 'dropdown', 'version', 'language', 'product', 'group'] as const;
const LISTS = ['tabs', 'anchors', 'dropdowns', 'versions', 'languages', 'products', 'groups', 'pages'] as const;

const { node } = fc.letrec<{ node: unknown; entry: unknown }>((tie) => ({
  entry: fc.oneof({ depthSize: 'small', withCrossShrink: true }, pageRef, tie('node'), junk),
  node: fc
    .record(
      {
        kind: fc.constantFrom(...DIVISIONS),
        name: label,
        list: fc.constantFrom(...LISTS),
        children: fc.array(tie('entry'), { maxLength: 4 }),
        extraKey: fc.option(
          fc.constantFrom('openapi', 'hidden', 'icon', 'href', 'expanded', 'root', 'default', '__proto__', 'grups'),
          {
            nil: undefined,
          },
        ),
        extraValue: fc.oneof(junk, fc.constantFrom('api/openapi.yaml', 'https://x.dev', 'javascript:alert(1)', 'book')),
      },
      { requiredKeys: ['kind', 'name', 'list', 'children'] },
    )
    .map(({ kind, name, list, children, extraKey, extraValue }) => {
      const obj: Record<string, unknown> = { [kind]: name, [list]: children };
      if (extraKey !== undefined) Object.defineProperty(obj, extraKey, { value: extraValue, enumerable: true });
      return obj;
    }),
}));

const navigation = fc.oneof(
  node,
  fc.record({ pages: fc.array(pageRef, { maxLength: 6 }) }),
  fc.dictionary(fc.constantFrom(...LISTS, 'global', 'grups'), fc.array(node, { maxLength: 3 }), { maxKeys: 2 }),
  junk,
);

let root: string;
beforeAll(async () => {
  root = join(await mkdtemp(join(tmpdir(), 'docsgen-fuzz-nav-')), 'docs');
  const { mkdir } = await import('node:fs/promises');
  await mkdir(join(root, 'nested'), { recursive: true });
  await mkdir(join(root, 'api'));
  for (const p of PAGES.filter((x) => !x.endsWith('.yaml'))) await writeFile(join(root, `${p}.mdx`), `# ${p}\n`);
  await writeFile(
    join(root, 'api/openapi.yaml'),
    'openapi: 3.0.3\ninfo: { title: P, version: "1" }\npaths:\n  /pets:\n    get:\n      responses: { "200": { description: OK } }\n',
  );
});

describe('fuzz: docs.json navigation through loadSite', () => {
  it('returns diagnostics (never throws), writes nothing and stays within budget', async () => {
    await fc.assert(
      fc.asyncProperty(navigation, fc.boolean(), async (nav, pretty) => {
        const config = { name: 'Fuzz', theme: 'mint', colors: { primary: '#0D9373' }, navigation: nav };
        await writeFile(join(root, 'docs.json'), JSON.stringify(config, null, pretty ? 2 : 0));
        const before = await hashTree(root);
        const started = Date.now();
        const site = await loadSite(root);
        expect(Date.now() - started).toBeLessThan(5_000);
        for (const d of site.diagnostics) expectDiagnostic(d);
        for (const route of site.routes) {
          expect(route.url.startsWith('/')).toBe(true);
          if (route.source.kind === 'page') expect(route.source.file).not.toMatch(/^\/|(^|\/)\.\.(\/|$)|\0/);
        }
        expect(await hashTree(root)).toBe(before);
        expect(Object.prototype).not.toHaveProperty('polluted');
      }),
      { seed: fuzzSeed(), numRuns: fuzzRuns(800), timeout: 10_000 },
    );
  });
});
