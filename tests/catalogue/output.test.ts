import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { homedir, constants as osConstants } from 'node:os';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleCli, readTree, repoRoot, runCli, treeChanges } from '../build-helpers.ts';
import { build, describeAll, errors, MINIMAL_CONFIG, siteWithConfig } from './helpers.ts';

// Catalogue rows 61–68 (output safety, "nothing lost"): the bundled CLI as a child process, for
// exit codes, signals and real file-system faults. Row 69 is in determinism.test.ts.

const FM = '---\ntitle: T\n---\n\n';
const HANG = `${FM}export const spin = (() => { for (;;) {} })();\n\nNever.\n`;

beforeAll(async () => {
  await bundleCli();
}, 300_000);

function site(extra: Record<string, string> = {}, pages = ['index', 'ok']) {
  return siteWithConfig({ ...MINIMAL_CONFIG, navigation: { pages } }, { 'ok.mdx': `${FM}Fine.\n`, ...extra });
}

/** Entries beside `out` that belong to docsgen (`site`, `site.staging-…`, `site.docsgen-lock`…). */
async function besideOut(out: string): Promise<string[]> {
  const base = out.split('/').pop() as string;
  return (await readdir(dirname(out))).filter((n) => n === base || n.startsWith(`${base}.`)).sort();
}

interface Running {
  child: ChildProcess;
  done: Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>;
}

function startCli(args: string[]): Running {
  const child = spawn(process.execPath, [join(repoRoot, 'packages/cli/bin/docsgen.js'), ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (b: Buffer) => {
    stderr += b.toString('utf8');
  });
  child.stdout?.resume();
  const done = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>((resolve) => {
    child.on('exit', (code, signal) => resolve({ code, signal, stderr }));
  });
  return { child, done };
}

/** The exit status a shell reports for a child: its code, or 128 + the number of the signal that ended it. */
function shellStatus(ended: { code: number | null; signal: NodeJS.Signals | null }): number | null {
  if (ended.signal) return 128 + osConstants.signals[ended.signal];
  return ended.code;
}

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A built site in `out`, then `bad.mdx` (hanging) added to the navigation: the next build blocks in a worker. */
async function builtThenHanging(): Promise<{ root: string; out: string; before: Map<string, Buffer> }> {
  const root = await site({}, ['index', 'ok']);
  const out = join(dirname(root), 'site');
  expect((await runCli(['build', root, '--out', out, '--no-cache'])).code).toBe(0);
  const before = await readTree(out);
  // Every page on disk is built, so the hanging page only appears after the first build.
  await writeFile(join(root, 'bad.mdx'), HANG);
  await writeFile(
    join(root, 'docs.json'),
    JSON.stringify({ ...MINIMAL_CONFIG, navigation: { pages: ['index', 'ok', 'bad'] } }),
  );
  return { root, out, before };
}

const hangingArgs = (root: string, out: string) => [
  'build',
  root,
  '--out',
  out,
  '--no-cache',
  '--workers',
  'on',
  '--page-timeout',
  '120000',
];

describe('catalogue: output safety (rows 61–68)', () => {
  it('row 61: the docs root, ., .., /, $HOME, an ancestor, or a folder holding docs.json → refused before any write', async () => {
    const root = await site();
    const parent = dirname(root);
    const other = join(parent, 'other-docs');
    await mkdir(other);
    await writeFile(join(other, 'docs.json'), '{}');
    const before = await readTree(parent);
    const cases: Array<[string, string]> = [
      [root, parent],
      ['.', root],
      ['..', root],
      ['/', parent],
      [homedir(), parent],
      [dirname(parent), parent],
      [other, parent],
    ];
    for (const [out, cwd] of cases) {
      const res = await runCli(['build', root, '--out', out, '--no-cache', '--force'], { cwd });
      expect(res.code, `${out}: ${res.stderr}`).toBe(1);
      expect(res.stderr).toMatch(/output/i);
    }
    expect(treeChanges(await readTree(parent), before)).toEqual([]);
  });

  it('row 62: a non-empty output folder without the docsgen marker → refused unless --force; contents untouched', async () => {
    const root = await site();
    const out = join(dirname(root), 'public');
    await mkdir(out);
    await writeFile(join(out, 'precious.txt'), 'keep me');
    const res = await runCli(['build', root, '--out', out, '--no-cache']);
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('--force');
    expect(await readdir(out)).toEqual(['precious.txt']);
    expect(await readFile(join(out, 'precious.txt'), 'utf8')).toBe('keep me');
  });

  it('row 63: an output folder that is a symlink or a regular file → refused, target untouched', async () => {
    const root = await site();
    const target = join(dirname(root), 'target');
    await mkdir(target);
    await writeFile(join(target, 'keep.txt'), 'keep');
    const link = join(dirname(root), 'link');
    await symlink(target, link);
    const r1 = await runCli(['build', root, '--out', link, '--no-cache', '--force']);
    expect(r1.code).toBe(1);
    expect(await readdir(target)).toEqual(['keep.txt']);
    const file = join(dirname(root), 'file.txt');
    await writeFile(file, 'a file');
    const r2 = await runCli(['build', root, '--out', file, '--no-cache', '--force']);
    expect(r2.code).toBe(1);
    expect(await readFile(file, 'utf8')).toBe('a file');
  });

  it('row 64: an output folder inside the docs root is never scanned as content', async () => {
    const root = await site();
    const out = join(root, '_site');
    expect((await build(root, { outDir: out })).ok).toBe(true);
    // The built output holds .md copies and HTML: a second build must not see them as pages or assets.
    const second = await build(root, { outDir: out });
    expect(errors(second.diagnostics), describeAll(second.diagnostics)).toEqual([]);
    expect(second.files.some((f) => f.startsWith('_site/'))).toBe(false);
    // Nor the lock of a build running into it (seen by `docsgen dev` on the same root): it would
    // be copied as a static file and vanish mid-copy when that build ends.
    await writeFile(join(root, '_site.docsgen-lock'), 'docsgen-lock 4242\n');
    await writeFile(join(root, 'notes.lock'), 'a user file that happens to end in .lock\n');
    const third = await build(root, { outDir: join(dirname(root), 'elsewhere') });
    expect(errors(third.diagnostics), describeAll(third.diagnostics)).toEqual([]);
    expect(third.files).not.toContain('_site.docsgen-lock');
    expect(third.files).toContain('notes.lock');
  });

  it('row 65: an output whose parent is a file (ENOTDIR) → exit 1 with a clear message, nothing written', async () => {
    const root = await site();
    const blocker = join(dirname(root), 'blocker');
    await writeFile(blocker, 'I am a file');
    const res = await runCli(['build', root, '--out', join(blocker, 'site'), '--no-cache']);
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(/ENOTDIR|not a (folder|directory)/i);
    expect(res.stderr).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
    expect(await readFile(blocker, 'utf8')).toBe('I am a file');
  });

  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    it(`row 66: ${signal} during a build → exit ${code}, staging removed, previous output byte-identical`, async () => {
      const { root, out, before } = await builtThenHanging();
      const run = startCli(hangingArgs(root, out));
      await waitFor(async () => (await besideOut(out)).some((n) => n.includes('.staging-')));
      await new Promise((r) => setTimeout(r, 300));
      run.child.kill(signal);
      const res = await run.done;
      expect(res.code, res.stderr).toBe(code);
      expect(res.stderr).toMatch(/interrupted/);
      expect(treeChanges(await readTree(out), before)).toEqual([]);
      expect(await besideOut(out)).toEqual(['site']);
    });
  }

  it('row 66: a second Ctrl-C force-exits at once', async () => {
    const { root, out } = await builtThenHanging();
    const run = startCli(hangingArgs(root, out));
    await waitFor(async () => (await besideOut(out)).some((n) => n.includes('.staging-')));
    run.child.kill('SIGINT');
    run.child.kill('SIGINT');
    const started = Date.now();
    const res = await run.done;
    // A second signal the process sees is raised again with its default action (stop-signals.ts):
    // the process ends killed by SIGINT, which a shell reports as 130; when the two arrive as one,
    // or the clean-up ends first, it exits with 130 itself. Either way the status is 130.
    expect(shellStatus(res), res.stderr).toBe(130);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('row 67: kill -9 mid-build, then rebuild → the stale staging folder and lock are removed, the build succeeds', async () => {
    const { root, out } = await builtThenHanging();
    const run = startCli(hangingArgs(root, out));
    await waitFor(async () => (await besideOut(out)).some((n) => n.includes('.staging-')));
    run.child.kill('SIGKILL');
    await run.done;
    const left = await besideOut(out);
    expect(left.some((n) => n.includes('.staging-'))).toBe(true);
    await writeFile(join(root, 'bad.mdx'), `${FM}Fixed.\n`);
    const res = await runCli(['build', root, '--out', out, '--no-cache']);
    expect(res.code, res.stderr).toBe(0);
    expect(await besideOut(out)).toEqual(['site']);
    expect(existsSync(join(out, 'bad', 'index.html'))).toBe(true);
  });

  it('row 68: two builds into one folder → the second fails fast with a clear lock message', async () => {
    const { root, out, before } = await builtThenHanging();
    const first = startCli(hangingArgs(root, out));
    await waitFor(async () => (await besideOut(out)).includes('site.docsgen-lock'));
    const started = Date.now();
    const second = await runCli(['build', root, '--out', out, '--no-cache']);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(second.code).toBe(1);
    expect(second.stderr).toMatch(/Another docsgen build \(pid \d+\)/);
    first.child.kill('SIGINT');
    // What a shell reports: 130 whether the clean-up finished (exit 130) or outlasted the grace
    // period on a loaded machine and the process ended by the signal itself (128 + SIGINT).
    expect(shellStatus(await first.done)).toBe(130);
    expect(treeChanges(await readTree(out), before)).toEqual([]);
  });
  it('row 65: a write failure mid-build (file size limit → EFBIG) → exit 1, clear message, staging removed, old output intact', async () => {
    const root = await site({ 'big.mdx': `${FM}${'Some words in a paragraph. '.repeat(40_000)}\n` }, ['index', 'ok']);
    const out = join(dirname(root), 'site');
    expect((await runCli(['build', root, '--out', out, '--no-cache'])).code).toBe(0);
    const before = await readTree(out);
    await writeFile(
      join(root, 'docs.json'),
      JSON.stringify({ ...MINIMAL_CONFIG, navigation: { pages: ['index', 'ok', 'big'] } }),
    );
    // RLIMIT_FSIZE makes any write past 256 KB fail with EFBIG (Node ignores SIGXFSZ): a real
    // write error in the middle of the build, without privileges.
    const cli = join(repoRoot, 'packages/cli/bin/docsgen.js');
    const res = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = spawn('sh', [
        '-c',
        `ulimit -f 512; exec "${process.execPath}" "${cli}" build "${root}" --out "${out}" --no-cache`,
      ]);
      let stderr = '';
      child.stderr.on('data', (b: Buffer) => {
        stderr += b.toString('utf8');
      });
      child.stdout.resume();
      child.on('exit', (code) => resolve({ code, stderr }));
    });
    expect(res.code, res.stderr).toBe(1);
    expect(res.stderr).toMatch(/EFBIG|too large|could not (be )?writ/i);
    expect(res.stderr).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
    expect(treeChanges(await readTree(out), before)).toEqual([]);
    expect(await besideOut(out)).toEqual(['site']);
  });
});
