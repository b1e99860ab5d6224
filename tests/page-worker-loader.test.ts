// The page pool's worker file (packages/cli/src/page-worker.cjs): piscina loads a worker file with
// require(), and Node 20 aborted the whole process (SIGABRT, "v8::Module::IsGraphAsync must be used
// on an instantiated module") when a pool terminated a worker while require() was instantiating
// the bundled ES module. A build stopped by Ctrl+C, or one ending before its workers loaded, did
// that. Stopping pools at every point of their workers' load must never take the process down.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleCli, repoRoot } from './build-helpers.ts';

beforeAll(async () => {
  await bundleCli();
}, 300_000);

describe('page worker file', () => {
  it('a pool stopped at any point of its workers’ load ends them, not the process', () => {
    const piscina = createRequire(import.meta.url).resolve('piscina');
    const file = join(repoRoot, 'packages/cli/dist/page-worker.cjs');
    // 40 pools of two workers, each stopped after 0 to 1.3 s: before, after and during the load.
    const script = `
      const { Piscina } = require(${JSON.stringify(piscina)});
      (async () => {
        for (let i = 0; i < 40; i++) {
          const pool = new Piscina({ filename: ${JSON.stringify(file)}, minThreads: 2, maxThreads: 2 });
          await new Promise((r) => setTimeout(r, (i * 33) % 1300));
          await pool.destroy();
        }
        console.log('survived');
      })();
    `;
    const run = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', timeout: 120_000 });
    expect(run.stderr).not.toContain('FATAL ERROR');
    expect(run.signal).toBeNull();
    expect(run.stdout.trim()).toBe('survived');
  }, 150_000);
});
