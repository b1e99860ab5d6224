import { mkdir, mkdtemp, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { checkOutputDir } from '../src/check-output-dir.ts';
import { acquireOutputLock } from '../src/output-lock.ts';
import { OUTPUT_MARKER } from '../src/output-marker.ts';
import { cleanStaleStaging, createStaging, publishStaging } from '../src/staging-folder.ts';

let tmp: string;
let root: string;
beforeEach(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'docsgen-out-'));
  root = join(tmp, 'docs');
  await mkdir(root);
  await writeFile(join(root, 'docs.json'), '{}');
});

const codes = async (outDir: string, extra: { force?: boolean; home?: string } = {}) =>
  (await checkOutputDir({ root, outDir, home: extra.home ?? '/nonexistent-home', force: extra.force })).map(
    (d) => d.code,
  );

describe('checkOutputDir', () => {
  it('accepts a new folder inside the root and an empty one', async () => {
    expect(await codes(join(root, 'dist'))).toEqual([]);
    await mkdir(join(tmp, 'empty'));
    expect(await codes(join(tmp, 'empty'))).toEqual([]);
  });
  it('refuses the root, an ancestor of it, / and the home folder', async () => {
    expect(await codes(root)).toEqual(['build/unsafe-output']);
    expect(await codes(tmp)).toEqual(['build/unsafe-output']);
    expect(await codes('/')).toEqual(['build/unsafe-output']);
    const home = join(tmp, 'home');
    await mkdir(home);
    expect(await codes(home, { home })).toEqual(['build/unsafe-output']);
  });
  it('does not mistake a sibling with a common prefix for an ancestor', async () => {
    expect(await codes(join(tmp, 'docs-site'))).toEqual([]);
  });
  it('refuses a symlink, a regular file, and a folder holding docs.json even with --force', async () => {
    await mkdir(join(tmp, 'real'));
    await symlink(join(tmp, 'real'), join(tmp, 'link'));
    expect(await codes(join(tmp, 'link'))).toEqual(['build/unsafe-output']);
    await writeFile(join(tmp, 'file'), 'x');
    expect(await codes(join(tmp, 'file'))).toEqual(['build/unsafe-output']);
    await mkdir(join(tmp, 'other'));
    await writeFile(join(tmp, 'other', 'docs.json'), '{}');
    expect(await codes(join(tmp, 'other'), { force: true })).toEqual(['build/unsafe-output']);
  });
  it('refuses a non-empty folder without the marker unless forced, and accepts one with it', async () => {
    const out = join(tmp, 'site');
    await mkdir(out);
    await writeFile(join(out, 'precious.txt'), 'keep');
    const [d] = await checkOutputDir({ root, outDir: out });
    expect(d?.code).toBe('build/foreign-output');
    expect(d?.hint).toContain('--force');
    expect(await codes(out, { force: true })).toEqual([]);
    await writeFile(join(out, OUTPUT_MARKER), '{}');
    expect(await codes(out)).toEqual([]);
  });
});

describe('output lock', () => {
  it('lets one build in and makes the second fail fast naming the holder', async () => {
    const out = join(tmp, 'dist');
    const first = await acquireOutputLock(out);
    expect('release' in first).toBe(true);
    const second = await acquireOutputLock(out);
    expect('severity' in second && second.code).toBe('build/locked');
    expect('severity' in second && second.message).toContain(`pid ${process.pid}`);
    if ('release' in first) await first.release();
    const third = await acquireOutputLock(out);
    expect('release' in third).toBe(true);
    if ('release' in third) await third.release();
  });
  it('takes over a lock left by a dead process', async () => {
    const out = join(tmp, 'dist');
    await writeFile(`${out}.docsgen-lock`, 'docsgen-lock 999999999\n');
    const lock = await acquireOutputLock(out);
    expect('release' in lock).toBe(true);
    if ('release' in lock) await lock.release();
  });
});

describe('staging', () => {
  it('swaps staging into place and removes the old output', async () => {
    const out = join(tmp, 'dist');
    await mkdir(out);
    await writeFile(join(out, OUTPUT_MARKER), '{}');
    await writeFile(join(out, 'old.html'), 'old');
    const staging = await createStaging(out);
    await writeFile(join(staging, 'new.html'), 'new');
    await publishStaging(staging, out);
    expect((await readdir(out)).sort()).toEqual([OUTPUT_MARKER, 'new.html']);
    expect((await readdir(tmp)).sort()).toEqual(['dist', 'docs']);
  });
  it('cleans a stale staging folder of a dead build, never one without the marker or of a live pid', async () => {
    const out = join(tmp, 'dist');
    await mkdir(join(tmp, 'dist.staging-999999999'));
    await writeFile(join(tmp, 'dist.staging-999999999', OUTPUT_MARKER), '{}');
    await mkdir(join(tmp, 'dist.staging-999999998'));
    await writeFile(join(tmp, 'dist.staging-999999998', 'user.txt'), 'mine');
    await mkdir(join(tmp, `dist.staging-${process.ppid}`));
    await writeFile(join(tmp, `dist.staging-${process.ppid}`, OUTPUT_MARKER), '{}');
    const removed = await cleanStaleStaging(out);
    expect(removed).toEqual([join(tmp, 'dist.staging-999999999')]);
    expect(await readFile(join(tmp, 'dist.staging-999999998', 'user.txt'), 'utf8')).toBe('mine');
  });
  // kill -9 between publishStaging's two renames leaves `new-<pid>` (whole) and `old-<pid>` and no
  // output: the next build rolls the swap forward (the new output), else back (the old one).
  const cutSwap = async (withNew: boolean) => {
    const out = join(tmp, 'dist');
    for (const [name, page] of [['dist.old-999999995', 'old'], ...(withNew ? [['dist.new-999999995', 'new']] : [])]) {
      await mkdir(join(tmp, name));
      await writeFile(join(tmp, name, OUTPUT_MARKER), '{}');
      await writeFile(join(tmp, name, 'index.html'), page);
    }
    await cleanStaleStaging(out);
    return { page: await readFile(join(out, 'index.html'), 'utf8'), left: (await readdir(tmp)).sort() };
  };
  it('rolls a swap cut between its renames forward: the whole new output is published', async () => {
    expect(await cutSwap(true)).toEqual({ page: 'new', left: ['dist', 'docs'] });
  });
  it('rolls a swap cut before its new output was whole back: the old output is published again', async () => {
    expect(await cutSwap(false)).toEqual({ page: 'old', left: ['dist', 'docs'] });
  });
  it('removes the empty staging folder of a build killed before it marked it, nothing that holds a file', async () => {
    const out = join(tmp, 'dist');
    await mkdir(join(tmp, 'dist.staging-999999997'));
    await mkdir(join(tmp, 'dist.staging-999999996/sub'), { recursive: true });
    const removed = await cleanStaleStaging(out);
    expect(removed).toEqual([join(tmp, 'dist.staging-999999997')]);
    expect(await readdir(join(tmp, 'dist.staging-999999996'))).toEqual(['sub']);
  });
});
