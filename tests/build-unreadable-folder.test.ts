// A folder of the docs tree that cannot be read (no permission) and that nothing uses: build and
// check say the same located warning, and the build publishes; a read error is never reported
// as a failed write ("Writing the site failed", "Free disk space"). Permissions do not bind root,
// so under root the CLI runs as `nobody`.
import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bundleCli, repoRoot } from './build-helpers.ts';

const asRoot = process.getuid?.() === 0;

async function run(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; stdout: string; stderr: string }> {
  const cli = [process.execPath, join(repoRoot, 'packages/cli/bin/docsgen.js'), ...args];
  const [file, ...rest] = asRoot
    ? ['runuser', '-u', 'nobody', '--', 'env', ...Object.entries(env).map(([k, v]) => `${k}=${v}`), ...cli]
    : cli;
  try {
    const { stdout, stderr } = await promisify(execFile)(file!, rest, {
      env: { ...process.env, ...env },
      timeout: 120_000,
    });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const err = e as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof err.code === 'number' ? err.code : -1, stdout: err.stdout ?? '', stderr: err.stderr ?? '' };
  }
}

describe('an unreadable folder nothing uses', () => {
  const dir = mkdtempSync(join(tmpdir(), 'docsgen-unreadable-'));
  const root = join(dir, 'docs');
  const env = { XDG_CACHE_HOME: join(dir, 'cache'), NO_COLOR: '1' };
  beforeAll(async () => {
    await bundleCli();
    mkdirSync(join(root, 'private/inner'), { recursive: true });
    mkdirSync(env.XDG_CACHE_HOME);
    writeFileSync(
      join(root, 'docs.json'),
      JSON.stringify({ theme: 'mint', name: 'T', colors: { primary: '#0a0' }, navigation: { pages: ['index'] } }),
    );
    writeFileSync(join(root, 'index.mdx'), '---\ntitle: Home\ndescription: The home page.\n---\n\nHello.\n');
    writeFileSync(join(root, 'private/inner/notes.txt'), 'secret\n');
    // The runner (nobody, under root) owns nothing here: every folder is open to it but `private`.
    chmodSync(dir, 0o777);
    chmodSync(root, 0o777);
    chmodSync(env.XDG_CACHE_HOME, 0o777);
    chmodSync(join(root, 'private'), 0o000);
  }, 120_000);
  afterAll(() => {
    chmodSync(join(root, 'private'), 0o755);
    rmSync(dir, { recursive: true, force: true });
  });

  test('build publishes with a located warning, and check reports the same', async () => {
    const out = join(dir, 'out');
    const built = await run(['build', root, '--out', out], env);
    expect(built.stderr).not.toMatch(/Writing the site failed|Free disk space|write-failed/);
    expect(built.code).toBe(0);
    expect(existsSync(join(out, 'index.html'))).toBe(true);
    expect(built.stderr).toMatch(
      /warning\[nav\/folder-unreadable\]: The folder `private` could not be read \(EACCES\)/,
    );
    const checked = await run(['check', root, '--json'], env);
    expect(checked.code).toBe(0);
    const diagnostics = JSON.parse(checked.stdout) as Array<{ code: string; file?: string; severity: string }>;
    expect(diagnostics.filter((d) => d.code === 'nav/folder-unreadable')).toEqual([
      expect.objectContaining({ file: 'private', severity: 'warning' }),
    ]);
  }, 120_000);
});
