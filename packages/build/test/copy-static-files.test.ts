import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, symlink, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyStaticFiles } from '../src/copy-static-files.ts';
import { createFolderSink } from '../src/folder-sink.ts';
import { publishedHash } from '../src/published-file.ts';
import { recordingSink } from '../src/recording-sink.ts';

describe('copyStaticFiles', () => {
  it('streams each file from its checked descriptor, in chunks, and refuses what is not a regular file inside', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'docsgen-statics-'));
    const root = join(dir, 'docs');
    await mkdir(join(root, 'media'), { recursive: true });
    // 48 MB (sparse: cheap to make, read as zeros) with a mark at each end.
    const big = join(root, 'media/video.mp4');
    await writeFile(big, 'start');
    await truncate(big, 48 * 1024 * 1024);
    await writeFile(join(dir, 'secret.txt'), 'outside');
    await symlink(join(dir, 'secret.txt'), join(root, 'media/leak.txt'));
    execFileSync('mkfifo', [join(root, 'media/pipe.bin')]);
    await writeFile(join(root, 'media/logo.svg'), '<svg/>');

    const out = join(dir, 'out');
    const folder = createFolderSink(out);
    // The folder sink as the build wraps it, seeing what reaches it.
    let largest = 0;
    let whole = 0;
    const sink = recordingSink(
      {
        ...folder,
        write: async (path, contents) => {
          whole = Math.max(whole, contents.length);
          await folder.write(path, contents);
        },
        async writeFrom(path, source) {
          async function* seen(): AsyncGenerator<Uint8Array> {
            for await (const chunk of source) {
              largest = Math.max(largest, chunk.byteLength);
              yield chunk;
            }
          }
          await folder.writeFrom!(path, seen());
        },
      },
      { hash: true },
    );
    const files = ['media/video.mp4', 'media/leak.txt', 'media/pipe.bin', 'media/logo.svg'];
    const diagnostics = await copyStaticFiles(root, files, sink);

    expect(diagnostics.map((d) => [d.code, d.file])).toEqual([
      ['build/file-outside-root', 'media/leak.txt'],
      ['build/static-file-unreadable', 'media/pipe.bin'],
    ]);
    expect(diagnostics[1].message).toContain('not a regular file');
    // Never the whole file in one piece: memory does not grow with the file.
    expect(whole).toBe(0);
    expect(largest).toBeGreaterThan(0);
    expect(largest).toBeLessThanOrEqual(1024 * 1024);
    const copied = await readFile(join(out, 'media/video.mp4'));
    expect(copied.length).toBe(48 * 1024 * 1024);
    expect(copied.subarray(0, 5).toString()).toBe('start');
    expect(sink.sizes.get('media/video.mp4')).toBe(copied.length);
    expect(sink.hashes.get('media/video.mp4')).toBe(publishedHash(copied));
    expect(await readFile(join(out, 'media/logo.svg'), 'utf8')).toBe('<svg/>');
    expect([...sink.written].sort()).toEqual(['media/logo.svg', 'media/video.mp4']);
  });
});
