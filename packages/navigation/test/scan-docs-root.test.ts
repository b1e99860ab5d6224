import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { OUTPUT_MARKER, parseMintignore, redirectMatcher, scanDocsRoot } from '../src/index.ts';

const dirs: string[] = [];
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'docsgen-scan-'));
  dirs.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('scanDocsRoot', () => {
  test('leaves out dot-folders, node_modules, dist, marked output folders, outDir and .mintignore matches', async () => {
    const root = tree({
      'index.mdx': '',
      'guides/a.mdx': '',
      '.git/x.mdx': '',
      '.env': '',
      'node_modules/p/readme.mdx': '',
      'dist/index.html': '',
      [`site/${OUTPUT_MARKER}`]: '{}',
      'site/page.mdx': '',
      'custom-out/x.mdx': '',
      'drafts/wip.mdx': '',
      'notes.tmp.mdx': '',
      'keep/important.tmp.mdx': '',
      '.mintignore': '# comment\ndrafts/\n*.tmp.mdx\n!keep/important.tmp.mdx\n',
    });
    const scan = await scanDocsRoot(root, { outDir: 'custom-out' });
    expect(scan.files).toEqual(['guides/a.mdx', 'index.mdx', 'keep/important.tmp.mdx']);
    expect(scan.diagnostics).toEqual([]);
  });

  test('survives symlink loops and does not follow links out of the root', async () => {
    const outside = tree({ 'secret.mdx': 'secret' });
    const root = tree({ 'index.mdx': '', 'docs/page.mdx': '' });
    symlinkSync(root, path.join(root, 'docs', 'loop'));
    symlinkSync(path.join(root, 'docs'), path.join(root, 'alias'));
    symlinkSync(path.join(outside, 'secret.mdx'), path.join(root, 'leak.mdx'));
    symlinkSync(outside, path.join(root, 'leakdir'));
    symlinkSync(path.join(root, 'nowhere'), path.join(root, 'broken.mdx'));
    const scan = await scanDocsRoot(root);
    expect(scan.files.filter((f) => f.includes('secret') || f.startsWith('leak'))).toEqual([]);
    expect(scan.files).toContain('index.mdx');
    expect(scan.files.filter((f) => f.endsWith('page.mdx'))).toHaveLength(1);
    expect(scan.diagnostics.map((d) => [d.code, d.file]).sort()).toEqual([
      ['nav/broken-symlink', 'broken.mdx'],
      ['nav/symlink-outside-root', 'leak.mdx'],
      ['nav/symlink-outside-root', 'leakdir'],
    ]);
    expect(scan.skipped).toEqual(['broken.mdx', 'leak.mdx', 'leakdir']);
  });

  test('sorts by code point, independent of locale', async () => {
    const root = tree({ 'b.mdx': '', 'B.mdx': '', 'a.mdx': '', 'é.mdx': '', 'z.mdx': '' });
    expect((await scanDocsRoot(root)).files).toEqual(['B.mdx', 'a.mdx', 'b.mdx', 'z.mdx', 'é.mdx']);
  });
});

describe('parseMintignore', () => {
  test('gitignore-style patterns', () => {
    const ignored = parseMintignore('/only-root.mdx\n**/gen/**\nfolder/\n?.md\n');
    expect(ignored('only-root.mdx', false)).toBe(true);
    expect(ignored('sub/only-root.mdx', false)).toBe(false);
    expect(ignored('a/gen/b.mdx', false)).toBe(true);
    expect(ignored('x/folder/y.mdx', false)).toBe(true);
    expect(ignored('folder', false)).toBe(false);
    expect(ignored('a.md', false)).toBe(true);
    expect(ignored('ab.md', false)).toBe(false);
  });
});

describe('redirectMatcher', () => {
  test('exact, :param, :param* and * sources, trailing slashes ignored', () => {
    const covered = redirectMatcher(
      ['/old', '/blog/:slug', '/docs/:path*', '/legacy/*'].map((source) => ({ source, destination: '/new' })),
    );
    expect(covered('/old/')).toBe(true);
    expect(covered('old')).toBe(true);
    expect(covered('/blog/post')).toBe(true);
    expect(covered('/blog/post/deeper')).toBe(false);
    expect(covered('/docs/a/b/c')).toBe(true);
    expect(covered('/legacy/x')).toBe(true);
    expect(covered('/new')).toBe(false);
  });
});
