import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleCli, readTree, runCli, treeChanges } from '../build-helpers.ts';
import { makeDocs, minimalFiles } from './helpers.ts';

// Issue 28, class 6: the output folder and the lock never take what is not docsgen's. An output
// folder that is, or contains, the docs root, the current folder, the home folder or `/` is refused
// with or without --force; the lock is a name docsgen owns, and only docsgen's own lock is removed.
// HOME is always a temp folder here: the real home is never at risk.

beforeAll(async () => {
  await bundleCli();
}, 300_000);

/** `<tmp>/area/home/keep.txt` (a stand-in home), `<tmp>/area/work/keep.txt` and a docs root `<tmp>/docs`. */
async function layout() {
  const root = await makeDocs(minimalFiles());
  const base = join(root, '..');
  for (const dir of ['area/home', 'area/work/deeper']) await mkdir(join(base, dir), { recursive: true });
  await writeFile(join(base, 'area/home/keep.txt'), 'home file');
  await writeFile(join(base, 'area/work/keep.txt'), 'work file');
  return { root, base, area: join(base, 'area'), home: join(base, 'area/home'), work: join(base, 'area/work') };
}

describe('class 6: output folders docsgen may not take', () => {
  it('an output folder that contains the home folder is refused, even with --force; nothing deleted', async () => {
    const { root, area, home } = await layout();
    const before = await readTree(area);
    for (const out of [area, home]) {
      const res = await runCli(['build', root, '--out', out, '--no-cache', '--force'], { env: { HOME: home } });
      expect(res.code, res.stderr).toBe(1);
      expect(res.stderr).toMatch(/home folder/);
    }
    expect(treeChanges(await readTree(area), before)).toEqual([]);
  });

  it('an output folder that is or contains the current folder is refused, even with --force', async () => {
    const { root, area, work } = await layout();
    const stranger = await mkdtemp(join(tmpdir(), 'docsgen-home-'));
    const before = await readTree(area);
    for (const [out, cwd] of [
      [area, work],
      ['.', work],
      ['..', join(work, 'deeper')],
    ] as const) {
      const res = await runCli(['build', root, '--out', out, '--no-cache', '--force'], {
        cwd,
        env: { HOME: stranger },
      });
      expect(res.code, `${out} from ${cwd}: ${res.stderr}`).toBe(1);
      expect(res.stderr).toMatch(/current folder/);
    }
    expect(treeChanges(await readTree(area), before)).toEqual([]);
  });

  it('a user file named like the old lock (`--out ./deno` beside deno.lock) is never touched', async () => {
    const { root, base } = await layout();
    const stranger = await mkdtemp(join(tmpdir(), 'docsgen-home-'));
    await writeFile(join(base, 'deno.lock'), '{"version":"4"}\n');
    await writeFile(join(base, 'deno.json.lock'), '12\n');
    const res = await runCli(['build', root, '--out', './deno', '--no-cache'], { cwd: base, env: { HOME: stranger } });
    expect(res.code, res.stderr).toBe(0);
    expect(existsSync(join(base, 'deno/index.html'))).toBe(true);
    expect(await readFile(join(base, 'deno.lock'), 'utf8')).toBe('{"version":"4"}\n');
    expect(existsSync(join(base, 'deno.docsgen-lock'))).toBe(false);
  });

  it('a file at the lock path that docsgen did not write is refused, never deleted', async () => {
    const { root, base } = await layout();
    const stranger = await mkdtemp(join(tmpdir(), 'docsgen-home-'));
    // Looks like an old pid lock, but carries no docsgen mark: it is someone else's file.
    await writeFile(join(base, 'site.docsgen-lock'), '999999999\n');
    const res = await runCli(['build', root, '--out', join(base, 'site'), '--no-cache'], { env: { HOME: stranger } });
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('did not write it');
    expect(await readFile(join(base, 'site.docsgen-lock'), 'utf8')).toBe('999999999\n');
    expect(existsSync(join(base, 'site'))).toBe(false);
  });
});
