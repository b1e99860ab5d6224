// vitest globalSetup of the browser projects: one headless Chromium for the whole run, launched as
// a server; every browser test file connects to it (launchBrowser, tests/e2e/helpers) and opens
// its own contexts, so files run side by side without a Chromium each. With DOCSGEN_TEST_COST, the
// CPU the browser's processes took is printed when the run ends (it is no test file's own).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/helpers/chromium-args.ts';
import './run-folder.ts';

/** CPU seconds of process `pid` and every process below it, with the children they reaped (Linux). */
function treeCpuSeconds(pid: number): number {
  const stat = (p: number) => {
    try {
      const text = readFileSync(`/proc/${p}/stat`, 'utf8');
      return text.slice(text.lastIndexOf(')') + 2).split(' ');
    } catch {
      return undefined;
    }
  };
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    const p = Number(name);
    const f = Number.isInteger(p) ? stat(p) : undefined;
    if (!f) continue;
    const parent = Number(f[1]);
    children.set(parent, [...(children.get(parent) ?? []), p]);
  }
  let ticks = 0;
  const walk = (p: number) => {
    const f = stat(p);
    if (f) ticks += [11, 12, 13, 14].reduce((n, i) => n + Number(f[i]), 0);
    for (const c of children.get(p) ?? []) walk(c);
  };
  walk(pid);
  return ticks / 100;
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (!existsSync(CHROMIUM_PATH)) return undefined;
  const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  project.provide('browserWsEndpoint', server.wsEndpoint());
  return async () => {
    const pid = server.process().pid;
    if (process.env.DOCSGEN_TEST_COST && pid && existsSync('/proc'))
      console.log(`${project.name}: Chromium (${CHROMIUM_PATH}) took ${treeCpuSeconds(pid).toFixed(1)} s of CPU`);
    await server.close();
  };
}
