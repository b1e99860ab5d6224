import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { openEntry, readCacheEntry, sealEntry, writeCacheEntry, writeCacheEntryParts } from '../src/cache-entry.ts';

describe('the one cache entry check', () => {
  const dir = mkdtempSync(join(tmpdir(), 'docsgen-entry-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('an entry reads back as written, in one piece or in parts', () => {
    expect(openEntry(sealEntry('hello'))?.toString()).toBe('hello');
    expect(openEntry(sealEntry(''))?.toString()).toBe('');
    const file = join(dir, 'a/b/entry');
    expect(writeCacheEntryParts(file, [Buffer.from('one '), 'two'])).toBe(true);
    expect(readCacheEntry(file)?.toString()).toBe('one two');
  });

  test('a truncated, emptied, edited or unsealed entry is a miss', () => {
    const file = join(dir, 'entry.css');
    expect(writeCacheEntry(file, '.p-4{padding:1rem}')).toBe(true);
    const whole = readFileSync(file);
    for (const bytes of [
      whole.subarray(0, whole.byteLength >> 1),
      whole.subarray(0, whole.byteLength - 1),
      Buffer.alloc(0),
      Buffer.from(whole).fill(0x41, 0, 1),
      Buffer.from('.p-4{padding:1rem}'),
    ]) {
      writeFileSync(file, bytes);
      expect(readCacheEntry(file)).toBeUndefined();
    }
    expect(readCacheEntry(join(dir, 'missing'))).toBeUndefined();
  });

  test('a write leaves no temporary file behind', () => {
    writeCacheEntry(join(dir, 'c/x'), 'x');
    expect(readCacheEntry(join(dir, 'c/x'))?.toString()).toBe('x');
  });
});
