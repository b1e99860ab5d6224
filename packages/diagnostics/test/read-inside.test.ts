import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isInside } from '../src/is-inside.ts';
import { folderInside, readInside, readInsideSync } from '../src/read-inside.ts';

/** `<tmp>/root` with a page, a folder, an inside link and links out; `<tmp>/root-evil/secret.txt` beside it. */
function fixture() {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'docsgen-read-inside-')));
  const root = join(dir, 'root');
  mkdirSync(join(root, 'sub'), { recursive: true });
  mkdirSync(join(dir, 'root-evil'));
  writeFileSync(join(root, 'page.mdx'), 'inside');
  writeFileSync(join(dir, 'root-evil/secret.txt'), 'SECRET');
  symlinkSync(join(root, 'page.mdx'), join(root, 'sub/link.mdx'));
  symlinkSync(join(dir, 'root-evil/secret.txt'), join(root, 'out.txt'));
  symlinkSync(join(dir, 'root-evil'), join(root, 'evil-dir'));
  return { dir, root };
}

describe('readInside, the one read gate', () => {
  for (const [name, read] of [
    ['async', readInside],
    ['sync', (root: string, file: string, o?: Parameters<typeof readInsideSync>[2]) => readInsideSync(root, file, o)],
  ] as const) {
    it(`${name}: reads files inside, through inside links too`, async () => {
      const { root } = fixture();
      const plain = await read(root, 'page.mdx');
      expect(plain.ok && plain.bytes.toString()).toBe('inside');
      expect(plain.ok && plain.linked).toBe(false);
      const linked = await read(root, 'sub/link.mdx');
      expect(linked.ok && linked.bytes.toString()).toBe('inside');
      expect(linked.ok && linked.linked).toBe(true);
    });

    it(`${name}: refuses a link out, a folder link out, .. and a sibling sharing the root's prefix`, async () => {
      const { root, dir } = fixture();
      for (const file of [
        'out.txt',
        'evil-dir/secret.txt',
        '../root-evil/secret.txt',
        join(dir, 'root-evil/secret.txt'),
      ])
        expect(await read(root, file), file).toEqual({ ok: false, reason: 'outside' });
    });

    it(`${name}: an allow predicate admits chosen outside files only`, async () => {
      const { root } = fixture();
      const r = await read(root, 'out.txt', { allow: (real) => real.endsWith('secret.txt') });
      expect(r.ok && r.bytes.toString()).toBe('SECRET');
    });

    it(`${name}: missing, too large, a folder and a FIFO (never waited on) are refused`, async () => {
      const { root } = fixture();
      expect((await read(root, 'nope.mdx')).ok).toBe(false);
      expect(await read(root, 'nope.mdx')).toMatchObject({ reason: 'missing' });
      expect(await read(root, 'page.mdx', { maxBytes: 3 })).toMatchObject({ reason: 'too-large', size: 6 });
      expect(await read(root, 'sub')).toMatchObject({ ok: false, reason: 'not-a-file' });
      execFileSync('mkfifo', [join(root, 'fifo')]);
      expect(await read(root, 'fifo')).toMatchObject({ ok: false, reason: 'not-a-file' });
    });
  }

  it('folderInside: a folder inside, never one reached through a link out', async () => {
    const { root } = fixture();
    expect(await folderInside(root, 'sub')).toBe(join(root, 'sub'));
    expect(await folderInside(root, 'evil-dir')).toBeUndefined();
    expect(await folderInside(root, '..')).toBeUndefined();
  });

  it('isInside is separator-aware', () => {
    expect(isInside('/x/root', '/x/root')).toBe(true);
    expect(isInside('/x/root', '/x/root/a')).toBe(true);
    expect(isInside('/x/root', '/x/root-evil/a')).toBe(false);
    expect(isInside('/x/root', '/x')).toBe(false);
  });
});
