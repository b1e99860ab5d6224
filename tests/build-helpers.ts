import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { type BuildOptions, type BuildResult, buildSite, type Theme } from '@docsgen/build';
import { expect } from 'vitest';
import { themeFor } from '../packages/cli/src/theme-for.ts';
// @ts-expect-error: a plain script module of the benchmark, without types.
import { generateCorpus } from '../scripts/bench/gen-fallback-corpus.mjs';

/** The repository root. */
export const repoRoot = resolve(import.meta.dirname, '..');

/**
 * Writes the benchmark's corpus of `pages` pages (../shared/bench/gen-corpus.mjs, or the built-in
 * generator without ../shared) into `docs` under a fresh temporary folder named from `prefix`, and
 * returns that `docs` folder's path.
 */
export async function writeBenchCorpus(pages: number, prefix: string): Promise<string> {
  const root = join(await mkdtemp(join(tmpdir(), prefix)), 'docs');
  const shared = resolve(process.env.DOCSGEN_SHARED ?? resolve(repoRoot, '../shared'), 'bench/gen-corpus.mjs');
  if (existsSync(shared)) {
    const done = spawn(process.execPath, [shared, String(pages), root], { stdio: 'ignore' });
    await new Promise((r) => done.on('exit', r));
  } else generateCorpus(pages, root);
  return root;
}

/**
 * Copies a whole-site fixture (tests/sites/<name>) to `<into>/docs`, `into` a fresh temporary
 * folder by default, and returns that docs folder's path.
 */
export async function copySite(name: string, into?: string): Promise<string> {
  const dir = into ?? (await mkdtemp(join(tmpdir(), `docsgen-${name}-`)));
  const root = join(dir, 'docs');
  await cp(join(repoRoot, 'tests/sites', name), root, {
    recursive: true,
    filter: (src) => !/[/\\](node_modules|dist)([/\\]|$)/.test(src),
  });
  return root;
}

/**
 * The paths added, removed or changed between two trees from {@link readTree}, sorted: compare it to
 * `[]`. Never `expect(tree).toEqual(before)`: vitest's deep equality walks a Buffer element by
 * element (about 15 ms a KB on a loaded machine), and one 4 MB site took four minutes.
 */
export function treeChanges(actual: Map<string, Buffer>, expected: Map<string, Buffer>): string[] {
  const paths = new Set([...actual.keys(), ...expected.keys()]);
  return [...paths]
    .filter((p) => {
      const a = actual.get(p);
      const e = expected.get(p);
      return a === undefined || e === undefined || !a.equals(e);
    })
    .sort();
}

/** Every file below `dir` (POSIX relative paths, sorted) with its bytes. */
export async function readTree(dir: string): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  const walk = async (d: string) => {
    for (const entry of await readdir(d, { withFileTypes: true })) {
      const p = join(d, entry.name);
      if (entry.isDirectory()) await walk(p);
      else out.set(relative(dir, p).split('\\').join('/'), await readFile(p));
    }
  };
  await walk(dir);
  return new Map([...out].sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** Runs the bundled CLI (`npm run build` first) and resolves with its exit code and output. */
export async function runCli(
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; timeoutMs?: number } = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [join(repoRoot, 'packages/cli/bin/docsgen.js'), ...args],
      {
        cwd: options.cwd ?? repoRoot,
        env: { ...process.env, ...options.env },
        timeout: options.timeoutMs ?? 120_000,
      },
    );
    return { code: 0, stdout, stderr };
  } catch (e) {
    const err = e as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof err.code === 'number' ? err.code : -1, stdout: err.stdout ?? '', stderr: err.stderr ?? '' };
  }
}

/**
 * Bundles the CLI once per test file (tests of the worker pool and signals need the real bundle).
 * `npm test` (scripts/run-tests.mjs) bundles it once before vitest starts and says so with
 * DOCSGEN_CLI_BUNDLED=1: eighteen files bundling it again cost minutes, and a file rewriting
 * packages/cli/dist while another spawns the CLI from it could fail that other file.
 */
export async function bundleCli(): Promise<void> {
  if (process.env.DOCSGEN_CLI_BUNDLED === '1') return;
  await promisify(execFile)(process.execPath, [join(repoRoot, 'scripts/build-cli.mjs')], { cwd: repoRoot });
}

/** The body of page `name` of {@link writeManyPagesSite}; `extra` edits its text. */
export function manyPagesPage(name: string, extra = ''): string {
  return `---\ntitle: Page ${name}\n---\n\nText ${name}${extra}.\n`;
}

/** A fresh docs root of `count` one-line pages `p0`…, all in the navigation (three search shards at 400). */
export async function writeManyPagesSite(count: number): Promise<{ root: string; names: string[] }> {
  const root = await mkdtemp(join(tmpdir(), 'docsgen-many-'));
  const names = Array.from({ length: count }, (_, i) => `p${i}`);
  const config = { theme: 'mint', name: 'Many pages', colors: { primary: '#0D9373' }, navigation: { pages: names } };
  await writeFile(join(root, 'docs.json'), JSON.stringify(config));
  for (const name of names) await writeFile(join(root, `${name}.mdx`), manyPagesPage(name));
  return { root, names };
}

/** The CLI's themes with a list of the pages they render, to see which pages a build rendered. */
export function countingThemes(): { themeFor: (name: string | undefined) => Theme; rendered: string[] } {
  const rendered: string[] = [];
  return {
    rendered,
    themeFor: (name) => {
      const theme = themeFor(name);
      return {
        ...theme,
        render: (ctx) => {
          rendered.push(ctx.page.url);
          return theme.render(ctx);
        },
      };
    },
  };
}

/** Expects two output trees (see {@link readTree}) to hold the same paths with the same bytes. */
export function expectSameTree(actual: Map<string, Buffer>, expected: Map<string, Buffer>): void {
  expect([...actual.keys()]).toEqual([...expected.keys()]);
  const differing = [...expected].filter(([path, bytes]) => !actual.get(path)?.equals(bytes)).map(([p]) => p);
  expect(differing).toEqual([]);
}

/** A build of `root` from scratch (no cache) into a fresh folder: the tree it wrote and its result. */
export async function coldBuild(
  root: string,
  strict = false,
): Promise<{ tree: Map<string, Buffer>; result: BuildResult }> {
  const out = await mkdtemp(join(tmpdir(), 'docsgen-cold-'));
  const result = await buildSite({ root, outDir: out, themeFor, cacheDir: false, force: true, strict });
  return { tree: await readTree(out), result };
}

/**
 * Builds of `root` with a cache, into a fresh output folder: `build(extra)` runs one (options in
 * `extra` added), as often as a test needs; `out` and `cacheDir` are where they write.
 */
export async function cachedBuilds(
  root: string,
  themes: BuildOptions['themeFor'] = themeFor,
): Promise<{ out: string; cacheDir: string; build: (extra?: Partial<BuildOptions>) => Promise<BuildResult> }> {
  const work = await mkdtemp(join(tmpdir(), 'docsgen-cached-'));
  const out = join(work, 'site');
  const cacheDir = join(work, 'cache');
  return {
    out,
    cacheDir,
    build: (extra = {}) => buildSite({ root, outDir: out, themeFor: themes, cacheDir, ...extra }),
  };
}
