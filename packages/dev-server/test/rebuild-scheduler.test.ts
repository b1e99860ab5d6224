import type { FileChange } from '@docsgen/build';
import { describe, expect, it } from 'vitest';
import { mergeChange } from '../src/merge-change.ts';
import { RebuildScheduler } from '../src/rebuild-scheduler.ts';

function recording(delayMs: number) {
  const runs: FileChange[][] = [];
  let active = 0;
  let overlapped = false;
  const scheduler = new RebuildScheduler({
    debounceMs: 10,
    run: async (changes) => {
      active++;
      if (active > 1) overlapped = true;
      runs.push(changes);
      await new Promise((r) => setTimeout(r, delayMs));
      active--;
    },
  });
  return { scheduler, runs, overlapped: () => overlapped };
}

describe('RebuildScheduler', () => {
  it('a burst of events becomes one rebuild with one entry per path', async () => {
    const { scheduler, runs } = recording(5);
    for (let i = 0; i < 100; i++) scheduler.push({ path: 'a.mdx', kind: 'change' });
    scheduler.push({ path: 'b.mdx', kind: 'add' });
    scheduler.push({ path: 'b.mdx', kind: 'change' });
    await new Promise((r) => setTimeout(r, 30));
    await scheduler.idle();
    expect(runs).toEqual([
      [
        { path: 'a.mdx', kind: 'change' },
        { path: 'b.mdx', kind: 'add' },
      ],
    ]);
    await scheduler.close();
  });

  it('changes during a running rebuild queue exactly one more, and rebuilds never overlap', async () => {
    const { scheduler, runs, overlapped } = recording(60);
    scheduler.push({ path: 'a.mdx', kind: 'change' });
    await new Promise((r) => setTimeout(r, 30)); // first rebuild running
    for (let i = 0; i < 20; i++) scheduler.push({ path: `p${i % 3}.mdx`, kind: 'change' });
    await new Promise((r) => setTimeout(r, 5));
    await scheduler.idle();
    expect(runs.length).toBe(2);
    expect(runs[1]?.map((c) => c.path)).toEqual(['p0.mdx', 'p1.mdx', 'p2.mdx']);
    expect(overlapped()).toBe(false);
    await scheduler.close();
  });

  it('exclusive() holds changes until the initial build ends', async () => {
    const { scheduler, runs } = recording(1);
    let release = () => {};
    const initial = scheduler.exclusive(() => new Promise<void>((r) => (release = r)));
    scheduler.push({ path: 'a.mdx', kind: 'change' });
    await new Promise((r) => setTimeout(r, 30));
    expect(runs).toEqual([]);
    release();
    await initial;
    await scheduler.idle();
    expect(runs).toEqual([[{ path: 'a.mdx', kind: 'change' }]]);
    await scheduler.close();
  });

  it('a failing rebuild does not stop later ones', async () => {
    const runs: number[] = [];
    const scheduler = new RebuildScheduler({
      debounceMs: 1,
      run: async () => {
        runs.push(runs.length);
        if (runs.length === 1) throw new Error('boom');
      },
    });
    scheduler.push({ path: 'a', kind: 'change' });
    await new Promise((r) => setTimeout(r, 20));
    scheduler.push({ path: 'a', kind: 'change' });
    await new Promise((r) => setTimeout(r, 20));
    await scheduler.idle();
    expect(runs).toEqual([0, 1]);
    await scheduler.close();
  });

  it('close() drops pending changes', async () => {
    const { scheduler, runs } = recording(1);
    scheduler.push({ path: 'a', kind: 'change' });
    await scheduler.close();
    await new Promise((r) => setTimeout(r, 30));
    expect(runs).toEqual([]);
  });
});

describe('mergeChange', () => {
  it.each([
    [undefined, 'change', 'change'],
    ['add', 'change', 'add'],
    ['change', 'unlink', 'unlink'],
    ['add', 'unlink', 'unlink'],
    ['unlink', 'add', 'change'],
    ['change', 'add', 'change'],
    ['add', 'add', 'add'],
  ] as const)('%s then %s is %s', (a, b, expected) => {
    expect(mergeChange(a, b)).toBe(expected);
  });
});
