import { open, readFile, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cachedBuilds, copySite } from './build-helpers.ts';

/** Overwrites one byte of `file` in place (same inode, same size) and puts its modification time back. */
async function editInPlace(file: string): Promise<void> {
  const before = await stat(file);
  const bytes = await readFile(file);
  const at = bytes.indexOf('<body');
  expect(at).toBeGreaterThan(0);
  const handle = await open(file, 'r+');
  await handle.write(Buffer.from('<BODY'), 0, 5, at);
  await handle.close();
  await utimes(file, before.atime, before.mtime);
  expect((await stat(file)).ino).toBe(before.ino);
}

describe('a published file edited in place', () => {
  it('is replaced by the next build: up-to-date check, patch and output reuse go by content, not size', async () => {
    const root = await copySite('basic');
    const { out, build } = await cachedBuilds(root);
    expect((await build()).ok).toBe(true);
    const install = join(out, 'guides/install/index.html');
    const index = join(out, 'index.html');
    const published = { install: await readFile(install), index: await readFile(index) };

    // Nothing changed in the sources: the build is not "up to date", it writes the page again.
    await editInPlace(install);
    const again = await build();
    expect(again.ok).toBe(true);
    expect(again.upToDate).toBeUndefined();
    expect((await readFile(install)).equals(published.install)).toBe(true);
    expect((await build()).upToDate).toBe(true);

    // A page's text changed too: neither the patch build nor the output reuse keep the edited file
    // (the spare output the patch starts from shares it).
    await editInPlace(index);
    const page = join(root, 'guides/advanced.mdx');
    await writeFile(page, `${await readFile(page, 'utf8')}\n\nOne more paragraph.\n`);
    const edited = await build();
    expect(edited.ok).toBe(true);
    expect((await readFile(index)).equals(published.index)).toBe(true);
    expect(await readFile(join(out, 'guides/advanced/index.html'), 'utf8')).toContain('One more paragraph.');

    // And once more through a patch build, whose spare output is now level with the published one.
    await editInPlace(install);
    await writeFile(page, `${await readFile(page, 'utf8')}\n\nAnd another.\n`);
    expect((await build()).ok).toBe(true);
    expect((await readFile(install)).equals(published.install)).toBe(true);
    expect((await build()).upToDate).toBe(true);
  });
});
