import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatchChange } from '../src/apply-change.ts';
import { createIncrementalBuilder } from '../src/create-incremental-builder.ts';
import { type DevChange, decideChange } from '../src/decide-change.ts';
import { createDevContext, type DevContext, type DevState, emptyDevState } from '../src/dev-state.ts';
import { rebuildAll } from '../src/rebuild-all.ts';
import type { FileChange, IncrementalBuilder, OutputSink } from '../src/types.ts';
import { edit, plainTheme, textFiles, WatchedSink, writeDevSite } from './dev-site.ts';

// The dev builder's one dispatch: a change's kind decided from the state (decideChange), and each
// arm a step from one state to the next, run here one by one over a small site in a temp folder.
const roots: string[] = [];
const open: Array<DevState | IncrementalBuilder> = [];
afterEach(async () => {
  for (const o of open.splice(0)) {
    if ('close' in o) await o.close();
    else {
      o.deferred?.stop();
      await o.session?.close();
    }
  }
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A fresh copy of the small site, removed after the test. */
function site(): string {
  const root = writeDevSite();
  roots.push(root);
  return root;
}

const changed = (...paths: string[]): FileChange[] => paths.map((path) => ({ path, kind: 'change' }));
const html = (ctx: { sink: OutputSink }, path: string) => Buffer.from(ctx.sink.read(path) ?? []).toString('utf8');

/** A context over a fresh site (`cache`: with a cache folder) and the state after its first full run. */
async function built(
  cache = false,
): Promise<{ ctx: DevContext & { sink: WatchedSink }; state: DevState; root: string }> {
  const root = site();
  const sink = new WatchedSink();
  const cacheDir = cache ? '.docsgen-cache' : false;
  const ctx = { ...createDevContext({ root, themeFor: () => plainTheme, sink, cacheDir }), sink };
  const { state, result } = await rebuildAll(ctx, emptyDevState(), { kind: 'full', later: false, dropMemo: false }, []);
  open.push(state);
  expect(result.ok).toBe(true);
  expect(result.deferred).toBeUndefined();
  expect(state.last).toBe(result);
  sink.writes.length = 0;
  return { ctx, state, root };
}

/** The arm a decision goes to, as the builder's update runs it (the changed files' cached sources go first). */
function step(ctx: DevContext, state: DevState, change: DevChange, changes: FileChange[]) {
  ctx.caches.forget(changes);
  return dispatchChange(ctx, state, change, changes);
}

describe('decideChange', () => {
  it('before a first result every change is a full run that answers with everything rendered', () => {
    expect(decideChange(emptyDevState(), changed('notes.txt'))).toEqual({
      kind: 'full',
      later: false,
      dropMemo: false,
    });
  });

  it('decides static, rerender and full from what the last run knows', async () => {
    const { state } = await built();
    expect(decideChange(state, changed('notes.txt')).kind).toBe('static');
    const rerender = decideChange(state, changed('other.mdx'));
    expect(rerender.kind === 'rerender' && rerender.pages.map((p) => p.route.url)).toEqual(['/other']);
    expect(decideChange(state, changed('docs.json'))).toEqual({ kind: 'full', later: true, dropMemo: false });
    // The snippet a page imported: its importers compile again (the memo is keyed by their own source).
    expect(decideChange(state, changed('snippets/note.mdx'))).toEqual({ kind: 'full', later: true, dropMemo: true });
    // A file that came or went, a page the last run did not render, a page saved with a static file.
    expect(decideChange(state, [{ path: 'notes.txt', kind: 'add' }]).kind).toBe('full');
    expect(decideChange(state, [{ path: 'other.mdx', kind: 'unlink' }]).kind).toBe('full');
    expect(decideChange(state, changed('unlisted.mdx')).kind).toBe('full');
    expect(decideChange(state, changed('other.mdx', 'notes.txt')).kind).toBe('full');
  });
});

describe('the dev builder arms, state by state', () => {
  it('static: copies only the changed file, and the state stays the same value', async () => {
    const { ctx, state, root } = await built();
    writeFileSync(join(root, 'notes.txt'), 'second\n');
    const change = decideChange(state, changed('notes.txt'));
    const next = await step(ctx, state, change, changed('notes.txt'));
    expect(ctx.sink.writes).toEqual(['notes.txt']);
    expect(html(ctx, 'notes.txt')).toBe('second\n');
    expect(next.state).toBe(state);
    expect(next.result.compiled).toBe(0);
    expect(next.result.files).toEqual(state.last?.files);
  });

  it('rerender: a text-only edit rewrites that page alone over the same session, site and memo', async () => {
    const { ctx, state, root } = await built();
    edit(root, 'other.mdx', 'Other text.', 'Other text, edited.');
    const change = decideChange(state, changed('other.mdx'));
    expect(change.kind).toBe('rerender');
    const next = await step(ctx, state, change, changed('other.mdx'));
    open.push(next.state);
    expect(next.result.compiled).toBe(1);
    expect(html(ctx, 'other/index.html')).toContain('Other text, edited.');
    expect(
      ctx.sink.writes.every((p) => p.startsWith('other')),
      ctx.sink.writes.join(),
    ).toBe(true);
    const { session, site, memo, deferred } = next.state;
    expect({ session, site, memo, deferred }).toEqual({
      session: state.session,
      site: state.site,
      memo: state.memo,
      deferred,
    });
    expect(next.state.last).toBe(next.result);
    expect(state.background.signal.aborted).toBe(true);
    expect(next.state.background.signal.aborted).toBe(false);
    // llms-full.txt follows in the background.
    expect(html(ctx, 'llms-full.txt')).not.toContain('Other text, edited.');
    await next.result.background;
    expect(html(ctx, 'llms-full.txt')).toContain('Other text, edited.');
  });

  it('rerender that reaches other pages (a title the sidebars show) becomes a full run', async () => {
    const { ctx, state, root } = await built();
    edit(root, 'other.mdx', 'title: Other', 'title: Renamed');
    const next = await step(ctx, state, decideChange(state, changed('other.mdx')), changed('other.mdx'));
    open.push(next.state);
    expect(next.state.session).not.toBe(state.session);
    expect(next.state.site).not.toBe(state.site);
    expect(html(ctx, 'other/index.html')).toContain('<title>Renamed');
    // Every page's sidebar, rendered before answering or on request.
    const index = next.result.deferred ? await next.result.deferred.get('index.html') : ctx.sink.read('index.html');
    expect(Buffer.from(index ?? []).toString('utf8')).toContain('Start | Home | Guide | Renamed');
    await next.result.background;
  });

  it('full: a config change runs the pipeline from the memo, a new session replacing the old', async () => {
    const { ctx, state, root } = await built();
    const closed = vi.spyOn(state.session!, 'close');
    edit(root, 'docs.json', 'Plain Site', 'Renamed Site');
    const change = decideChange(state, changed('docs.json'));
    const next = await step(ctx, state, change, changed('docs.json'));
    open.push(next.state);
    expect(next.result.ok).toBe(true);
    expect(next.result.compiled).toBe(0);
    expect(closed).toHaveBeenCalledOnce();
    expect(next.state.session).not.toBe(state.session);
    expect(next.state.memo).not.toBe(state.memo);
    expect([...next.state.memo.keys()].sort()).toEqual([...state.memo.keys()].sort());
    // Pages are rendered after answering: none is served with the old name meanwhile.
    expect(next.state.deferred?.outputs).toBe(next.result.deferred);
    expect(ctx.sink.read('guide/index.html') ? html(ctx, 'guide/index.html') : 'Renamed Site').toContain(
      'Renamed Site',
    );
    const guide = await next.result.deferred!.get('guide/index.html');
    expect(Buffer.from(guide ?? []).toString('utf8')).toContain('Renamed Site');
    await next.result.background;
    expect(html(ctx, 'index.html')).toContain('Renamed Site');
  });

  it('full with dropMemo: a snippet edit compiles its importer again, the others come from the disk cache', async () => {
    const { ctx, state, root } = await built(true);
    edit(root, 'snippets/note.mdx', 'first version', 'second version');
    const next = await step(
      ctx,
      state,
      decideChange(state, changed('snippets/note.mdx')),
      changed('snippets/note.mdx'),
    );
    open.push(next.state);
    expect(next.result.compiled).toBe(1);
    expect(next.state.memo).not.toBe(state.memo);
    await next.result.background;
    expect(html(ctx, 'guide/index.html')).toContain('Snippet, second version.');
  });

  it('a docs.json that stops loading keeps the memo and the last good output, and answers with the error', async () => {
    const { ctx, state, root } = await built();
    const closed = vi.spyOn(state.session!, 'close');
    writeFileSync(join(root, 'docs.json'), '{ "name": "Broken",, }');
    const next = await step(ctx, state, decideChange(state, changed('docs.json')), changed('docs.json'));
    open.push(next.state);
    expect(next.result.ok).toBe(false);
    expect(next.state.memo).toBe(state.memo);
    expect(next.result.diagnostics.some((d) => d.file === 'docs.json' && d.severity === 'error')).toBe(true);
    // The site of a docs.json that does not parse has no page; the last one's session is closed.
    expect(next.state.site?.routes ?? []).toEqual([]);
    expect(closed).toHaveBeenCalledOnce();
    expect(html(ctx, 'other/index.html')).toContain('Other text.');
    // With no page to re-render, a page edit is a full run (which reports docs.json again).
    expect(decideChange(next.state, changed('other.mdx')).kind).toBe('full');
  });

  it('a snippet edit saved with a broken docs.json drops the memo all the same (compiled against the old snippet)', async () => {
    const { ctx, state, root } = await built();
    edit(root, 'snippets/note.mdx', 'first version', 'second version');
    writeFileSync(join(root, 'docs.json'), '{ "name": "Broken",, }');
    const changes = changed('snippets/note.mdx', 'docs.json');
    const next = await step(ctx, state, decideChange(state, changes), changes);
    open.push(next.state);
    expect(next.result.ok).toBe(false);
    expect(state.memo.size).toBe(3);
    expect(next.state.memo.size).toBe(0);
  });
});

describe('createIncrementalBuilder: changes one at a time', () => {
  it('a change saved during a running rebuild waits for it, and its background work replaces the first', async () => {
    const root = site();
    const sink = new WatchedSink();
    const builder = createIncrementalBuilder({ root, themeFor: () => plainTheme, sink, cacheDir: false });
    open.push(builder);
    expect((await builder.build()).ok).toBe(true);
    edit(root, 'docs.json', 'Plain Site', 'Renamed Site');
    const config = builder.update(changed('docs.json'));
    // Saved while the config change runs: it starts from the state that change leaves.
    edit(root, 'other.mdx', 'Other text.', 'Other text, edited.');
    const page = builder.update(changed('other.mdx'));
    const order: string[] = [];
    const [first, second] = await Promise.all(
      [config, page].map((p, i) =>
        p.then((r) => {
          order.push(i === 0 ? 'config' : 'page');
          return r;
        }),
      ),
    );
    expect(order).toEqual(['config', 'page']);
    expect(second.compiled).toBe(1);
    // Re-rendered over the config change's session: the edit shows with the new name.
    expect(second.deferred).toBe(first.deferred);
    const other = await second.deferred!.get('other/index.html');
    expect(Buffer.from(other ?? []).toString('utf8')).toContain('Other text, edited.');
    expect(Buffer.from(other ?? []).toString('utf8')).toContain('Renamed Site');
    await Promise.all([first.background, second.background]);
    expect(html({ sink }, 'llms-full.txt')).toContain('Other text, edited.');
    expect(textFiles(sink).get('index.html')).toContain('Renamed Site');
  });

  it('an edit saved within the quiet time drops the extras refresh of the one before', async () => {
    const { ctx, state, root } = await built();
    const writes = vi.spyOn(state.session!, 'writeExtras');
    edit(root, 'other.mdx', 'Other text.', 'Other text, once.');
    const one = await step(ctx, state, decideChange(state, changed('other.mdx')), changed('other.mdx'));
    edit(root, 'other.mdx', 'Other text, once.', 'Other text, twice.');
    const two = await step(ctx, one.state, decideChange(one.state, changed('other.mdx')), changed('other.mdx'));
    open.push(two.state);
    await Promise.all([one.result.background, two.result.background]);
    expect(writes).toHaveBeenCalledOnce();
    expect(html(ctx, 'llms-full.txt')).toContain('Other text, twice.');
  });
});
