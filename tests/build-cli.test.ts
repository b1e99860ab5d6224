import { spawn } from 'node:child_process';
import { access, appendFile, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleCli, copySite, readTree, repoRoot, runCli, treeChanges } from './build-helpers.ts';

// These run the bundled CLI: the worker pool needs packages/cli/dist/page-worker.mjs, and signals
// need a real child process.
beforeAll(async () => {
  await bundleCli();
});

const LOOP_PAGE = '---\ntitle: Loop\n---\n\nexport const spin = () => { while (true) {} }\n\n## Forever\n\n{spin()}\n';

async function siteWithLoop(): Promise<string> {
  const root = await copySite('basic');
  await writeFile(join(root, 'guides/loop.mdx'), LOOP_PAGE);
  return root;
}

describe('docsgen build (bundled CLI)', () => {
  it('exits 2 on a usage error', async () => {
    const { code, stderr } = await runCli(['build', '--workers', 'sometimes']);
    expect(code).toBe(2);
    expect(stderr).toContain('--workers must be auto, on or off');
  });

  it('--out creates the folders above the output; the docs root is still refused', async () => {
    const root = await copySite('basic');
    const parent = await mkdtemp(join(tmpdir(), 'dg-out-'));
    const outDir = join(parent, 'a', 'b', 'site');
    const built = await runCli(['build', root, '--out', outDir, '--no-cache', '--workers', 'off']);
    expect(built.code).toBe(0);
    expect(await readdir(outDir)).toContain('index.html');
    const refused = await runCli(['build', root, '--out', root, '--workers', 'off']);
    expect(refused.code).toBe(1);
    expect(refused.stderr + refused.stdout).toContain('build/unsafe-output');
    await rm(parent, { recursive: true, force: true });
  });

  it('a page that loops forever fails alone, located, within its time budget', async () => {
    const root = await siteWithLoop();
    const started = Date.now();
    const { code, stdout } = await runCli([
      'build',
      root,
      '--workers',
      'on',
      '--page-timeout',
      '4000',
      '--no-cache',
      '--json',
    ]);
    expect(Date.now() - started).toBeLessThan(90_000);
    expect(code).toBe(1);
    const result = JSON.parse(stdout) as {
      diagnostics: Array<{ severity: string; code: string; file?: string; line?: number }>;
    };
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    expect(errors).toEqual([expect.objectContaining({ code: 'build/page-timeout', file: 'guides/loop.mdx', line: 1 })]);
    // Nothing published: the build failed.
    await expect(access(join(root, 'dist'))).rejects.toThrow();
  });

  it('a page that exhausts its heap fails alone; the build process survives', async () => {
    const root = await copySite('basic');
    await writeFile(
      join(root, 'guides/hog.mdx'),
      '---\ntitle: Hog\n---\n\nexport const hog = () => { const a = []; while (true) a.push(new Array(1e5).fill(a.length)); }\n\n{hog()}\n',
    );
    const { code, stdout } = await runCli([
      'build',
      root,
      '--workers',
      'on',
      '--page-memory',
      '192',
      '--no-cache',
      '--json',
    ]);
    expect(code).toBe(1);
    const result = JSON.parse(stdout) as { diagnostics: Array<{ severity: string; code: string; file?: string }> };
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    expect(errors).toEqual([expect.objectContaining({ code: 'build/page-memory', file: 'guides/hog.mdx' })]);
  });

  it('SIGTERM mid-build exits 143, removes staging and leaves the old output intact', async () => {
    const root = await copySite('basic');
    expect((await runCli(['build', root, '--no-cache'])).code).toBe(0);
    const before = await readTree(join(root, 'dist'));
    await writeFile(join(root, 'guides/loop.mdx'), LOOP_PAGE);
    const child = spawn(
      process.execPath,
      [
        join(repoRoot, 'packages/cli/bin/docsgen.js'),
        'build',
        root,
        '--workers',
        'on',
        '--page-timeout',
        '120000',
        '--no-cache',
      ],
      {
        stdio: 'ignore',
      },
    );
    const exited = new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
    // Wait until the build is writing into its staging folder, then interrupt it.
    for (let i = 0; i < 600; i++) {
      const names = await readdir(root);
      if (names.some((n) => n.startsWith('dist.staging-'))) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await new Promise((r) => setTimeout(r, 1500));
    child.kill('SIGTERM');
    expect(await exited).toBe(143);
    expect(treeChanges(await readTree(join(root, 'dist')), before)).toEqual([]);
    expect((await readdir(root)).filter((n) => n.startsWith('dist'))).toEqual(['dist']);
  });

  it('builds byte-identical output from another cwd, TZ and LANG', async () => {
    const root = await copySite('basic');
    const a = join(dirname(root), 'a');
    const b = join(dirname(root), 'b');
    const first = await runCli(['build', root, '--out', a, '--no-cache', '--site-url', 'https://docs.example.com'], {
      cwd: repoRoot,
      env: { TZ: 'UTC', LANG: 'C' },
    });
    expect(first.code).toBe(0);
    const second = await runCli(
      ['build', 'docs', '--out', 'b', '--no-cache', '--workers', 'on', '--site-url', 'https://docs.example.com'],
      {
        cwd: dirname(root),
        env: { TZ: 'Pacific/Chatham', LANG: 'tr_TR.UTF-8', LC_ALL: 'tr_TR.UTF-8' },
      },
    );
    expect(second.code).toBe(0);
    const ta = await readTree(a);
    const tb = await readTree(b);
    expect([...tb.keys()]).toEqual([...ta.keys()]);
    for (const [path, bytes] of ta) expect(tb.get(path)?.equals(bytes), path).toBe(true);
  });

  it('a rebuild with no change compiles nothing; a one-page change recompiles that page only', async () => {
    const root = await copySite('basic');
    const cacheHome = await mkdtemp(join(tmpdir(), 'docsgen-cache-'));
    const compiled = async () => {
      const { code, stdout } = await runCli(['build', root, '--json'], { env: { XDG_CACHE_HOME: cacheHome } });
      expect(code).toBe(0);
      return (JSON.parse(stdout) as { compiled: number; pages: number }).compiled;
    };
    expect(await compiled()).toBe(4);
    expect(await compiled()).toBe(0);
    // Text only: a change of the components a page uses (their class names) may take a full build.
    await appendFile(join(root, 'guides/install.mdx'), '\nChanged.\n');
    expect(await compiled()).toBe(1);
    // The cache lives under $XDG_CACHE_HOME/docsgen, never in the docs tree or the output.
    const [cacheDir] = await readdir(join(cacheHome, 'docsgen'));
    expect(await readdir(join(cacheHome, 'docsgen', cacheDir!))).toContain('packs');
    expect(await readdir(root)).not.toContain('node_modules');
  });

  it('page workers keep one highlight bundle per page with code, packed, written again only when its code changes', async () => {
    const root = await copySite('basic');
    const cacheHome = await mkdtemp(join(tmpdir(), 'docsgen-cache-'));
    const fence = (code: string) => `\n\`\`\`ts\n${code}\n\`\`\`\n`;
    const install = '---\ntitle: Install\n---\n\nSteps.\n';
    await appendFile(join(root, 'index.mdx'), fence('const home = 1;'));
    await writeFile(join(root, 'guides/install.mdx'), install + fence('const install = 1;'));
    // The highlight bundles each build wrote: the keys of the index lines of the pack it made.
    const build = async () => {
      const { code } = await runCli(['build', root, '--workers', 'on'], { env: { XDG_CACHE_HOME: cacheHome } });
      expect(code).toBe(0);
      const [cacheDir] = await readdir(join(cacheHome, 'docsgen'));
      const dir = join(cacheHome, 'docsgen', cacheDir!, 'packs');
      const indexes = (await readdir(dir)).filter((f) => f.endsWith('.index')).sort();
      const lines = await Promise.all(indexes.map(async (f) => (await readFile(join(dir, f), 'utf8')).split('\n')));
      return { packs: indexes.length, bundles: lines.flat().filter((line) => line.startsWith('highlight:')) };
    };
    const keys = (lines: string[]) => lines.map((line) => line.split('\t')[0]);
    // index.mdx and guides/install.mdx have highlighted code (guides/advanced.mdx only a diagram).
    const first = await build();
    expect(first.bundles).toHaveLength(2);
    expect(new Set(keys(first.bundles)).size).toBe(2);
    // One pack (a data file and its index) for the whole build.
    expect(first.packs).toBe(1);
    await writeFile(join(root, 'guides/install.mdx'), `${install}More steps.\n${fence('const install = 1;')}`);
    expect((await build()).bundles).toEqual(first.bundles);
    await writeFile(join(root, 'guides/install.mdx'), install + fence('const install = 2;'));
    const third = await build();
    // One bundle written again, under the key one of the first two had.
    expect(third.bundles).toHaveLength(3);
    expect(keys(first.bundles)).toContain(keys(third.bundles)[2]);
  });

  it('a rebuild with no change into the same folder is up to date and writes nothing', async () => {
    const root = await copySite('basic');
    const cacheHome = await mkdtemp(join(tmpdir(), 'docsgen-cache-'));
    const env = { XDG_CACHE_HOME: cacheHome };
    expect((await runCli(['build', root], { env })).code).toBe(0);
    const before = await readTree(join(root, 'dist'));
    const again = await runCli(['build', root], { env });
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('Up to date');
    const after = await readTree(join(root, 'dist'));
    expect([...after.keys()]).toEqual([...before.keys()]);
    // A damaged output is rebuilt even though the sources did not change.
    await rm(join(root, 'dist', 'index.html'));
    const repaired = await runCli(['build', root], { env });
    expect(repaired.stdout).toContain('Built');
    expect((await readTree(join(root, 'dist'))).has('index.html')).toBe(true);
  });
});
