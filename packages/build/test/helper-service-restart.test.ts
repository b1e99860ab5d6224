// The helper processes a run or a `docsgen dev` session keeps (esbuild's service here; Pagefind's
// in packages/search/test/pagefind-index.test.ts) are started again when something kills them.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleClientScript } from '../src/bundle-client-script.ts';

/** Kills this process's child processes whose command line matches `name`, as the OOM killer would. */
function killChildren(name: RegExp): number {
  const children = execFileSync('pgrep', ['-P', String(process.pid)], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
  let killed = 0;
  for (const pid of children) {
    try {
      if (!name.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'))) continue;
      process.kill(Number(pid), 'SIGKILL');
      killed++;
    } catch {}
  }
  return killed;
}

describe('bundleClientScript after its service died', () => {
  it('starts esbuild again and bundles the same bytes', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'docsgen-esbuild-restart-'));
    const entry = path.join(dir, 'entry.ts');
    writeFileSync(entry, 'document.title = String(1 + 2);\n');
    const first = await bundleClientScript(entry);
    expect(killChildren(/esbuild/)).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const again = await bundleClientScript(entry);
    expect(again).toEqual(first);
  }, 60_000);
});
