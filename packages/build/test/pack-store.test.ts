import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, truncateSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { compactPacks } from '../src/compact-packs.ts';
import { listPacks, openPackStore, readPackEntry } from '../src/pack-store.ts';

const root = mkdtempSync(join(tmpdir(), 'docsgen-pack-store-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

// The store as another process loads it (node 20 runs no TypeScript): bundled once.
const bundled = join(root, 'pack-store.mjs');
buildSync({
  entryPoints: [new URL('../src/pack-store.ts', import.meta.url).pathname],
  outfile: bundled,
  bundle: true,
  format: 'esm',
  platform: 'node',
  logLevel: 'silent',
});

/** Runs `body` in a new node process with `packWriter` imported. */
function runNode(body: string) {
  const script = `const { packWriter } = await import(${JSON.stringify(bundled)});\n${body}`;
  return spawnSync(process.execPath, ['--input-type=module', '-e', script]);
}

const text = (bytes: Buffer | undefined) => bytes?.toString('utf8');

/** Writes entries as another process would: its own pack, then it exits. */
function writeFromAnotherProcess(dir: string, entries: Record<string, string>): void {
  const run = runNode(`
    const entries = ${JSON.stringify(entries)};
    for (const [key, value] of Object.entries(entries)) if (!packWriter(${JSON.stringify(dir)}).write(key, value)) process.exit(3);
  `);
  expect(run.status, run.stderr.toString()).toBe(0);
}

/** Sets a pack's files' modification time `ageMs` in the past. */
function age(dir: string, pack: string, ageMs: number): void {
  const when = new Date(Date.now() - ageMs);
  for (const ext of ['data', 'index']) utimesSync(join(dir, `${pack}.${ext}`), when, when);
}

describe('pack store', () => {
  it('reads back what this process wrote, and a store opened later reads it from the files', () => {
    const dir = join(root, 'own');
    const store = openPackStore(dir);
    expect(store.read('a')).toBeUndefined();
    expect(store.write('a', 'first')).toBe(true);
    expect(store.write('b', new Uint8Array([1, 2, 3]))).toBe(true);
    expect(store.write('a', 'second, longer')).toBe(true);
    expect(text(store.read('a'))).toBe('second, longer');
    expect([...store.read('b')!]).toEqual([1, 2, 3]);
    // One pack for the process: a data file and an index.
    expect(readdirSync(dir).sort()).toEqual([`${listPacks(dir)[0]}.data`, `${listPacks(dir)[0]}.index`]);
    const location = store.locate('a')!;
    expect(text(readPackEntry(location))).toBe('second, longer');
    expect(openPackStore(dir).locate('a')).toEqual(location);
  });

  it('keys with a tab or a newline are refused, not written', () => {
    const store = openPackStore(join(root, 'keys'));
    expect(store.write('a\tb', 'x')).toBe(false);
    expect(store.write('a\nb', 'x')).toBe(false);
    expect(store.write('ok', 'x')).toBe(true);
    expect([...store.entries().keys()]).toEqual(['ok']);
  });

  it("lets a later pack's entry win over an earlier one's", () => {
    const dir = join(root, 'order');
    writeFromAnotherProcess(dir, { k: 'old', only: 'kept' });
    writeFromAnotherProcess(dir, { k: 'new' });
    const store = openPackStore(dir);
    expect(listPacks(dir)).toHaveLength(2);
    expect(text(store.read('k'))).toBe('new');
    expect(text(store.read('only'))).toBe('kept');
  });

  it('skips a torn last index line and an entry whose bytes are missing (a killed write)', () => {
    const dir = join(root, 'torn');
    writeFromAnotherProcess(dir, { whole: 'all of it', cut: 'all of this too' });
    const [pack] = listPacks(dir);
    const index = join(dir, `${pack}.index`);
    const data = join(dir, `${pack}.data`);
    // The data file lost its last entry's tail; the index got half a line more.
    const whole = openPackStore(dir).locate('whole')!;
    truncateSync(data, whole.offset + whole.length + 4);
    appendFileSync(index, 'partial\t0\t');
    const store = openPackStore(dir);
    expect(text(store.read('whole'))).toBe('all of it');
    expect(store.read('cut')).toBeUndefined();
    expect(store.locate('partial')).toBeUndefined();
    // Malformed lines are skipped too.
    appendFileSync(index, '\nbad\tx\t1\nneg\t-1\t2\nextra\t0\t1\t2\n');
    expect([...openPackStore(dir).entries().keys()].sort()).toEqual(['cut', 'whole']);
  });

  it('reads entries another process left in a pack it was killed writing', () => {
    const dir = join(root, 'killed');
    const run = runNode(`
      const writer = packWriter(${JSON.stringify(dir)});
      for (let i = 0; ; i++) {
        writer.write('k' + i, 'value ' + i + ' '.repeat(i % 997));
        if (i === 200) process.kill(process.pid, 'SIGKILL');
      }
    `);
    expect(run.signal).toBe('SIGKILL');
    const entries = openPackStore(dir).entries();
    expect(entries.size).toBe(201);
    for (const [key, location] of entries) {
      const i = Number(key.slice(1));
      expect(text(readPackEntry(location))).toBe(`value ${i}${' '.repeat(i % 997)}`);
    }
  });

  it('a folder that cannot be made costs only the writes', () => {
    const file = join(root, 'a-file');
    appendFileSync(file, '');
    const store = openPackStore(join(file, 'packs'));
    expect(store.write('k', 'v')).toBe(false);
    expect(store.read('k')).toBeUndefined();
  });
});

describe('compactPacks', () => {
  const DAY = 24 * 60 * 60 * 1000;

  it("removes packs no build wrote for a day, keeping the entries the build used in this process's pack", () => {
    const dir = join(root, 'compact');
    writeFromAnotherProcess(dir, { used: 'u1', unused: 'x', replaced: 'r-old' });
    writeFromAnotherProcess(dir, { replaced: 'r-new', recent: 'y' });
    const [old, recent] = listPacks(dir) as [string, string];
    age(dir, old, 2 * DAY);
    const store = openPackStore(dir);
    const result = compactPacks(store, new Set(['used', 'replaced']), Date.now() - DAY);
    expect(result.packs).toBe(1);
    expect(result.bytes).toBeGreaterThan(0);
    const own = store.pack!;
    expect(listPacks(dir).sort()).toEqual([recent, own].sort());
    const after = openPackStore(dir);
    expect(text(after.read('used'))).toBe('u1');
    expect(after.read('unused')).toBeUndefined();
    expect(text(after.read('replaced'))).toBe('r-new');
    expect(text(after.read('recent'))).toBe('y');
    // The used entry was copied (it lives in this process's pack now), the newer one left where it was.
    expect(after.locate('used')!.file).toBe(join(dir, `${own}.data`));
    expect(after.locate('replaced')!.file).toBe(join(dir, `${recent}.data`));
  });

  it('leaves everything when no pack is a day old, and never removes its own pack', () => {
    const dir = join(root, 'young');
    writeFromAnotherProcess(dir, { a: '1' });
    const store = openPackStore(dir);
    store.write('b', '2');
    age(dir, store.pack!, 3 * DAY);
    expect(compactPacks(store, new Set(), Date.now() - DAY)).toEqual({ packs: 0, bytes: 0 });
    expect(listPacks(dir)).toHaveLength(2);
    expect(readFileSync(join(dir, `${store.pack}.index`), 'latin1')).toContain('b\t');
  });

  it('removes an old pack whose kept entry lost its bytes (a miss either way)', () => {
    const dir = join(root, 'unreadable');
    writeFromAnotherProcess(dir, { keep: 'k' });
    const [pack] = listPacks(dir) as [string];
    truncateSync(join(dir, `${pack}.data`), 0);
    age(dir, pack, 2 * DAY);
    expect(compactPacks(openPackStore(dir), new Set(['keep']), Date.now() - DAY).packs).toBe(1);
    expect(listPacks(dir)).toEqual([]);
  });

  it('keeps an old pack whose kept entry cannot be copied', () => {
    const dir = join(root, 'uncopied');
    writeFromAnotherProcess(dir, { keep: 'k', other: 'o' });
    const [pack] = listPacks(dir) as [string];
    age(dir, pack, 2 * DAY);
    const store = openPackStore(dir);
    // A later store on the folder in this process: the first one's pack takes no more writes.
    openPackStore(dir);
    expect(store.write('x', 'y')).toBe(false);
    expect(compactPacks(store, new Set(['keep']), Date.now() - DAY).packs).toBe(0);
    expect(listPacks(dir)).toEqual([pack]);
    expect(text(openPackStore(dir).read('keep'))).toBe('k');
  });
});
