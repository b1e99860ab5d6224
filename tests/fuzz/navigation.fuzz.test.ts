import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSite } from '@docsgen/navigation';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { cpuMsSince } from '../cpu-time.ts';
import { navigation, PAGES } from './arbitraries.ts';
import { expectDiagnostic, fuzzRuns, fuzzSeed, hashTree } from './fuzz-helpers.ts';

// Random valid and invalid docs.json navigation trees through the real loader: it returns a Site
// with diagnostics for every input, never throws, never writes, and answers within a budget.

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
        const started = process.cpuUsage();
        const site = await loadSite(root);
        expect(cpuMsSince(started)).toBeLessThan(5_000);
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
