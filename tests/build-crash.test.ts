import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleCli, repoRoot, runCli, writeBenchCorpus } from './build-helpers.ts';

// kill -9 at random instants of real builds of a 200-page generated site (the benchmark's
// corpus): after each, the output folder is byte for byte the complete previous build or the
// complete new one, and the next build succeeds and equals a build from scratch. The instants
// are drawn at random every run (the seed is printed on a failure), each over the whole of its
// kind of build as measured in this run: a patch build, a build from scratch and a full build that
// takes every page from the cache, swap included. Every stage of a build runs at any size, so
// the instants are what matters, not the page count: 400 pages and 12 kills a kind took 243 s of
// CPU, 1,500 pages and 20 kills (the earlier size) several times that, for no stage 200 pages lack.

// DOCSGEN_CRASH_PAGES: another size of site; DOCSGEN_CRASH_KILLS: more kills per kind of build.
const PAGES = Number(process.env.DOCSGEN_CRASH_PAGES ?? 200);
const KILLS = Number(process.env.DOCSGEN_CRASH_KILLS ?? 10);
const seed = Number(process.env.DOCSGEN_CRASH_SEED ?? Date.now() % 1_000_000);

function random(): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One hash of every file and folder below `dir` (paths and bytes), or `missing`. */
function hashTree(dir: string): string {
  if (!existsSync(dir)) return 'missing';
  const hash = createHash('sha256');
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true })
    .map((e) => ({ path: relative(dir, join(e.parentPath, e.name)), file: e.isFile() }))
    .sort((a, b) => (a.path < b.path ? -1 : 1));
  for (const e of entries) {
    hash.update(`\0${e.path}\0`);
    if (e.file)
      hash.update(
        createHash('sha256')
          .update(readFileSync(join(dir, e.path)))
          .digest(),
      );
  }
  return hash.digest('hex');
}

/** The first page file of the site's first folder with pages. */
async function firstPage(root: string): Promise<string> {
  for (const entry of (await readdir(root, { recursive: true })).sort()) {
    if (String(entry).endsWith('.mdx') && String(entry).includes('/')) return join(root, String(entry));
  }
  throw new Error('no page');
}

// A loaded machine must not turn a slow page into a failed build: this test is about kills.
const TIMEOUT = ['--page-timeout', '600000'];

function startBuild(root: string, out: string, cache: string, extra: string[] = []): ChildProcess {
  return spawn(
    process.execPath,
    [join(repoRoot, 'packages/cli/bin/docsgen.js'), 'build', root, '--out', out, ...TIMEOUT, ...extra],
    {
      stdio: 'ignore',
      env: { ...process.env, XDG_CACHE_HOME: cache },
    },
  );
}

/** Runs a build to its end; its wall time in ms. */
async function build(root: string, out: string, cache: string, extra: string[] = []): Promise<number> {
  const start = performance.now();
  const result = await runCli(['build', root, '--out', out, ...TIMEOUT, ...extra], {
    env: { XDG_CACHE_HOME: cache },
    timeoutMs: 600_000,
  });
  expect(result.code, result.stderr).toBe(0);
  return performance.now() - start;
}

/** Starts a build and kills it (SIGKILL) `afterMs` after it started; resolves once it is gone. */
async function killedBuild(root: string, out: string, cache: string, afterMs: number, extra: string[] = []) {
  const child = startBuild(root, out, cache, extra);
  const exited = new Promise<void>((r) => child.on('exit', () => r()));
  const timer = setTimeout(() => child.kill('SIGKILL'), afterMs);
  await exited;
  clearTimeout(timer);
}

describe(`kill -9 at ${KILLS} random instants (seed ${seed})`, () => {
  let root: string;
  let page: string;
  let cache: string;
  let out: string;
  let original: string;
  // The output of each version of the site, built from scratch.
  const hashes = { a: '', b: '' };
  // How long a build from scratch took (ms), for the instants of the kills during one.
  let coldTook = 0;
  let version: 'a' | 'b' = 'a';
  const setVersion = async (v: 'a' | 'b') => {
    await writeFile(page, v === 'a' ? original : `${original}\n\nEdited: version b.\n`);
    version = v;
  };

  beforeAll(async () => {
    await bundleCli();
    root = await writeBenchCorpus(PAGES, 'docsgen-crash-');
    page = await firstPage(root);
    original = await readFile(page, 'utf8');
    const work = await mkdtemp(join(tmpdir(), 'docsgen-crash-out-'));
    cache = join(work, 'cache');
    out = join(work, 'site');
    // Version b from scratch, without a cache, into a folder of its own; then version a into the
    // output with the cache the killed builds share.
    await setVersion('b');
    coldTook = await build(root, join(work, 'reference-b'), cache, ['--no-cache']);
    hashes.b = hashTree(join(work, 'reference-b'));
    await setVersion('a');
    await build(root, out, cache);
    hashes.a = hashTree(out);
    expect(hashes.a).not.toBe(hashes.b);
  }, 900_000);

  /**
   * Flips the site to the other version, starts a build and kills it at `afterMs`: the output is
   * then the previous version's or the new one's; the next build (to its end, with the cache) makes
   * the new one.
   */
  async function killAndRebuild(afterMs: number, extra: string[] = []) {
    const before = hashes[version];
    await setVersion(version === 'a' ? 'b' : 'a');
    await killedBuild(root, out, cache, afterMs, extra);
    const killed = hashTree(out);
    expect([before, hashes[version]], `killed at ${Math.round(afterMs)} ms`).toContain(killed);
    await build(root, out, cache);
    expect(hashTree(out), `the build after a kill at ${Math.round(afterMs)} ms`).toBe(hashes[version]);
    return killed === before ? 'previous' : 'new';
  }

  it('during a patch build (one page edited)', async () => {
    // The patch build's own time, edit after edit: the kills are spread over it and a little past.
    await setVersion('b');
    const took = await build(root, out, cache);
    expect(hashTree(out)).toBe(hashes.b);
    const draw = random();
    const seen: string[] = [];
    for (let i = 0; i < KILLS; i++) seen.push(await killAndRebuild(draw() * took * 1.2));
    // Most kills land before the swap; a draw where none does is possible but the test still held.
    expect(seen.length).toBe(KILLS);
  }, 900_000);

  it('during a build from scratch (no cache)', async () => {
    const draw = random();
    // From the CLI's start to a little past the swap at its end.
    for (let i = 0; i < KILLS; i++) await killAndRebuild(100 + draw() * coldTook * 1.1, ['--no-cache']);
  }, 900_000);

  it('during a full build that takes every page from the cache (docs.json changed)', async () => {
    // A changed docs.json name: no patch, every page rendered again from its cached compile.
    const config = join(root, 'docs.json');
    const text = await readFile(config, 'utf8');
    const json = JSON.parse(text) as { name: string };
    const variants = [text, `${JSON.stringify({ ...json, name: `${json.name} (renamed)` }, null, 2)}\n`];
    let which = 0;
    const flip = async () => {
      which = 1 - which;
      await writeFile(config, variants[which]!);
    };
    const reference: string[] = [hashTree(out), ''];
    await flip();
    const took = await build(root, out, cache);
    reference[1] = hashTree(out);
    const draw = random();
    // Late instants: the pages are taken from the cache by then, the output swapped at the end.
    for (let i = 0; i < 4; i++) {
      const before = reference[which]!;
      await flip();
      await killedBuild(root, out, cache, (0.6 + draw() * 0.45) * took);
      expect([before, reference[which]]).toContain(hashTree(out));
      await build(root, out, cache);
      expect(hashTree(out)).toBe(reference[which]);
    }
  }, 900_000);
});
