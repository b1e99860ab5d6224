// `npm test`: every check in one command, the independent ones at the same time.
// - type-check, lint and the layer check run beside vitest at the lowest CPU priority, so they take
//   the cores only when vitest leaves them idle (their output is printed when they end);
// - vitest runs the unit, site and browser projects, and the corpora project (the real docs repos
//   in ../shared/corpora, the slowest suites) unless it already passed for this exact state: the
//   lockfile, the sources, the tests, the corpora and the Node version, hashed. Nothing the corpora
//   suites read is outside that hash, so a pass recorded for it stands for a rerun.
//   DOCSGEN_TEST_CORPORA=always runs them regardless; `--quick` leaves out the corpora, the browser
//   tests and the slow whole-site files (SLOW_SITE in vitest.config.ts; `npm run test:quick`).
// - `npm test -- <pattern>…` runs only the test files whose path holds a pattern (vitest's filters),
//   in every project, the corpora included; no type-check or lint.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const quick = process.argv.includes('--quick');
/** File filters given after `--` (`npm test -- build-cli e2e/search`): only those files run. */
const filters = process.argv.slice(2).filter((a) => !a.startsWith('--'));
// As the corpora suites find them: ../shared beside the checkout, or DOCSGEN_SHARED (from a worktree).
const corpora = join(resolve(root, process.env.DOCSGEN_SHARED ?? '../shared'), 'corpora');
const bin = (name) => join(root, 'node_modules/.bin', process.platform === 'win32' ? `${name}.cmd` : name);

/** Runs a command; resolves with its exit code and, when `buffer`, its output. `background`: lowest CPU priority. */
function run(cmd, args, { buffer = false, env, background = false } = {}) {
  return new Promise((done) => {
    const child = spawn(cmd, args, { cwd: root, stdio: buffer ? ['ignore', 'pipe', 'pipe'] : 'inherit', env });
    if (background && child.pid) {
      try {
        setPriority(child.pid, 19);
      } catch {
        // Not permitted here: it runs at the usual priority.
      }
    }
    let out = '';
    child.stdout?.on('data', (c) => (out += c));
    child.stderr?.on('data', (c) => (out += c));
    child.on('close', (code) => done({ code: code ?? 1, out }));
  });
}

/** Every file below `dir` (relative, sorted), skipping build output, caches and dependencies. */
function files(dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir).sort()) {
    if (['node_modules', 'dist', '.git', 'screenshots', '.bench'].includes(name) || name.startsWith('.scratch'))
      continue;
    const p = join(dir, name);
    if (statSync(p).isDirectory()) files(p, out);
    else out.push(p);
  }
  return out;
}

/** The hash of everything the corpora suites' results depend on. */
function corporaKey() {
  const hash = createHash('sha256').update(process.version);
  const tracked = [
    ...['package-lock.json', 'package.json', 'vitest.config.ts', 'tsconfig.json', 'tsconfig.base.json'].map((f) =>
      join(root, f),
    ),
    ...files(join(root, 'scripts')),
    ...files(join(root, 'packages')),
    ...files(join(root, 'themes')),
    ...files(join(root, 'tests')),
    ...files(corpora),
  ];
  for (const file of tracked) {
    if (!existsSync(file)) continue;
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 24);
}

/**
 * A check's output as printed: whole when it failed; a lint that passed with warnings as one line
 * each (where and which rule) and its count, not a code frame each.
 */
function shown({ name, code, out }) {
  if (code !== 0 || name !== 'lint') return out.trim();
  const lines = out.split('\n').filter((l) => /^\S+:\d+:\d+ lint\//.test(l) || /^Found \d+ warning/.test(l));
  return lines.map((l) => l.replace(/ ━+$/, '')).join('\n');
}

/** The failed tests of vitest's JSON report, one line each with the first line of its error. */
function failures(file) {
  if (!existsSync(file)) return 'no report was written (vitest stopped before its end)';
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const lines = [];
  for (const suite of report.testResults ?? []) {
    const name = relative(root, suite.name);
    if (suite.status === 'failed' && !suite.assertionResults?.some((a) => a.status === 'failed'))
      lines.push(`✗ ${name}: ${String(suite.message ?? 'failed').split('\n')[0]}`);
    for (const a of suite.assertionResults ?? []) {
      if (a.status !== 'failed') continue;
      const why = String(a.failureMessages?.[0] ?? '')
        .split('\n')[0]
        .slice(0, 300);
      lines.push(`✗ ${name} > ${a.fullName}: ${why}`);
    }
  }
  return lines.length ? lines.join('\n') : 'no failed test in the report (an error outside the tests?)';
}

const started = Date.now();
const statics = filters.length
  ? []
  : quick
    ? [['typecheck', bin('tsc'), ['-p', 'tsconfig.json']]]
    : [
        ['typecheck', bin('tsc'), ['-p', 'tsconfig.json']],
        ['lint', bin('biome'), ['check', '.']],
        ['layers', process.execPath, ['scripts/check-layers.mjs']],
      ];
const staticRuns = statics.map(([name, cmd, args]) =>
  run(cmd, args, { buffer: true, background: true }).then((r) => ({ name, ...r })),
);

const projects = quick ? ['unit', 'site'] : ['unit', 'site', 'e2e'];
const markerDir = join(root, 'node_modules/.cache/docsgen-tests/corpora-passed');
let key;
let corporaRun = false;
if (!quick && existsSync(corpora)) {
  key = corporaKey();
  if (filters.length || process.env.DOCSGEN_TEST_CORPORA === 'always' || !existsSync(join(markerDir, key))) {
    projects.push('corpora');
    corporaRun = true;
  } else {
    console.log(`corpora: passed for this state of the lockfile, sources and corpora (${key}); not run again.`);
    console.log('  DOCSGEN_TEST_CORPORA=always npm test runs them anyway.');
  }
}
// Vitest's JSON report beside its usual output: the failures are listed again as the last lines,
// below the type-check and lint output, where a CI log that keeps only its tail still shows them.
const reportFile = join(root, 'node_modules/.cache/docsgen-tests/vitest-report.json');
rmSync(reportFile, { force: true });
const vitestArgs = [
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reportFile}`,
];
vitestArgs.push(...filters);
// The CLI bundled once from the current sources, before any test spawns it; the test files' own
// bundleCli() (tests/build-helpers.ts) is then a no-op instead of eighteen rebundles.
const bundled = await run(process.execPath, ['scripts/build-cli.mjs'], { buffer: true });
if (bundled.code !== 0) console.log(`\n── bundle (exit ${bundled.code}) ──\n${bundled.out.trim()}`);
const vitest =
  bundled.code === 0
    ? await run(bin('vitest'), vitestArgs, {
        // DOCSGEN_TEST_QUICK: the site project leaves out its slow files (SLOW_SITE in vitest.config.ts).
        env: { ...process.env, DOCSGEN_CLI_BUNDLED: '1', ...(quick ? { DOCSGEN_TEST_QUICK: '1' } : {}) },
      })
    : { code: 1 };

let failed = vitest.code !== 0;
for (const r of await Promise.all(staticRuns)) {
  if (r.code !== 0 || r.out.trim()) console.log(`\n── ${r.name} (exit ${r.code}) ──\n${shown(r)}`);
  if (r.code !== 0) failed = true;
}
if (!failed && corporaRun && key && !filters.length) {
  mkdirSync(markerDir, { recursive: true });
  writeFileSync(join(markerDir, key), `${new Date().toISOString()}\n`);
}
if (vitest.code !== 0) console.log(`\n── vitest (exit ${vitest.code}) ──\n${failures(reportFile)}`);
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
const what = filters.length ? `the tests matching ${filters.join(', ')}` : quick ? 'quick tests' : 'every test';
console.log(`\n${failed ? 'FAILED' : 'passed'}: ${what} in ${minutes} min`);
process.exit(failed ? 1 : 0);
