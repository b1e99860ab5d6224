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
          exclude: ['tests/e2e/**', ...CORPORA],
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
