import { mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFolderSink } from '../src/folder-sink.ts';
import { MemorySink } from '../src/memory-sink.ts';
import { OUTPUT_MARKER } from '../src/output-marker.ts';
import { createPatchSink } from '../src/patch-sink.ts';
import { publishedHash } from '../src/published-file.ts';
import { recordingSink } from '../src/recording-sink.ts';
import type { OutputSink } from '../src/types.ts';

const text = (bytes: Uint8Array | undefined) => (bytes ? Buffer.from(bytes).toString('utf8') : undefined);

/** What every sink must do: write, read back, list, delete. */
async function exercise(sink: OutputSink): Promise<void> {
  await sink.write('a/index.html', 'first');
  await sink.write('a/index.html', 'second');
  await sink.write('assets/x.js', new TextEncoder().encode('js'));
  expect(text(sink.read('a/index.html'))).toBe('second');
  expect(text(sink.read('assets/x.js'))).toBe('js');
  expect(sink.read('missing.html')).toBeUndefined();
  expect([...sink.keys()].sort()).toEqual(['a/index.html', 'assets/x.js']);
  expect(sink.delete('a/index.html')).toBe(true);
  expect(sink.delete('a/index.html')).toBe(false);
  expect(sink.read('a/index.html')).toBeUndefined();
  expect([...sink.keys()]).toEqual(['assets/x.js']);
}

describe('output sinks', () => {
  it('a memory sink writes, reads, lists and deletes, and stays a Map of the files', async () => {
    const sink = new MemorySink();
    await exercise(sink);
    expect(sink.get('assets/x.js')?.toString('utf8')).toBe('js');
  });

  it('a folder sink does the same below its folder, and refuses a path outside it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'docsgen-folder-sink-'));
    const sink = createFolderSink(dir);
    await exercise(sink);
    expect(await readdir(join(dir, 'assets'))).toEqual(['x.js']);
    await expect(sink.write('../escape.html', 'x')).rejects.toThrow();
  });

  it('a recording sink passes everything through and forgets what is deleted', async () => {
    const inner = new MemorySink();
    const sink = recordingSink(inner);
    await exercise(sink);
    expect([...sink.written]).toEqual(['assets/x.js']);
    expect([...sink.sizes]).toEqual([['assets/x.js', 2]]);
    expect([...inner.keys()]).toEqual(['assets/x.js']);
  });

  it('a patch sink reads the published output until a file is written, and leaves deleted files out of the patch', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'docsgen-patch-sink-api-'));
    await mkdir(join(dir, 'old'), { recursive: true });
    await writeFile(join(dir, 'old/index.html'), 'published');
    await writeFile(join(dir, 'keep.txt'), 'kept');
    const sink = createPatchSink(dir, [
      ['keep.txt', 4, publishedHash('kept')],
      ['old/index.html', 9, publishedHash('published')],
    ]);
    expect(text(sink.read('old/index.html'))).toBe('published');
    await sink.write('assets/x.js', 'js');
    await sink.write('keep.txt', 'kept');
    expect(text(sink.read('assets/x.js'))).toBe('js');
    expect(sink.read('missing.html')).toBeUndefined();
    expect(sink.delete('old/index.html')).toBe(true);
    expect(sink.delete('old/index.html')).toBe(false);
    expect(sink.read('old/index.html')).toBeUndefined();
    expect([...sink.keys()].sort()).toEqual(['assets/x.js', 'keep.txt']);
    const published = await sink.publish(new Set());
    expect(published.files.map(([p]) => p)).toEqual(['assets/x.js', 'keep.txt']);
    expect(published.changed).toEqual(['assets/x.js', 'old/index.html']);
    expect((await readdir(dir, { recursive: true })).sort()).toEqual([
      OUTPUT_MARKER,
      'assets',
      'assets/x.js',
      'keep.txt',
    ]);
  });
});
