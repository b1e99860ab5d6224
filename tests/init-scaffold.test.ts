// `docsgen init` through the bundled CLI: the scaffold, its refusal to overwrite, and its build.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '..');
const cli = path.join(repoRoot, 'packages/cli/bin/docsgen.js');
const work = mkdtempSync(path.join(tmpdir(), 'docsgen-init-'));
const docsgen = (...args: string[]) => spawnSync(process.execPath, [cli, ...args], { cwd: work, encoding: 'utf8' });

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

beforeAll(() => {
  if (!existsSync(path.join(repoRoot, 'packages/cli/dist/docsgen.mjs'))) {
    spawnSync(process.execPath, ['scripts/build-cli.mjs'], { cwd: repoRoot });
  }
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('docsgen init', () => {
  const site = path.join(work, 'site');

  it('scaffolds docs.json, pages, an OpenAPI spec and the assistant rule files', () => {
    const result = docsgen('init', 'site');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Created a docs repo in site');
    const files = filesUnder(site);
    expect(files).toEqual(
      expect.arrayContaining([
        '.cursor/rules/components.mdc',
        '.cursor/rules/style-and-tone.mdc',
        '.cursor/rules/writing-standards.mdc',
        '.gitignore',
        'AGENTS.md',
        'api-reference/openapi.json',
        'docs.json',
        'guides/components.mdx',
        'index.mdx',
        'quickstart.mdx',
      ]),
    );
    const config = JSON.parse(readFileSync(path.join(site, 'docs.json'), 'utf8'));
    expect(config.navigation.tabs.map((t: { tab: string }) => t.tab)).toEqual(['Guides', 'API reference']);
    expect(JSON.stringify(config.navigation)).toContain('GET /plants/{id}');
  });

  it('writes Cursor rule files with description, globs and alwaysApply frontmatter', () => {
    const rules = path.join(site, '.cursor/rules');
    for (const name of readdirSync(rules)) {
      const text = readFileSync(path.join(rules, name), 'utf8');
      const head = /^---\n([\s\S]*?)\n---\n/.exec(text)?.[1] ?? '';
      expect(head, name).toMatch(/^description: \S.+$/m);
      expect(head, name).toMatch(/^globs:.*$/m);
      expect(head, name).toMatch(/^alwaysApply: (true|false)$/m);
    }
    const standards = readFileSync(path.join(rules, 'writing-standards.mdc'), 'utf8');
    expect(standards).toMatch(/title.+description/s);
    expect(standards).toContain('level 2');
    expect(standards).toContain('<Frame');
    expect(readFileSync(path.join(rules, 'components.mdc'), 'utf8')).toContain('<Steps>');
  });

  it('follows its own writing rules: every page has a title and description and no H1', () => {
    for (const file of filesUnder(site).filter((f) => f.endsWith('.mdx'))) {
      const text = readFileSync(path.join(site, file), 'utf8');
      expect(text, file).toMatch(/^---\ntitle: .+\ndescription: .+\n---\n/);
      expect(text, file).not.toMatch(/^# /m);
    }
  });

  it('refuses to overwrite: exit 1, names the files, writes nothing', () => {
    rmSync(path.join(site, 'quickstart.mdx'));
    const result = docsgen('init', 'site');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('nothing was written');
    expect(result.stderr).toContain(path.join('site', 'docs.json'));
    expect(result.stderr).toContain(path.join('site', '.cursor', 'rules', 'components.mdc'));
    expect(existsSync(path.join(site, 'quickstart.mdx'))).toBe(false);

    const other = path.join(work, 'other');
    mkdirSync(other);
    writeFileSync(path.join(other, 'docs.json'), '{}');
    const one = docsgen('init', 'other');
    expect(one.status).toBe(1);
    expect(one.stderr).toContain('this file already exists');
    expect(filesUnder(other)).toEqual(['docs.json']);
  });

  it('--theme names the theme in docs.json, the file otherwise as the template writes it', () => {
    const result = docsgen('init', 'linden-site', '--theme', 'linden');
    expect(result.status).toBe(0);
    const text = readFileSync(path.join(work, 'linden-site', 'docs.json'), 'utf8');
    expect(JSON.parse(text).theme).toBe('linden');
    expect(text.replace('"theme": "linden"', '"theme": "mint"')).toBe(
      readFileSync(path.join(site, 'docs.json'), 'utf8'),
    );
    expect(docsgen('init', '--help').stdout).toContain('maple, palm, willow, linden, almond, aspen, luma, sequoia');
  });

  it('--theme refuses a name that is no theme, with a suggestion, writing nothing', () => {
    const result = docsgen('init', 'bad-theme', '--theme', 'mapel');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('unknown theme `mapel`');
    expect(result.stderr).toContain('maple');
    expect(existsSync(path.join(work, 'bad-theme'))).toBe(false);
  });

  it('refuses a target that is a file', () => {
    writeFileSync(path.join(work, 'a-file'), 'x');
    const result = docsgen('init', 'a-file');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('is a file, not a folder');
  });

  it('never turns rule files or AGENTS.md into pages', () => {
    const fresh = path.join(work, 'routes');
    expect(docsgen('init', 'routes').status).toBe(0);
    const routes = JSON.parse(docsgen('routes', 'routes', '--json').stdout) as Array<{ url: string; source: string }>;
    expect(routes.length).toBeGreaterThan(5);
    expect(routes.filter((r) => /cursor|\.mdc|AGENTS/i.test(`${r.url} ${r.source}`))).toEqual([]);
    expect(existsSync(path.join(fresh, 'AGENTS.md'))).toBe(true);
  });

  it('builds with no errors and no warnings', () => {
    const fresh = path.join(work, 'build');
    expect(docsgen('init', 'build').status).toBe(0);
    const result = docsgen('build', 'build', '--json', '--no-cache');
    const report = JSON.parse(result.stdout) as {
      ok: boolean;
      diagnostics: Array<{ severity: string; code: string; message: string }>;
    };
    expect(report.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
    expect(report.ok).toBe(true);
    const out = filesUnder(path.join(fresh, 'dist'));
    expect(out).toContain('guides/components.md');
    expect(out.filter((f) => /\.cursor|\.mdc$|AGENTS/.test(f))).toEqual([]);
  });
});
