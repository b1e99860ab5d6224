// Component islands in a whole build: which pages get island code, what it weighs, and that a
// page without islands ships exactly the theme's own scripts.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildSite } from '@docsgen/build';
import { beforeAll, describe, expect, it } from 'vitest';
import { themeFor } from '../packages/cli/src/theme-for.ts';
import { copySite } from './build-helpers.ts';

let out: string;
let diagnostics: Array<{ code: string; file?: string }>;
const html = (url: string) => readFile(join(out, url === 'index' ? '' : url, 'index.html'), 'utf8');
const scripts = (page: string) => [...page.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]!);
/** The bytes of a script and every chunk it imports, transitively. */
async function closure(href: string, seen = new Set<string>()): Promise<string[]> {
  if (seen.has(href)) return [];
  seen.add(href);
  const code = await readFile(join(out, href), 'utf8');
  const nested = [...code.matchAll(/["'.]\/(lazy-[\w-]+\.js)["']/g)].map((m) => `/assets/${m[1]}`);
  return [code, ...(await Promise.all(nested.map((n) => closure(n, seen)))).flat()];
}

beforeAll(async () => {
  const root = await copySite('islands');
  out = await mkdtemp(join(tmpdir(), 'docsgen-islands-out-'));
  const result = await buildSite({ root, outDir: out, themeFor, cacheDir: false, force: true });
  diagnostics = result.diagnostics;
}, 120_000);

describe('islands in a build', () => {
  it('builds without a problem', () => {
    expect(diagnostics.filter((d) => d.code !== 'build/no-site-url')).toEqual([]);
  });

  it('gives only pages with an interactive component an island script', async () => {
    const plain = scripts(await html('plain'));
    expect(scripts(await html('index'))).toEqual(plain);
    const counter = scripts(await html('counter'));
    expect(counter.slice(0, plain.length)).toEqual(plain);
    expect(counter.slice(plain.length)).toHaveLength(1);
    expect(counter.at(-1)).toMatch(/^\/assets\/islands\.[0-9a-f]{10}\.js$/);
    expect(scripts(await html('calculator')).at(-1)).toMatch(/^\/assets\/islands\.[0-9a-f]{10}\.js$/);
    expect(await html('index')).not.toContain('<docsgen-island');
    expect(await html('index')).toContain('<p class="greeting">Hello, reader!</p>');
  });

  it('ships a small island: under 15 KB gzipped with Preact', async () => {
    const island = scripts(await html('counter')).at(-1)!;
    const files = await closure(island);
    const gzipped = files.reduce((n, code) => n + gzipSync(code).length, 0);
    console.log(`island script of /counter: ${files.length} files, ${gzipped} bytes gzipped`);
    expect(gzipped).toBeLessThan(15 * 1024);
  });

  it('a component that throws at build time is a located warning, an error under --strict', async () => {
    const root = await copySite('islands');
    await writeFile(join(root, 'snippets/boom.jsx'), "export const Boom = () => { throw new Error('no data'); };\n");
    await writeFile(
      join(root, 'plain.mdx'),
      "---\ntitle: Plain\n---\nimport { Boom } from '/snippets/boom.jsx';\n\nBefore.\n\n<Boom />\n\nAfter.\n",
    );
    const build = (strict: boolean) =>
      mkdtemp(join(tmpdir(), 'docsgen-islands-strict-')).then((dir) =>
        buildSite({ root, outDir: dir, themeFor, cacheDir: false, force: true, strict }).then((r) => ({ r, dir })),
      );
    const lax = await build(false);
    expect(lax.r.ok).toBe(true);
    expect(lax.r.diagnostics.filter((d) => d.code === 'mdx/component-failed')).toMatchObject([
      { severity: 'warning', file: 'plain.mdx', line: 8, column: 1 },
    ]);
    const page = await readFile(join(lax.dir, 'plain', 'index.html'), 'utf8');
    expect(page).toContain('<p>Before.</p>');
    expect(page).toContain('<p>After.</p>');
    const strict = await build(true);
    expect(strict.r.ok).toBe(false);
    expect(strict.r.diagnostics.filter((d) => d.code === 'mdx/component-failed')).toMatchObject([
      { severity: 'error' },
    ]);
  });
});
