import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSite } from '@docsgen/build';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { themeFor } from '../../packages/cli/src/theme-for.ts';
import { fragment, navigation } from './arbitraries.ts';
import { expectDiagnostic, fuzzRuns, fuzzSeed, hashTree } from './fuzz-helpers.ts';

// Whole builds of random sites (random navigation, random page bodies): buildSite returns a result
// for every input, writes only the output folder, leaves no staging or lock behind, and a failed
// build publishes nothing.

describe('fuzz: whole builds of random sites', () => {
  it('writes only the output folder and never throws', async () => {
    await fc.assert(
      fc.asyncProperty(navigation, fc.array(fragment, { minLength: 3, maxLength: 3 }), async (nav, bodies) => {
        const dir = await mkdtemp(join(tmpdir(), 'docsgen-fuzz-build-'));
        const root = join(dir, 'docs');
        try {
          await mkdir(join(root, 'nested'), { recursive: true });
          const config = { name: 'Fuzz', theme: 'mint', colors: { primary: '#0D9373' }, navigation: nav };
          await writeFile(join(root, 'docs.json'), JSON.stringify(config, null, 2));
          await writeFile(join(root, 'index.mdx'), bodies[0] as string);
          await writeFile(join(root, 'guide.mdx'), bodies[1] as string);
          await writeFile(join(root, 'nested/deep.mdx'), bodies[2] as string);
          const before = await hashTree(root);
          const out = join(dir, 'out');
          const result = await buildSite({ root, outDir: out, themeFor, cacheDir: false, workers: { mode: 'off' } });
          for (const d of result.diagnostics) expectDiagnostic(d);
          expect(await hashTree(root)).toBe(before);
          const beside = (await readdir(dir)).sort();
          expect(beside).toEqual(result.ok ? ['docs', 'out'] : ['docs']);
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      }),
      { seed: fuzzSeed(), numRuns: fuzzRuns(60), timeout: 60_000 },
    );
  });
});
