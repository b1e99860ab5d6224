// docs.json `styling.latex` (Mintlify: "Controls whether LaTeX stylesheets load"): by default
// KaTeX's stylesheet is linked only on pages with math; `true` links it on every page, `false` on none.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSite } from '@docsgen/build';
import { afterAll, describe, expect, it } from 'vitest';
import { themeFor } from '../packages/cli/src/theme-for.ts';
import { copySite } from './build-helpers.ts';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

// The KaTeX stylesheet links of the plain page and of the page with math, for a `styling.latex` value.
async function katexLinks(
  latex: boolean | undefined,
): Promise<{ plain: number; math: number; files: boolean; typeset: boolean }> {
  const root = await copySite('components');
  const config = JSON.parse(await readFile(path.join(root, 'docs.json'), 'utf8'));
  await writeFile(path.join(root, 'docs.json'), JSON.stringify({ ...config, styling: { latex } }));
  const out = await mkdtemp(path.join(tmpdir(), 'docsgen-latex-out-'));
  dirs.push(path.dirname(root), out);
  const result = await buildSite({ root, outDir: out, themeFor, cacheDir: false, force: true });
  expect(result.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
  const count = async (page: string) =>
    ((await readFile(path.join(out, page), 'utf8')).match(/<link[^>]*katex\.min\.css/g) ?? []).length;
  const files = await readFile(path.join(out, 'assets/vendor/katex/katex.min.css')).then(
    () => true,
    () => false,
  );
  const typeset = (await readFile(path.join(out, 'latex/index.html'), 'utf8')).includes('<span class="katex">');
  return { plain: await count('index.html'), math: await count('latex/index.html'), files, typeset };
}

describe('styling.latex', () => {
  it('by default links KaTeX’s stylesheet on the pages with math only', async () => {
    expect(await katexLinks(undefined)).toEqual({ plain: 0, math: 1, files: true, typeset: true });
  });

  it('true links it on every page, false on none (the math is still typeset)', async () => {
    expect(await katexLinks(true)).toEqual({ plain: 1, math: 1, files: true, typeset: true });
    expect(await katexLinks(false)).toEqual({ plain: 0, math: 0, files: false, typeset: true });
  });
});
