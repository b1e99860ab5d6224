import { mkdir, mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFolderSink } from '../src/folder-sink.ts';
import { createOutputReuse } from '../src/output-reuse.ts';

async function previousOutput() {
  const dir = await mkdtemp(join(tmpdir(), 'docsgen-reuse-unit-'));
  const outDir = join(dir, 'site');
  const staging = join(dir, 'site.staging');
  await mkdir(join(outDir, 'a'), { recursive: true });
  await mkdir(staging);
  await writeFile(join(outDir, 'a/index.html'), 'old page');
  await writeFile(join(outDir, 'a.md'), 'old copy');
  const files: Array<[string, number]> = [
    ['a/index.html', 8],
    ['a.md', 8],
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

  it('keeps the search index only for the same search key', async () => {
    const { outDir, staging } = await previousOutput();
    await mkdir(join(outDir, 'pagefind'));
    await writeFile(join(outDir, 'pagefind/pagefind.js'), 'index');
    const files: Array<[string, number]> = [['pagefind/pagefind.js', 5]];
    expect(await createOutputReuse({ outDir, staging, files, search: 's1' }).takeSearch('s2')).toBeUndefined();
    const reuse = createOutputReuse({ outDir, staging, files, search: 's1' });
    expect(await reuse.takeSearch('s1')).toEqual(['pagefind/pagefind.js']);
    expect(reuse.searchKey).toBe('s1');
  });
});
