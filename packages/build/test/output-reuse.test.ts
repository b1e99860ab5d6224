import { mkdir, mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFolderSink } from '../src/folder-sink.ts';
import { createOutputReuse } from '../src/output-reuse.ts';
import { type PublishedFile, publishedHash } from '../src/published-file.ts';

async function previousOutput() {
  const dir = await mkdtemp(join(tmpdir(), 'docsgen-reuse-unit-'));
  const outDir = join(dir, 'site');
  const staging = join(dir, 'site.staging');
  await mkdir(join(outDir, 'a'), { recursive: true });
  await mkdir(staging);
  await writeFile(join(outDir, 'a/index.html'), 'old page');
  await writeFile(join(outDir, 'a.md'), 'old copy');
  const files: PublishedFile[] = [
    ['a/index.html', 8, publishedHash('old page')],
    ['a.md', 8, publishedHash('old copy')],
  ];
  return { outDir, staging, files };
}

describe('createOutputReuse', () => {
  it('takes files all or none, only when they are as the previous build left them', async () => {
    const { outDir, staging, files } = await previousOutput();
    const reuse = createOutputReuse({ outDir, staging, files, renders: [['/a', 'k1']] });
    expect(reuse.previous('/a')).toBe('k1');
    expect(reuse.previous('/b')).toBeUndefined();
    // One path unknown to the previous build: nothing is taken.
    expect(await reuse.take(['a/index.html', 'b/index.html'])).toBe(false);
    await expect(stat(join(staging, 'a/index.html'))).rejects.toThrow();
    expect(await reuse.take(['a/index.html', 'a.md'])).toBe(true);
    expect(await readFile(join(staging, 'a/index.html'), 'utf8')).toBe('old page');
    // A file changed since (another size): refused.
    const other = await previousOutput();
    await writeFile(join(other.outDir, 'a.md'), 'edited by hand');
    expect(await createOutputReuse({ ...other }).take(['a.md'])).toBe(false);
    // Edited in place with the same size (the spare output shares the file): refused too.
    await writeFile(join(other.outDir, 'a/index.html'), 'new page');
    expect(await createOutputReuse({ ...other }).take(['a/index.html'])).toBe(false);
  });

  it('never writes through a taken file into the previous output', async () => {
    const { outDir, staging, files } = await previousOutput();
    const reuse = createOutputReuse({ outDir, staging, files });
    const sink = reuse.guard(createFolderSink(staging));
    expect(await reuse.take(['a/index.html'])).toBe(true);
    await sink.write('a/index.html', 'new page');
    expect(await readFile(join(staging, 'a/index.html'), 'utf8')).toBe('new page');
    expect(await readFile(join(outDir, 'a/index.html'), 'utf8')).toBe('old page');
  });

  it('keeps a search shard only for the same key, and only its own files', async () => {
    const { outDir, staging } = await previousOutput();
    await mkdir(join(outDir, 'pagefind/shard-1'), { recursive: true });
    await writeFile(join(outDir, 'pagefind/pagefind.js'), 'index');
    await writeFile(join(outDir, 'pagefind/shard-1/pagefind-entry.json'), '{}');
    const files: PublishedFile[] = [
      ['pagefind/pagefind.js', 5, publishedHash('index')],
      ['pagefind/shard-1/pagefind-entry.json', 2, publishedHash('{}')],
    ];
    const search: Array<[string, string]> = [
      ['pagefind/', 's0'],
      ['pagefind/shard-1/', 's1'],
    ];
    const changed = createOutputReuse({ outDir, staging, files, search });
    expect(await changed.takeSearchShard('pagefind/', 'other')).toBeUndefined();
    expect(changed.searchKeys.get('pagefind/')).toBe('other');
    const reuse = createOutputReuse({ outDir, staging, files, search });
    // The first shard's folder holds the second one's: only its own files are taken.
    expect(await reuse.takeSearchShard('pagefind/', 's0')).toEqual(['pagefind/pagefind.js']);
    expect(await reuse.takeSearchShard('pagefind/shard-1/', 's1')).toEqual(['pagefind/shard-1/pagefind-entry.json']);
    expect([...reuse.searchKeys]).toEqual(search);
    // A state written before shards (one key for the whole index) keeps nothing.
    const old = createOutputReuse({ outDir, staging, files, search: 's0' as unknown as Array<[string, string]> });
    expect(await old.takeSearchShard('pagefind/', 's0')).toBeUndefined();
  });
});
