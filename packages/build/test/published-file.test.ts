import { mkdtemp, open, rename, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { asPublished, type PublishedFile, publishedHash, stampPublished } from '../src/published-file.ts';

describe('asPublished', () => {
  it('tells a file still as written from one edited in place, replaced or gone, stamped or not', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'docsgen-published-'));
    await writeFile(join(dir, 'a.html'), 'page one');
    await writeFile(join(dir, 'b.html'), 'page two');
    const files: PublishedFile[] = [
      ['a.html', 8, publishedHash('page one')],
      ['b.html', 8, publishedHash('page two')],
    ];
    const stamped = await stampPublished(dir, files);
    // Just written: stamped once the clock has moved on and the bytes are checked again.
    expect(stamped.every((f) => typeof f[3] === 'string')).toBe(true);
    expect(stamped.every((f) => asPublished(dir, f))).toBe(true);
    expect(files.every((f) => asPublished(dir, f))).toBe(true);

    // Same size, same inode, modification time put back: the change time gives it away.
    const before = await stat(join(dir, 'a.html'));
    const handle = await open(join(dir, 'a.html'), 'r+');
    await handle.write(Buffer.from('P'), 0, 1, 0);
    await handle.close();
    await utimes(join(dir, 'a.html'), before.atime, before.mtime);
    expect(asPublished(dir, stamped[0])).toBe(false);
    expect(asPublished(dir, files[0])).toBe(false);

    // Replaced by a file with the same bytes: another stamp, the same content, still as published.
    await writeFile(join(dir, 'b.tmp'), 'page two');
    await rename(join(dir, 'b.tmp'), join(dir, 'b.html'));
    expect(asPublished(dir, stamped[1])).toBe(true);
    await writeFile(join(dir, 'b.html'), 'page 2!!');
    expect(asPublished(dir, stamped[1])).toBe(false);
    expect(asPublished(dir, ['gone.html', 1, publishedHash('x')])).toBe(false);
  });

  it('leaves a file that is not as recorded unstamped', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'docsgen-published-'));
    await writeFile(join(dir, 'a.html'), 'edited!!');
    const [file] = await stampPublished(dir, [['a.html', 8, publishedHash('page one')]]);
    expect(file[3]).toBeUndefined();
    expect(asPublished(dir, file)).toBe(false);
  });
});
