// vitest globalSetup: one temporary folder per test run, shared by every test file and worker
// (provided as `sharedRunDir`, read with `inject`). Built sites and corpora that several files
// read are written there once (tests/shared-output.ts) and removed when the run ends.
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's shared folder (tests/shared-output.ts). */
    sharedRunDir: string;
    /** The run's Chromium (tests/global/browser-server.ts), for `chromium.connect`. */
    browserWsEndpoint: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Named after the vitest process: every project of one run gets the same folder.
  const dir = path.join(tmpdir(), `docsgen-test-run-${process.pid}`);
  await mkdir(dir, { recursive: true });
  project.provide('sharedRunDir', dir);
  return () => rm(dir, { recursive: true, force: true });
}
