// A reader that stops reading (`docsgen build … | head -1`, `check --json | head -c 10`) is no
// failure of docsgen: no EPIPE stack trace, and the exit code the command earned (the site was
// published whole). Closing our end of the pipe before the CLI writes makes every write fail.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bundleCli, repoRoot } from './build-helpers.ts';

function runClosed(closed: 'stdout' | 'stderr', args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, [join(repoRoot, 'packages/cli/bin/docsgen.js'), ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  child[closed].destroy();
  let other = '';
  child[closed === 'stdout' ? 'stderr' : 'stdout'].on('data', (d: Buffer) => {
    other += d.toString();
  });
  return new Promise<{ code: number | null; other: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, other })),
  );
}

describe('output into a closed pipe', () => {
  const dir = mkdtempSync(join(tmpdir(), 'docsgen-pipe-'));
  const root = join(dir, 'docs');
  const env = { XDG_CACHE_HOME: join(dir, 'cache') };
  beforeAll(async () => {
    await bundleCli();
    mkdirSync(root);
    writeFileSync(
      join(root, 'docs.json'),
      JSON.stringify({ theme: 'mint', name: 'T', colors: { primary: '#0a0' }, navigation: { pages: ['index'] } }),
    );
    // No description: a warning, so there is something to write to standard error.
    writeFileSync(join(root, 'index.mdx'), '---\ntitle: Home\n---\n\nHello.\n');
  }, 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('build with its standard error closed publishes and exits 0', async () => {
    const out = join(dir, 'out');
    const { code, other } = await runClosed('stderr', ['build', root, '--out', out], env);
    expect(other).not.toMatch(/EPIPE/);
    expect(code).toBe(0);
    expect(existsSync(join(out, 'index.html'))).toBe(true);
  }, 120_000);

  test('check --json with its standard output closed exits 0, no stack trace', async () => {
    const { code, other } = await runClosed('stdout', ['check', root, '--json'], env);
    expect(other).not.toMatch(/EPIPE|Unhandled 'error' event/);
    expect(code).toBe(0);
  }, 120_000);
});
