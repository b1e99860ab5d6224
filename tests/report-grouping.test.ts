import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleCli, repoRoot, runCli } from './build-helpers.ts';

// tests/sites/repeated-link: one broken link (an SVG sprite) at 500 places over five pages, links
// to redirect sources whose destinations exist (exact, trailing slash, `:slug*`, `*`, a chain, an
// external destination, anchors), one redirected link whose destination is missing, and five pages
// without a description. Run through the bundled CLI as a user runs it.
const site = join(repoRoot, 'tests/sites/repeated-link');
let work: string;

beforeAll(async () => {
  await bundleCli();
  work = await mkdtemp(join(tmpdir(), 'docsgen-grouping-'));
}, 120_000);
afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

interface JsonDiagnostic {
  code: string;
  message: string;
  file?: string;
  line?: number;
}

describe('grouped reports', () => {
  it('check: one grouped warning for the repeated link, none for the covered links, under 60 lines', async () => {
    const { code, stdout } = await runCli(['check', site]);
    expect(code).toBe(0);
    expect(stdout.split('\n').length).toBeLessThan(60);
    expect(stdout.match(/^warning\[mdx\/broken-link\]: Link `\/icons\/sprite\.svg#icon`/gm)).toHaveLength(1);
    expect(stdout).toContain('and 499 more places:');
    // Only the link whose redirect ends at a missing page is reported among the redirected ones.
    expect(stdout.match(/^warning\[mdx\/broken-link\]/gm)).toHaveLength(2);
    expect(stdout).toContain('Link `/gone/page` redirects to `/nowhere/page`, which does not match any page or file.');
    expect(stdout).not.toMatch(/redirect-unknown-destination|broken-anchor/);
    expect(stdout).toContain('── Authoring conventions');
    expect(stdout).toContain('506 warnings (3 distinct problems):');
  });

  it('check --json lists every place', async () => {
    const { code, stdout } = await runCli(['check', site, '--json']);
    expect(code).toBe(0);
    const all = JSON.parse(stdout) as JsonDiagnostic[];
    const sprite = all.filter((d) => d.message.includes('/icons/sprite.svg'));
    expect(sprite).toHaveLength(500);
    expect(new Set(sprite.map((d) => `${d.file}:${d.line}`)).size).toBe(500);
    expect(all.filter((d) => d.code === 'mdx/broken-link')).toHaveLength(501);
  });

  it('exit codes and --strict are unchanged', async () => {
    expect((await runCli(['check', site, '--strict'])).code).toBe(1);
    const strict = await runCli(['check', site, '--strict', '--json']);
    expect(strict.code).toBe(1);
    expect((JSON.parse(strict.stdout) as Array<{ severity: string }>).every((d) => d.severity === 'error')).toBe(true);
  });

  it('authoring lints turn off per code, by flag or in docs.json', async () => {
    const flag = await runCli(['check', site, '--no-lint', 'authoring/description']);
    expect(flag.code).toBe(0);
    expect(flag.stdout).not.toContain('authoring/description');
    expect(flag.stdout).not.toContain('── Authoring conventions');
    const bad = await runCli(['check', site, '--no-lint', 'mdx/broken-link']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--no-lint takes authoring/title');

    const root = join(work, 'lints-off');
    await cp(site, root, { recursive: true });
    const config = JSON.parse(await readFile(join(root, 'docs.json'), 'utf8'));
    config.docsgen = { lints: { 'authoring/description': false } };
    await writeFile(join(root, 'docs.json'), JSON.stringify(config, null, 2));
    const off = await runCli(['check', root, '--json']);
    const codes = (JSON.parse(off.stdout) as JsonDiagnostic[]).map((d) => d.code);
    expect(codes).not.toContain('authoring/description');
    expect(codes).not.toContain('config/unknown-key');
  });

  it('build: warnings grouped within a screen, --verbose lists every place, --json keeps them all', async () => {
    const out = join(work, 'out');
    const built = await runCli(['build', site, '--out', out, '--no-cache', '--workers', 'off']);
    expect(built.code).toBe(0);
    expect(built.stderr.split('\n').length).toBeLessThan(50);
    expect(built.stderr).toContain('… 496 more (`docsgen build --verbose` lists every place)');
    const verbose = await runCli(['build', site, '--out', out, '--no-cache', '--workers', 'off', '--verbose']);
    expect(verbose.stderr).toContain('and 499 more places:');
    expect(verbose.stderr).toContain('guides/icons-5.mdx:106:11');
    const json = await runCli(['build', site, '--out', out, '--no-cache', '--workers', 'off', '--json']);
    const result = JSON.parse(json.stdout) as { diagnostics: JsonDiagnostic[]; exitCode: number };
    expect(result.exitCode).toBe(0);
    expect(result.diagnostics.filter((d) => d.message.includes('/icons/sprite.svg'))).toHaveLength(500);
  }, 120_000);
});
