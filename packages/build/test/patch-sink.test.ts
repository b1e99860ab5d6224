import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPatchSink } from '../src/patch-sink.ts';

async function output(files: Record<string, string>): Promise<{ dir: string; list: Array<[string, number]> }> {
  const dir = await mkdtemp(join(tmpdir(), 'docsgen-patch-sink-'));
  for (const [path, text] of Object.entries(files)) {
    await mkdir(join(dir, path, '..'), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  const list = Object.entries(files).map(([p, t]) => [p, Buffer.byteLength(t)] as [string, number]);
  return { dir, list: list.sort(([a], [b]) => (a < b ? -1 : 1)) };
}

async function listAll(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1))
    .sort();
}

describe('createPatchSink', () => {
  it('changes only files whose bytes differ, adds new ones, and removes a re-indexed shard’s old files', async () => {
    const { dir, list } = await output({
      'a/index.html': 'old a',
      'b/index.html': 'same b',
      'pagefind/pagefind-entry.json': '{}',
      'pagefind/shard-1/fragment/old.pf_fragment': 'old fragment',
      'pagefind/shard-2/fragment/kept.pf_fragment': 'kept fragment',
    });
    const sink = createPatchSink(dir, list);
    expect(sink.written.has('b/index.html')).toBe(true);
    await sink.write('a/index.html', 'new a');
    await sink.write('b/index.html', 'same b');
    await sink.write('pagefind/shard-1/fragment/new.pf_fragment', 'new fragment');
    const prepared = await sink.prepare(new Set(['pagefind/shard-1/']));
    expect(prepared.changed).toEqual([
      'a/index.html',
      'pagefind/shard-1/fragment/new.pf_fragment',
      'pagefind/shard-1/fragment/old.pf_fragment',
    ]);
    // Prepared, not yet visible: the output is as it was (beside the temporary files).
    expect(await readFile(join(dir, 'a/index.html'), 'utf8')).toBe('old a');
    const files = await prepared.commit();
    expect(await readFile(join(dir, 'a/index.html'), 'utf8')).toBe('new a');
    expect(await listAll(dir)).toEqual([
      'a/index.html',
      'b/index.html',
      'pagefind/pagefind-entry.json',
      'pagefind/shard-1/fragment/new.pf_fragment',
      'pagefind/shard-2/fragment/kept.pf_fragment',
    ]);
    expect(files).toEqual([
      ['a/index.html', 5],
      ['b/index.html', 6],
      ['pagefind/pagefind-entry.json', 2],
      ['pagefind/shard-1/fragment/new.pf_fragment', 12],
      ['pagefind/shard-2/fragment/kept.pf_fragment', 13],
    ]);
  });

  it('leaves the output untouched when a file cannot be written', async () => {
    const { dir, list } = await output({ 'a/index.html': 'old a', blocker: 'a file' });
    const sink = createPatchSink(dir, list);
    await sink.write('a/index.html', 'new a');
    // A folder where a file already is: the write fails.
    await sink.write('blocker/inside.html', 'cannot be written');
    await expect(sink.prepare(new Set())).rejects.toThrow();
    expect(await listAll(dir)).toEqual(['a/index.html', 'blocker']);
    expect(await readFile(join(dir, 'a/index.html'), 'utf8')).toBe('old a');
  });
});
