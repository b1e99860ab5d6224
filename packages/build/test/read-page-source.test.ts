import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readPageSource } from '../src/read-page-source.ts';
import { inputFingerprint, type PrefetchedPages } from '../src/up-to-date.ts';

const root = mkdtempSync(join(tmpdir(), 'docsgen-read-page-'));
const outside = mkdtempSync(join(tmpdir(), 'docsgen-read-outside-'));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

mkdirSync(join(root, 'guides'));
writeFileSync(join(root, 'guides/ok.mdx'), '# Fine\n');
writeFileSync(join(root, 'big.md'), `${'word '.repeat(40)}\n`);
writeFileSync(join(root, 'bad.mdx'), Buffer.concat([Buffer.from('# One\nok \n'), Buffer.from([0xff, 0x41])]));
writeFileSync(join(root, 'logo.svg'), '<svg/>');
writeFileSync(join(outside, 'secret.mdx'), '# Secret\n');
symlinkSync(join(outside, 'secret.mdx'), join(root, 'linked.mdx'));
symlinkSync(join(root, 'guides/ok.mdx'), join(root, 'alias.mdx'));

const limits = { warnBytes: 100, maxBytes: 1000 };

async function both(file: string, pages: PrefetchedPages) {
  const disk = await readPageSource({ root, file, limits });
  const bytes = await readPageSource({ root, file, limits, prefetched: pages.get(file) });
  return { disk: disk.source, bytes: bytes.source, fromDisk: disk.warnings, fromBytes: bytes.warnings };
}

describe('page sources read by the fingerprint', () => {
  const pages: PrefetchedPages = new Map();
  const print = inputFingerprint(root, { exclude: [], settings: ['v'], pages });

  it('keeps the bytes of regular page files only, and fingerprints the same either way', () => {
    expect([...pages.keys()].sort()).toEqual(['bad.mdx', 'big.md', 'guides/ok.mdx']);
    expect(pages.get('guides/ok.mdx')?.toString()).toBe(readFileSync(join(root, 'guides/ok.mdx'), 'utf8'));
    expect(inputFingerprint(root, { exclude: [], settings: ['v'] })).toBe(print);
  });

  it('gives the same text, warnings and errors as reading the file', async () => {
    const ok = await both('guides/ok.mdx', pages);
    expect(ok.bytes).toBe('# Fine\n');
    expect(ok.disk).toBe(ok.bytes);
    const big = await both('big.md', pages);
    expect(big.fromBytes.map((d) => d.code)).toEqual(['build/page-large']);
    expect(big.fromBytes).toEqual(big.fromDisk);
    const bad = await both('bad.mdx', pages);
    expect(bad.bytes).toMatchObject({ code: 'build/page-not-utf8', line: 3, column: 1 });
    expect(bad.bytes).toEqual(bad.disk);
    const small = { warnBytes: 1, maxBytes: 5 };
    const cut = await readPageSource({
      root,
      file: 'guides/ok.mdx',
      limits: small,
      prefetched: pages.get('guides/ok.mdx'),
    });
    expect(cut).toEqual(await readPageSource({ root, file: 'guides/ok.mdx', limits: small }));
    expect(cut.source).toMatchObject({ code: 'build/page-too-large' });
  });

  it('still refuses a page linked from outside the root (never prefetched)', async () => {
    expect(pages.has('linked.mdx')).toBe(false);
    expect((await readPageSource({ root, file: 'linked.mdx', limits })).source).toMatchObject({
      code: 'build/page-outside-root',
    });
  });

  it('says when a page was reached through a link inside the root', async () => {
    expect(await readPageSource({ root, file: 'alias.mdx', limits })).toEqual({
      source: '# Fine\n',
      warnings: [],
      linked: true,
    });
    expect((await readPageSource({ root, file: 'guides/ok.mdx', limits })).linked).toBe(false);
  });
});
