import { link, mkdir, mkdtemp, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OUTPUT_MARKER } from '../src/output-marker.ts';
import { createPatchSink } from '../src/patch-sink.ts';
import { type PublishedFile, publishedHash } from '../src/published-file.ts';
import { outputIdentity } from '../src/staging-folder.ts';

async function output(files: Record<string, string>): Promise<{ dir: string; list: PublishedFile[] }> {
  const dir = await mkdtemp(join(tmpdir(), 'docsgen-patch-sink-'));
  for (const [path, text] of Object.entries(files)) {
    await mkdir(join(dir, path, '..'), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  const list = Object.entries(files).map(([p, t]): PublishedFile => [p, Buffer.byteLength(t), publishedHash(t)]);
  return { dir, list: list.sort(([a], [b]) => (a < b ? -1 : 1)) };
}

async function listAll(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1))
    .sort();
}

describe('createPatchSink', () => {
  it('publishes a copy that changes only files whose bytes differ, adds new ones, and drops a re-indexed shard’s old files', async () => {
    const { dir, list } = await output({
      'a/index.html': 'old a',
      'b/index.html': 'same b',
      'pagefind/pagefind-entry.json': '{}',
      'pagefind/shard-1/fragment/old.pf_fragment': 'old fragment',
      'pagefind/shard-2/fragment/kept.pf_fragment': 'kept fragment',
    });
    const sink = createPatchSink(dir, list);
    const aside = await mkdtemp(join(tmpdir(), 'docsgen-patch-reader-'));
    expect(sink.written.has('b/index.html')).toBe(true);
    await sink.write('a/index.html', 'new a');
    await sink.write('b/index.html', 'same b');
    await sink.write('pagefind/shard-1/fragment/new.pf_fragment', 'new fragment');
    // A link to the published files, as a reader holding the old output sees them.
    await link(join(dir, 'a/index.html'), join(aside, 'a.html'));
    await link(join(dir, 'b/index.html'), join(aside, 'b.html'));
    const published = await sink.publish(new Set(['pagefind/shard-1/']));
    expect(published.changed).toEqual([
      'a/index.html',
      'pagefind/shard-1/fragment/new.pf_fragment',
      'pagefind/shard-1/fragment/old.pf_fragment',
    ]);
    const files = published.files;
    expect(await readFile(join(dir, 'a/index.html'), 'utf8')).toBe('new a');
    // The published files were never written: the new output is a new folder, unchanged files linked.
    expect(await readFile(join(aside, 'a.html'), 'utf8')).toBe('old a');
    expect((await stat(join(aside, 'b.html'))).ino).toBe((await stat(join(dir, 'b/index.html'))).ino);
    expect(published.output).toBe(outputIdentity(dir));
    // The new folder carries the marker, as every published output does.
    expect(await listAll(dir)).toEqual([
      OUTPUT_MARKER,
      'a/index.html',
      'b/index.html',
      'pagefind/pagefind-entry.json',
      'pagefind/shard-1/fragment/new.pf_fragment',
      'pagefind/shard-2/fragment/kept.pf_fragment',
    ]);
    expect(files.map(([p, size]) => [p, size])).toEqual([
      ['a/index.html', 5],
      ['b/index.html', 6],
      ['pagefind/pagefind-entry.json', 2],
      ['pagefind/shard-1/fragment/new.pf_fragment', 12],
      ['pagefind/shard-2/fragment/kept.pf_fragment', 13],
    ]);
    expect(files[0][2]).toBe(publishedHash('new a'));
  });

  it('leaves the output untouched when a file cannot be written', async () => {
    const { dir, list } = await output({ 'a/index.html': 'old a', blocker: 'a file' });
    const sink = createPatchSink(dir, list);
    await sink.write('a/index.html', 'new a');
    // A folder where a file already is: the write fails.
    await sink.write('blocker/inside.html', 'cannot be written');
    await expect(sink.publish(new Set())).rejects.toThrow();
    expect(await listAll(dir)).toEqual(['a/index.html', 'blocker']);
    // Nothing left beside the output either.
    expect((await readdir(join(dir, '..'))).filter((n) => n.startsWith(`${basename(dir)}.`))).toEqual([]);
    expect(await readFile(join(dir, 'a/index.html'), 'utf8')).toBe('old a');
  });
});
