import { cp, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleCli, copySite, readTree, runCli } from './build-helpers.ts';
import { type Ended, killGroup, type Running, startCli } from './page-stop.ts';

// Issue 28, classes 2 and 9, and issue 32's clean exit: every run stops within a few seconds of
// SIGINT or SIGTERM, in any worker mode, with the previous output intact; a page nested too
// deeply for the parser fails at once; a page holding large array buffers fails before the
// process reaches gigabytes; and `docsgen build` leaves no process of its own running.

const FM = '---\ntitle: T\n---\n\n';
/** A page that loops forever, and says on stderr when it has started. */
const SPIN = `${FM}export const spin = (() => { console.error('page spinning'); for (;;) {} })();\n\nNever.\n`;
/** Signal to exit: the grace period (5 s) and the start of the clean-up on a loaded machine. */
const STOP_MS = 10_000;

beforeAll(async () => {
  await bundleCli();
}, 300_000);

/** The `basic` site built once into `out`, for a later run to leave untouched. */
async function publishedSite(): Promise<{ root: string; out: string; before: Map<string, Buffer> }> {
  const root = await copySite('basic');
  const out = join(root, '..', 'site');
  const first = await runCli(['build', root, '--out', out, '--no-cache']);
  expect(first.code, first.stderr).toBe(0);
  return { root, out, before: await readTree(out) };
}

/** Stops `run` with `signal` once it has said `ready`; resolves how it ended and how long after the signal. */
async function stopWith(run: Running, signal: NodeJS.Signals, ready: RegExp): Promise<Ended & { afterMs: number }> {
  try {
    await Promise.race([run.said(ready), run.ended]);
    const sent = performance.now();
    run.child.kill(signal);
    const ended = await run.ended;
    return { ...ended, afterMs: ended.at - sent };
  } finally {
    killGroup(run);
  }
}

function expectStoppedBy(ended: Ended & { afterMs: number }, signal: 'SIGINT' | 'SIGTERM'): void {
  const code = signal === 'SIGINT' ? 130 : 143;
  // Either the build's clean-up ended in time (exit code), or its grace period ended it (the signal).
  expect(ended.code === code || ended.signal === signal, `${ended.code} ${ended.signal}\n${ended.stderr}`).toBe(true);
  expect(ended.afterMs).toBeLessThan(STOP_MS);
  expect(ended.left).toEqual([]);
}

describe('a build stops within seconds of a signal, whatever its pages do', () => {
  for (const [mode, signal] of [
    ['off', 'SIGINT'],
    ['off', 'SIGTERM'],
    ['auto', 'SIGINT'],
  ] as const) {
    it(`--workers ${mode}, a page looping forever, ${signal}: stops, previous output intact`, async () => {
      const { root, out, before } = await publishedSite();
      await writeFile(join(root, 'spin.mdx'), SPIN);
      const run = startCli(['build', root, '--out', out, '--no-cache', '--workers', mode]);
      const ended = await stopWith(run, signal, /page spinning/);
      expectStoppedBy(ended, signal);
      expect(await readTree(out)).toEqual(before);
    });
  }

  it('--workers off, a page looping forever, no signal: stopped at its CPU time limit, located, exit 1', async () => {
    const { root, out, before } = await publishedSite();
    await writeFile(join(root, 'spin.mdx'), SPIN);
    const res = await runCli(['build', root, '--out', out, '--no-cache', '--workers', 'off', '--page-timeout', '1500']);
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(/spin\.mdx:1:1/);
    expect(res.stderr).toMatch(/used more than 1500 ms of CPU time/);
    expect(await readTree(out)).toEqual(before);
  });

  it('100 000 nested elements, default mode: the page fails at once with its place; a signal still stops the run', async () => {
    const { root, out, before } = await publishedSite();
    await writeFile(join(root, 'deep.mdx'), `${FM}${'<div>'.repeat(100_000)}x${'</div>'.repeat(100_000)}\n`);
    const started = performance.now();
    const res = await runCli(['build', root, '--out', out, '--no-cache']);
    expect(performance.now() - started).toBeLessThan(60_000);
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(/deep\.mdx:5:5001/);
    expect(res.stderr).toMatch(/more than 1000 levels deep/);
    expect(await readTree(out)).toEqual(before);
    // And interrupted while it builds.
    const run = startCli(['build', root, '--out', out, '--no-cache', '--workers', 'on'], { DOCSGEN_TRACE: '1' });
    expectStoppedBy(await stopWith(run, 'SIGTERM', /site loaded/), 'SIGTERM');
    expect(await readTree(out)).toEqual(before);
  });
});

describe('--page-memory counts what a page holds outside its heap', () => {
  it('a page filling twenty 64 MB typed arrays fails, located, before the process reaches 1.5 GB', async () => {
    const { root, out, before } = await publishedSite();
    const hog = `${FM}export const hog = (() => { const keep = []; for (let i = 0; i < 20; i++) keep.push(new Uint8Array(64 * 1024 * 1024).fill(i + 1)); return keep.length; })();\n\nHeld {hog}.\n`;
    await writeFile(join(root, 'hog.mdx'), hog);
    const run = startCli(['build', root, '--out', out, '--no-cache', '--workers', 'on', '--page-memory', '256']);
    const started = performance.now();
    const ended = await run.ended.finally(() => killGroup(run));
    expect(ended.code, ended.stderr).toBe(1);
    expect(ended.stderr).toMatch(/hog\.mdx:1:1/);
    expect(ended.stderr).toMatch(/build\/page-memory/);
    expect(ended.stderr).toMatch(/over its limit of 256 MB/);
    expect(ended.at - started).toBeLessThan(60_000);
    expect(ended.peakMb).toBeGreaterThan(0);
    expect(ended.peakMb).toBeLessThan(1_536);
    expect(ended.left).toEqual([]);
    expect(await readTree(out)).toEqual(before);
  });
});

describe('clean exit', () => {
  it('when docsgen build and check return, no process they started is left in their process group', async () => {
    const root = await copySite('basic');
    const out = await mkdtemp(join(tmpdir(), 'docsgen-clean-exit-'));
    for (const args of [
      ['build', root, '--out', join(out, 'site'), '--no-cache'],
      ['check', root, '--no-cache'],
    ]) {
      const run = startCli(args);
      const ended = await run.ended.finally(() => killGroup(run));
      expect(ended.code, ended.stderr).toBe(0);
      expect(ended.left).toEqual([]);
    }
    await cp(join(out, 'site'), join(out, 'copy'), { recursive: true });
  });
});
