import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compilePage } from '@docsgen/mdx';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { cpuMsSince } from '../cpu-time.ts';
import { fragment } from './arbitraries.ts';
import { expectDiagnostic, fuzzRuns, fuzzSeed, hashTree } from './fuzz-helpers.ts';

// Random MDX fragments (frontmatter, JSX, expressions, imports, hostile URLs) through compilePage:
// it returns a page with diagnostics for every input, never throws, writes nothing, and the HTML
// never carries a javascript: URL. Fragments hold no loops (MDX is trusted code; hangs are the
// worker pool's job, tested in tests/catalogue/limits.test.ts).

let root: string;
beforeAll(async () => {
  root = join(await mkdtemp(join(tmpdir(), 'docsgen-fuzz-mdx-')), 'docs');
  await mkdir(join(root, 'snippets'), { recursive: true });
  await writeFile(join(root, 'docs.json'), '{"name":"Fuzz","navigation":{"pages":["page"]}}');
  await writeFile(join(root, 'snippets/s.mdx'), 'Snippet **text**.\n');
  await writeFile(join(root, 'page.mdx'), '# Page\n');
});

describe('fuzz: MDX fragments through compilePage', () => {
  it('returns diagnostics (never throws), writes nothing, emits no javascript: URL, within budget', async () => {
    await fc.assert(
      fc.asyncProperty(fragment, async (source) => {
        const before = await hashTree(root);
        const started = process.cpuUsage();
        const page = await compilePage({ root, file: 'page.mdx', source, fallbackTitle: 'Page' });
        expect(cpuMsSince(started)).toBeLessThan(10_000);
        expect(typeof page.html).toBe('string');
        expect(typeof page.title).toBe('string');
        for (const d of page.diagnostics) expectDiagnostic(d);
        // Only real attributes count: text (code blocks) shows markup escaped, so `<` starts a tag.
        expect(page.html).not.toMatch(/<[a-z][^<>]*\s(href|src)\s*=\s*"\s*javascript:/i);
        expect(await hashTree(root)).toBe(before);
      }),
      { seed: fuzzSeed(), numRuns: fuzzRuns(800), timeout: 15_000 },
    );
  });
});
