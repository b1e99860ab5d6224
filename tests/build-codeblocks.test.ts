// docs.json `styling.codeblocks` (tests/sites/codeblocks) built by the real pipeline: each value's
// Shiki themes in the HTML, a custom TextMate grammar of the repository highlighting its fences,
// bad values warned at their place in docs.json (the site still built with the default colours,
// `check` reporting the same), and a changed theme recolouring pages kept in the build cache.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSite } from '@docsgen/build';
import type { Diagnostic } from '@docsgen/diagnostics';
import { afterAll, describe, expect, it } from 'vitest';
import { checkSite } from '../packages/cli/src/commands/check.ts';
import { themeFor } from '../packages/cli/src/theme-for.ts';
import { copySite } from './build-helpers.ts';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function site(codeblocks?: unknown, text?: (json: string) => string): Promise<string> {
  const root = await copySite('codeblocks');
  dirs.push(path.dirname(root));
  if (codeblocks !== undefined || text) {
    const file = path.join(root, 'docs.json');
    const config = JSON.parse(await readFile(file, 'utf8'));
    const json = JSON.stringify({ ...config, styling: { codeblocks } }, null, 2);
    await writeFile(file, text ? text(json) : json);
  }
  return root;
}

async function build(
  root: string,
  cacheDir: string | false = false,
): Promise<{ html: string; diagnostics: Diagnostic[] }> {
  const out = await mkdtemp(path.join(tmpdir(), 'docsgen-codeblocks-out-'));
  dirs.push(out);
  const result = await buildSite({ root, outDir: out, themeFor, cacheDir, force: true });
  return { html: await readFile(path.join(out, 'index.html'), 'utf8'), diagnostics: result.diagnostics };
}

const themesOf = (html: string) => [
  ...new Set([...html.matchAll(/<pre class="shiki shiki-themes ([^"]+)"/g)].map((m) => m[1])),
];
const judged = (ds: Diagnostic[]) => ds.filter((d) => d.severity !== 'info');

describe('styling.codeblocks', () => {
  it('highlights with the light and dark themes named, and fences in a custom grammar of the repository', async () => {
    const { html, diagnostics } = await build(await site());
    expect(judged(diagnostics)).toEqual([]);
    expect(themesOf(html)).toEqual(['github-light dracula dg-code-theme']);
    // `honk` is a keyword of languages/quack.json: github-light's and Dracula's keyword colours.
    expect(html).toContain('<span style="--shiki-light:#D73A49;--shiki-dark:#FF79C6">honk</span>');
    expect(html).toContain('data-lang="quack"');
    // The frames take Dracula's background in dark mode, github-light's in light.
    expect(html).toMatch(
      /<div style="[^"]*--shiki-light-bg:#fff;--shiki-dark-bg:#282A36"[^>]* class="dg-code-block code-block dg-code-themed">/,
    );
    expect(html).toMatch(
      /<div style="[^"]*--shiki-dark-bg:#282A36"[^>]* class="dg-code-group dg-tabs dg-code-themed code-group">/,
    );
  });

  it.each([
    ['system', 'github-light github-dark'],
    ['dark', 'github-dark github-dark dg-code-theme'],
    ['nord', 'nord nord dg-code-theme'],
    [{ theme: 'vitesse-light' }, 'vitesse-light vitesse-light dg-code-theme'],
    [{ theme: { light: 'min-light', dark: 'min-dark' } }, 'min-light min-dark dg-code-theme'],
  ])('%j highlights with %s', async (codeblocks, themes) => {
    const { html, diagnostics } = await build(await site(codeblocks));
    // Without the custom language its fences are plain text, with a warning each.
    expect(judged(diagnostics).map((d) => d.code)).toEqual(['mdx/unknown-language', 'mdx/unknown-language']);
    expect(themesOf(html)).toEqual([themes]);
    expect(html.includes('dg-code-themed')).toBe(themes.endsWith('dg-code-theme'));
  });

  it('warns at an unknown theme and at each unusable grammar file, and builds with the default', async () => {
    const root = await site({
      theme: { light: 'no-such-theme', dark: 'dracula' },
      languages: {
        custom: ['../outside.json', 'languages/missing.json', 'languages/bad.json', '/languages/quack.json'],
      },
    });
    await writeFile(path.join(root, 'languages/bad.json'), '{ "name": "bad", ');
    await writeFile(path.join(path.dirname(root), 'outside.json'), '{}');
    const { html, diagnostics } = await build(root);
    // Each warning points at its value in docs.json (line and column of the value's quote).
    const lines = (await readFile(path.join(root, 'docs.json'), 'utf8')).split('\n');
    const at = (value: string) => {
      const line = lines.findIndex((l) => l.includes(`"${value}"`));
      return [line + 1, lines[line]!.indexOf(`"${value}"`) + 1];
    };
    const found = judged(diagnostics).map((d) => [d.code, d.jsonPath, d.file, d.line, d.column]);
    expect(found).toEqual([
      ['build/code-theme', 'styling.codeblocks.theme.light', 'docs.json', ...at('no-such-theme')],
      ['build/code-language', 'styling.codeblocks.languages.custom[0]', 'docs.json', ...at('../outside.json')],
      ['build/code-language', 'styling.codeblocks.languages.custom[1]', 'docs.json', ...at('languages/missing.json')],
      ['build/code-language', 'styling.codeblocks.languages.custom[2]', 'docs.json', ...at('languages/bad.json')],
    ]);
    expect(judged(diagnostics)[1]!.message).toContain('outside the repository');
    expect(judged(diagnostics)[3]!.message).toContain('not valid JSON');
    // The good grammar still applies; the bad light theme falls back to github-light.
    expect(themesOf(html)).toEqual(['github-light dracula dg-code-theme']);
    expect(html).toContain('>honk</span>');
    const checked = await checkSite(root, { cache: false });
    expect(judged(checked.diagnostics).map((d) => [d.code, d.jsonPath, d.file, d.line, d.column])).toEqual(found);
  });

  it('recolours pages kept in the build cache when the theme changes', async () => {
    const root = await site('dark');
    const cache = path.join(path.dirname(root), 'cache');
    await mkdir(cache);
    const first = await build(root, cache);
    expect(themesOf(first.html)).toEqual(['github-dark github-dark dg-code-theme']);
    const file = path.join(root, 'docs.json');
    await writeFile(file, (await readFile(file, 'utf8')).replace('"dark"', '"nord"'));
    const second = await build(root, cache);
    expect(themesOf(second.html)).toEqual(['nord nord dg-code-theme']);
    await writeFile(file, (await readFile(file, 'utf8')).replace('"nord"', '"system"'));
    expect(themesOf((await build(root, cache)).html)).toEqual(['github-light github-dark']);
  });
  it('highlights an endpoint page’s generated examples with the same themes', async () => {
    const root = await site();
    const spec = {
      openapi: '3.0.3',
      info: { title: 'Pings', version: '1' },
      paths: {
        '/ping': {
          get: {
            summary: 'Ping',
            responses: { '200': { description: 'ok', content: { 'application/json': { example: { ok: true } } } } },
          },
        },
      },
    };
    await writeFile(path.join(root, 'openapi.json'), JSON.stringify(spec));
    const file = path.join(root, 'docs.json');
    const config = JSON.parse(await readFile(file, 'utf8'));
    config.navigation = {
      groups: [
        { group: 'Docs', pages: ['index', 'diagrams'] },
        { group: 'API', openapi: '/openapi.json', pages: ['GET /ping'] },
      ],
    };
    await writeFile(file, JSON.stringify(config, null, 2));
    const out = await mkdtemp(path.join(tmpdir(), 'docsgen-codeblocks-out-'));
    dirs.push(out);
    const result = await buildSite({ root, outDir: out, themeFor, cacheDir: false, force: true });
    expect(judged(result.diagnostics)).toEqual([]);
    const endpoint = (await readdir(out, { recursive: true, encoding: 'utf8' }))
      .filter((f) => f.endsWith('index.html'))
      .map((f) => path.join(out, f));
    const pages = await Promise.all(endpoint.map((f) => readFile(f, 'utf8')));
    const ping = pages.find((html) => html.includes('Ping</h1>'));
    expect(ping).toBeDefined();
    // The request sample (cURL) and the response example, both in the site's themes.
    expect(themesOf(ping!)).toEqual(['github-light dracula dg-code-theme']);
  });
});
