import { mkdir, mkdtemp, readFile, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Diagnostic } from '@docsgen/diagnostics';
import { beforeAll, describe, expect, test } from 'vitest';
import { build, describeAll, errors } from './catalogue/helpers.ts';

// Issue 17: what Mintlify's build accepts, docsgen builds, with a located warning for each quirk
// and the page rendered as Mintlify renders it. tests/sites/mintlify-accepts holds one of each.
const site = path.resolve(import.meta.dirname, 'sites/mintlify-accepts');

const at = (d: Diagnostic | undefined) =>
  d ? `${d.severity} ${d.file}:${d.line}:${d.column} ${d.jsonPath ?? ''}`.trim() : '';
const find = (ds: readonly Diagnostic[], code: string) => ds.find((d) => d.code === code);

describe('a site with every quirk Mintlify accepts builds, each quirk a located warning', () => {
  let out: string;
  let diagnostics: Diagnostic[];
  let ok: boolean;
  beforeAll(async () => {
    out = path.join(await mkdtemp(path.join(tmpdir(), 'docsgen-accepts-')), 'dist');
    const result = await build(site, { outDir: out });
    ({ diagnostics, ok } = result);
  });
  const page = (url: string) => readFile(path.join(out, url, 'index.html'), 'utf8');

  test('exit 0: no errors', () => {
    expect(errors(diagnostics), describeAll(diagnostics)).toEqual([]);
    expect(ok).toBe(true);
  });

  test('class 1: an unknown navbar link type is a plain link', async () => {
    expect(diagnostics.filter((d) => d.jsonPath?.startsWith('navbar'))).toEqual([]);
    expect(await page('')).toMatch(/href="https:\/\/example\.com\/community"[^>]*>[\s\S]{0,400}Community/);
  });

  test('class 1: tabs beside groups at the root: the tabs are read, the groups ignored, as Mintlify does', async () => {
    expect(at(find(diagnostics, 'config/mixed-children'))).toBe('warning docs.json:23:5 navigation.groups');
    const home = await page('');
    expect(home).toContain('guides/quoted');
    // The ignored group's page is still published (as Mintlify publishes every page), not in the sidebar.
    expect(home).not.toMatch(/href="\/guides\/orphan"/);
    expect(await page('guides/orphan')).toContain('Not in the navigation.');
  });

  test('class 1: a missing page and an endpoint with no spec are warnings at their entries, left out', async () => {
    expect(at(find(diagnostics, 'nav/missing-page'))).toBe(
      'warning docs.json:18:49 navigation.tabs[0].groups[0].pages[2]',
    );
    expect(at(find(diagnostics, 'nav/endpoint-no-spec'))).toBe(
      'warning docs.json:18:91 navigation.tabs[0].groups[0].pages[4]',
    );
    expect(await page('')).not.toContain('not-written-yet');
  });

  test('class 1: a listed page that is a redirect source is kept in the sidebar; the redirect takes the reader on', async () => {
    const home = await page('');
    expect(home).toMatch(/href="\/guides\/moved"[^>]*>[\s\S]{0,80}Moved/);
    const redirects = await readFile(path.join(out, '_redirects'), 'utf8');
    expect(redirects).toContain('/guides/moved /guides/quoted 308');
  });

  test('class 1: redirect sources differing only by a trailing slash: the first kept, the second a warning', async () => {
    expect(at(find(diagnostics, 'build/redirect-duplicate'))).toBe('warning docs.json:28:17 redirects[2].source');
    const redirects = (await readFile(path.join(out, '_redirects'), 'utf8')).split('\n');
    expect(redirects.filter((l) => l.startsWith('/old'))).toEqual(['/old /guides/quoted 308']);
  });

  test('class 2: a quoted value continued on an unindented line is read as js-yaml reads it; the quoted title kept exactly', async () => {
    expect(at(find(diagnostics, 'mdx/frontmatter-continuation'))).toBe('warning index.mdx:4:1');
    const home = await page('');
    expect(home).toContain('<title>Home  – Accepts</title>');
    expect(home).toContain(
      'content="A site Mintlify&#39;s build accepts: each quirk here is a warning, never an error"'.replace(
        '&#39;',
        "'",
      ),
    );
  });

  test('class 3: a missing snippet import is a warning at the import and renders nothing; the page builds', async () => {
    expect(at(find(diagnostics, 'mdx/import-not-found'))).toBe('warning index.mdx:7:21');
    const home = await page('');
    expect(home).toContain('PRESENT-SNIPPET-TEXT');
    expect(home).toContain('The rest of the page renders.');
  });
});

describe('class 4: a page that is a symlink', () => {
  // repo/.git, repo/SECURITY.md, repo/docs/{docs.json, security.mdx → ../SECURITY.md, ...}
  async function repo(pages: string[], links: Record<string, string>, git = true) {
    const top = await mkdtemp(path.join(tmpdir(), 'docsgen-links-'));
    const repoDir = path.join(top, 'repo');
    const docs = path.join(repoDir, 'docs');
    await mkdir(docs, { recursive: true });
    if (git) await mkdir(path.join(repoDir, '.git'));
    await writeFile(path.join(repoDir, '.git-config-secret'), 'SECRET-IN-DOT-FILE\n').catch(() => {});
    await writeFile(path.join(repoDir, 'SECURITY.md'), '# Security policy\n\nREPORT-TO-SECURITY-TEAM\n');
    await writeFile(path.join(top, 'OUTSIDE.md'), '# Outside\n\nOUTSIDE-THE-REPOSITORY\n');
    await writeFile(path.join(docs, 'index.mdx'), '---\ntitle: Home\n---\n\nWelcome.\n');
    const config = { theme: 'mint', name: 'Links', colors: { primary: '#0D9373' }, navigation: { pages } };
    await writeFile(path.join(docs, 'docs.json'), JSON.stringify(config, null, 2));
    for (const [name, target] of Object.entries(links)) await symlink(target, path.join(docs, name));
    return { docs, out: path.join(top, 'out') };
  }

  test('to a file elsewhere in the same repository: followed and published', async () => {
    const { docs, out } = await repo(['index', 'security'], { 'security.mdx': '../SECURITY.md' });
    const result = await build(docs, { outDir: out });
    expect(errors(result.diagnostics), describeAll(result.diagnostics)).toEqual([]);
    const html = await readFile(path.join(out, 'security', 'index.html'), 'utf8');
    expect(html).toContain('REPORT-TO-SECURITY-TEAM');
  });

  test('with no .git above, the docs root is the repository: the same link is refused', async () => {
    const { docs, out } = await repo(['index', 'security'], { 'security.mdx': '../SECURITY.md' }, false);
    const result = await build(docs, { outDir: out });
    expect(result.ok).toBe(false);
    const d = find(result.diagnostics, 'nav/page-not-readable');
    expect(at(d)).toBe('error docs.json:10:7 navigation.pages[1]');
    expect(JSON.stringify(result.diagnostics)).not.toContain('REPORT-TO-SECURITY-TEAM');
  });

  test('out of the repository: refused at the entry (catalogue row 22), never read or published', async () => {
    const { docs, out } = await repo(['index', 'outside'], { 'outside.mdx': '../../OUTSIDE.md' });
    const result = await build(docs, { outDir: out });
    expect(result.ok).toBe(false);
    expect(at(find(result.diagnostics, 'nav/page-not-readable'))).toBe('error docs.json:10:7 navigation.pages[1]');
  });

  test('to a hidden file of the repository (.git/…, dot-files): refused like one outside it', async () => {
    const { docs, out } = await repo(['index', 'cfg'], { 'cfg.mdx': '../.git-config-secret' });
    const result = await build(docs, { outDir: out });
    expect(result.ok).toBe(false);
    expect(find(result.diagnostics, 'nav/page-not-readable')?.severity).toBe('error');
  });

  test('a broken link: a warning at the entry, the page left out, the rest built', async () => {
    const { docs, out } = await repo(['index', 'gone'], { 'gone.mdx': '../NOT-THERE.md' });
    const result = await build(docs, { outDir: out });
    expect(errors(result.diagnostics), describeAll(result.diagnostics)).toEqual([]);
    expect(at(find(result.diagnostics, 'nav/page-not-readable'))).toBe('warning docs.json:10:7 navigation.pages[1]');
    await expect(readFile(path.join(out, 'gone', 'index.html'))).rejects.toThrow();
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toContain('Welcome.');
  });
});
