import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { run as check } from 'docsgen/src/commands/check.ts';
import { run as routes } from 'docsgen/src/commands/routes.ts';
import { afterEach, describe, expect, test, vi } from 'vitest';

const dirs: string[] = [];
function site(docsJson: unknown, pages: string[]): string {
  const root = mkdtempSync(path.join(tmpdir(), 'docsgen-cli-'));
  dirs.push(root);
  writeFileSync(
    path.join(root, 'docs.json'),
    typeof docsJson === 'string' ? docsJson : JSON.stringify(docsJson, null, 2),
  );
  for (const p of pages) writeFileSync(path.join(root, p), `---\ntitle: Page ${p}\ndescription: x\n---\n\nText.\n`);
  return root;
}
const config = (pages: string[], extra: Record<string, unknown> = {}) => ({
  name: 'CLI',
  theme: 'mint',
  colors: { primary: '#0D9373' },
  navigation: { groups: [{ group: 'Start', pages }] },
  ...extra,
});

/** Runs a command with stdout and stderr captured. */
async function capture(fn: (args: string[]) => Promise<number>, args: string[]) {
  let stdout = '';
  let stderr = '';
  const out = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    stdout += String(chunk);
    return true;
  });
  const err = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    stderr += String(chunk);
    return true;
  });
  try {
    return { code: await fn(args), stdout, stderr };
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
}

afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('docsgen check', () => {
  test('exit 0 for a clean site', async () => {
    const r = await capture(check, [site(config(['index']), ['index.mdx'])]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('no problems');
  });

  test('exit 1 with code frames for errors', async () => {
    const r = await capture(check, [site(config(['index', '../outside']), ['index.mdx'])]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('error[nav/path-escapes-root]');
    expect(r.stdout).toMatch(/--> docs\.json:\d+:\d+ \(navigation\.groups\[0\]\.pages\[1\]\)/);
    // A missing page is a warning (issue 17: Mintlify's build warns and carries on).
    const missing = await capture(check, [site(config(['index', 'missing']), ['index.mdx'])]);
    expect(missing.code).toBe(0);
    expect(missing.stdout).toContain('warning[nav/missing-page]');
  });

  test('--strict turns warnings into errors', async () => {
    const dir = site(config(['index'], { colours: {} }), ['index.mdx']);
    expect((await capture(check, [dir])).code).toBe(0);
    const strict = await capture(check, [dir, '--strict']);
    expect(strict.code).toBe(1);
    expect(strict.stdout).toContain('error[config/unknown-key]');
  });

  test('--json prints an array of diagnostics', async () => {
    const r = await capture(check, [site('{"name": "x",}', []), '--json']);
    expect(r.code).toBe(1);
    const diagnostics = JSON.parse(r.stdout);
    expect(diagnostics).toEqual([
      expect.objectContaining({
        severity: 'error',
        code: 'config/json-syntax',
        file: 'docs.json',
        line: 1,
        column: 13,
      }),
    ]);
  });

  test('exit 2 for usage errors: unknown flag, missing folder, two folders', async () => {
    expect((await capture(check, ['--nope'])).code).toBe(2);
    expect((await capture(check, ['/nonexistent/docsgen'])).code).toBe(2);
    expect((await capture(check, ['a', 'b'])).code).toBe(2);
  });

  test('exit 1 when the folder has no docs.json', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'docsgen-cli-'));
    dirs.push(dir);
    const r = await capture(check, [dir]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('ENOENT');
  });
});

describe('docsgen routes', () => {
  test('--json prints url, source, section and title for every route', async () => {
    const dir = site(
      {
        ...config([]),
        navigation: { tabs: [{ tab: 'Guides', groups: [{ group: 'Start', pages: ['index', 'guide'] }] }] },
      },
      ['index.mdx', 'guide.mdx', 'hidden.mdx'],
    );
    const r = await capture(routes, [dir, '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual([
      { url: '/', source: 'index.mdx', section: 'Guides', title: 'Page index.mdx' },
      { url: '/guide', source: 'guide.mdx', section: 'Guides', title: 'Page guide.mdx' },
      { url: '/hidden', source: 'hidden.mdx', section: '', title: 'Page hidden.mdx' },
    ]);
  });

  test('prints a table and exits 1 when the navigation has errors', async () => {
    const r = await capture(routes, [site(config(['index', '../nope']), ['index.mdx'])]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^URL\s+SOURCE\s+SECTION\s+TITLE/);
    expect(r.stdout).toContain('1 route');
    expect(r.stderr).toContain('nav/path-escapes-root');
  });
});
