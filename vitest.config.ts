import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit tests live beside each package; whole-site and browser tests live in tests/. The suites over
// the real corpora are a project of their own so `npm test` (scripts/run-tests.mjs) can run them once
// per state of the lockfile and sources, and `npm run test:quick` can leave them out.
// tests/e2e/corpora.test.ts builds the five real repositories before opening them in Chromium: with
// the corpora suites, run once per state, not in every `npm test` of the browser project.
const CORPORA = [
  'tests/corpora-*.test.ts',
  'tests/*-corpora.test.ts',
  'tests/conformance/pages.test.ts',
  'tests/e2e/corpora.test.ts',
];

/**
 * Whole-site files `npm run test:quick` (DOCSGEN_TEST_QUICK=1) leaves out: each takes 10 s of CPU or
 * more (DOCSGEN_TEST_COST) or runs the CLI as child processes, kills, budgets or packed installs, and what a
 * one-package edit can break in them the unit tests and the other site files show first. `npm test`
 * runs them all. (vitest's `--exclude` on the command line does not reach a project's own list.)
 */
const SLOW_SITE = [
  'tests/fuzz/**',
  'tests/package-install.test.ts', // npm pack and install
  'tests/build-crash.test.ts', // kill -9 at 30 instants: 111 s
  'tests/build-interrupt.test.ts', // signals during CLI builds
  'tests/build-loaded.test.ts', // a build beside a CPU hog
  'tests/page-limits.test.ts', // runaway pages to their budgets: 27 s
  'tests/page-worker-loader.test.ts', // page workers from the bundled CLI
  'tests/build-cli.test.ts', // 13 CLI child processes: 27 s
  'tests/report-grouping.test.ts', // 10 CLI child processes
  'tests/json-output.test.ts', // CLI child processes (check --json)
  'tests/dev-cli.test.ts', // docsgen dev as a child process
  'tests/bench-scripts.test.ts', // the bench's own scripts
  'tests/check-matches-build.test.ts', // check and build of 23 sites: 11 s
  'tests/redos/**', // recheck over every regex literal
  'tests/catalogue/limits.test.ts', // budgets: 14 s
  'tests/catalogue/output.test.ts', // kills, locks and staging
  'tests/catalogue/determinism.test.ts', // example-docs built three times: 21 s
  'tests/build-patch.test.ts', // a 400-page site cached and cold
  'tests/build-reuse.test.ts',
];
const quick = process.env.DOCSGEN_TEST_QUICK === '1';

// One folder per run for what several files share (tests/shared-output.ts), and one Chromium that
// every browser test file connects to (tests/e2e/helpers/launch-browser.ts).
const RUN_FOLDER = 'tests/global/run-folder.ts';
const BROWSER = 'tests/global/browser-server.ts';

export default defineConfig({
  esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
  test: {
    // Vitest's default is one file at a time on two cores (CPUs - 1); most whole-site tests wait on
    // a child process or the disk, so two files at a time overlap those waits.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Buffers compared as bytes; each file's wall and CPU time with DOCSGEN_TEST_COST (tests/file-cost.ts).
    setupFiles: ['tests/buffer-equality.ts', 'tests/file-cost.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/*/test/**/*.test.ts', 'themes/*/test/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'site',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/e2e/**', ...CORPORA, ...(quick ? SLOW_SITE : [])],
          globalSetup: [RUN_FOLDER],
          testTimeout: 180_000,
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'corpora',
          include: CORPORA,
          globalSetup: [RUN_FOLDER, BROWSER],
          testTimeout: 180_000,
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          exclude: CORPORA,
          globalSetup: [RUN_FOLDER, BROWSER],
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
