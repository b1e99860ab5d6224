// vitest globalSetup of the browser projects: one headless Chromium for the whole run, launched as
// a server; every browser test file connects to it (launchBrowser, tests/e2e/helpers) and opens
// its own contexts, so files run side by side without a Chromium each.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/helpers/chromium-args.ts';
import './run-folder.ts';

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (!existsSync(CHROMIUM_PATH)) return undefined;
  const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  project.provide('browserWsEndpoint', server.wsEndpoint());
  return () => server.close();
}
