import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { OUTPUT_MARKER, OUTPUT_MARKER_CONTENTS } from '../src/output-marker.ts';
import { keepSpare, patchStaging } from '../src/spare-output.ts';
import { stagingPath } from '../src/staging-folder.ts';

let tmp: string;
let out: string;
const files = ['index.html', 'a/index.html', 'a/b/index.html', 'pagefind/x.pf'];

beforeEach(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'docsgen-spare-'));
  out = join(tmp, 'dist');
  for (const f of files) {
    await mkdir(join(out, f, '..'), { recursive: true });
    await writeFile(join(out, f), `published ${f}`);
  }
  await writeFile(join(out, OUTPUT_MARKER), OUTPUT_MARKER_CONTENTS);
});

async function tree(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true })).map(String).sort();
}

async function sameFile(a: string, b: string): Promise<boolean> {
  return (await stat(a)).ino === (await stat(b)).ino;
}

describe('spare output', () => {
  it('keeps a level copy of links, and a patch staging from it leaves out only the rewritten and gone files', async () => {
    const spare = join(tmp, 'cache', 'spare');
    await mkdir(join(tmp, 'cache'));
    await keepSpare({ old: undefined, spare, outDir: out, files });
    expect(await tree(spare)).toEqual(await tree(out));
    for (const f of files) expect(await sameFile(join(spare, f), join(out, f))).toBe(true);
    const kept = files.filter((f) => f !== 'pagefind/x.pf');
    const staging = await patchStaging({
      outDir: out,
      files: kept,
      skip: new Set(['a/index.html']),
      gone: new Set(['pagefind/x.pf']),
      spare,
    });
    expect(staging).toBe(stagingPath(out));
    expect(await tree(staging)).toEqual([OUTPUT_MARKER, 'a', 'a/b', 'a/b/index.html', 'index.html']);
    expect(await sameFile(join(staging, 'index.html'), join(out, 'index.html'))).toBe(true);
    // The published output is as it was.
    for (const f of files) expect(await readFile(join(out, f), 'utf8')).toBe(`published ${f}`);
  });

  it('brings a spare it cannot trust level: stale files linked again, strays and empty folders removed', async () => {
    const spare = join(tmp, 'spare');
    await mkdir(join(spare, 'gone/deep'), { recursive: true });
    await writeFile(join(spare, OUTPUT_MARKER), OUTPUT_MARKER_CONTENTS);
    await writeFile(join(spare, 'index.html'), 'an older page');
    await writeFile(join(spare, 'gone/deep/old.html'), 'a page since removed');
    await writeFile(join(spare, 'stray.txt'), 'not in the output');
    // Level with another output than this one.
    await writeFile(`${spare}.level`, 'another output');
    const staging = await patchStaging({ outDir: out, files, skip: new Set(), gone: new Set(), spare });
    expect(await tree(staging)).toEqual(await tree(out));
    for (const f of files) expect(await sameFile(join(staging, f), join(out, f))).toBe(true);
    expect(await readFile(join(out, 'index.html'), 'utf8')).toBe('published index.html');
    await rm(staging, { recursive: true });
  });

  it('without a spare, fills a fresh staging folder', async () => {
    const staging = await patchStaging({
      outDir: out,
      files,
      skip: new Set(['index.html']),
      gone: new Set(),
      spare: undefined,
    });
    expect(await tree(staging)).toEqual([
      OUTPUT_MARKER,
      'a',
      'a/b',
      'a/b/index.html',
      'a/index.html',
      'pagefind',
      'pagefind/x.pf',
    ]);
  });
});
