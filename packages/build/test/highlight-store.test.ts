import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createHighlightStore } from '../src/highlight-store.ts';

const dir = mkdtempSync(join(tmpdir(), 'docsgen-highlight-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('createHighlightStore', () => {
  it('keeps blocks in files named by salt and key, read back by another store', () => {
    const store = createHighlightStore({ dir, salt: 'v1' });
    expect(store.get('ts\0{}\0x')).toBeUndefined();
    store.set('ts\0{}\0x', '<pre>x</pre>');
    expect(createHighlightStore({ dir, salt: 'v1' }).get('ts\0{}\0x')).toBe('<pre>x</pre>');
    expect(createHighlightStore({ dir, salt: 'v2' }).get('ts\0{}\0x')).toBeUndefined();
    const folders = readdirSync(dir);
    expect(folders).toEqual([expect.stringMatching(/^[0-9a-f]{2}$/)]);
    expect(readdirSync(join(dir, folders[0]!))).toEqual([expect.stringMatching(/^[0-9a-f]{64}\.html$/)]);
  });

  it('ignores a store it cannot write to', () => {
    // Under a file: every mkdir fails (ENOTDIR).
    const file = join(dir, 'a-file');
    writeFileSync(file, '');
    const store = createHighlightStore({ dir: join(file, 'highlight'), salt: 'v1' });
    expect(() => store.set('k', 'v')).not.toThrow();
    expect(store.get('k')).toBeUndefined();
  });
});
