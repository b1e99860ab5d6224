import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createIncrementalBuilder, type IncrementalBuilder, MemorySink } from '@docsgen/build';
import { afterEach, describe, expect, it } from 'vitest';
import { themeFor } from '../packages/cli/src/theme-for.ts';
import { makeDevSite } from '../packages/dev-server/test/site-fixture.ts';

// The dev builder answers a config change before rendering the pages' HTML (`BuildResult.deferred`):
// what matters is that no page is ever served with the old navigation, and that all of them arrive.
let root: string;
let builder: IncrementalBuilder | undefined;
afterEach(async () => {
  await builder?.close();
  rmSync(root, { recursive: true, force: true });
});

const pages = ['index.html', 'guides/editing/index.html', 'guides/other/index.html'];
const html = (sink: MemorySink, path: string) => sink.get(path)?.toString('utf8');
const rename = (from: string, to: string) => {
  const file = join(root, 'docs.json');
  writeFileSync(file, readFileSync(file, 'utf8').replace(`"name": "${from}"`, `"name": "${to}"`));
};

async function start() {
  root = makeDevSite();
  const sink = new MemorySink();
  builder = createIncrementalBuilder({ root, themeFor, sink, cacheDir: false });
  const first = await builder.build();
  expect(first.ok).toBe(true);
  expect(first.deferred).toBeUndefined();
  for (const page of pages) expect(html(sink, page)).toContain('Dev Fixture');
  return { sink, builder };
}

describe('dev builder: pages rendered after a config change answers', () => {
  it('drops the old HTML at once, renders a page on request, and the rest in the background', async () => {
    const { sink, builder } = await start();
    rename('Dev Fixture', 'Renamed Site');
    const result = await builder.update([{ path: 'docs.json', kind: 'change' }]);
    expect(result.ok).toBe(true);
    expect(result.compiled).toBe(0);
    const deferred = result.deferred!;
    expect(deferred).toBeDefined();
    for (const page of pages) {
      expect(deferred.has(page)).toBe(true);
      expect(result.files).toContain(page);
      // Either not rendered yet or rendered with the new name: never the old navigation.
      expect(html(sink, page) ?? 'Renamed Site').toContain('Renamed Site');
    }
    expect(deferred.has('llms.txt')).toBe(false);
    expect(sink.has('llms.txt')).toBe(true);
    const other = await deferred.get('guides/other/index.html');
    expect(Buffer.from(other!).toString('utf8')).toContain('Renamed Site');
    await result.background;
    for (const page of pages) expect(html(sink, page)).toContain('Renamed Site');
    expect(await deferred.get('not/a/page.html')).toBeUndefined();
  });

  it('a page edited before its deferred render is served with the edit and the new navigation', async () => {
    const { sink, builder } = await start();
    rename('Dev Fixture', 'Renamed Site');
    const config = await builder.update([{ path: 'docs.json', kind: 'change' }]);
    const file = join(root, 'guides/other.mdx');
    writeFileSync(file, readFileSync(file, 'utf8').replace('Other text.', 'Other text, edited.'));
    const edit = await builder.update([{ path: 'guides/other.mdx', kind: 'change' }]);
    expect(edit.compiled).toBe(1);
    expect(edit.deferred).toBe(config.deferred);
    const served = Buffer.from((await edit.deferred!.get('guides/other/index.html'))!).toString('utf8');
    expect(served).toContain('Other text, edited.');
    expect(served).toContain('Renamed Site');
    await edit.background;
    for (const page of pages) expect(html(sink, page)).toContain('Renamed Site');
    expect(html(sink, 'guides/other/index.html')).toContain('Other text, edited.');
    expect(html(sink, 'llms-full.txt')).toContain('Other text, edited.');
  });

  it('a docs.json that stops loading keeps the last good site, its unrendered pages still render on request', async () => {
    const { sink, builder } = await start();
    rename('Dev Fixture', 'Renamed Site');
    const config = await builder.update([{ path: 'docs.json', kind: 'change' }]);
    const good = readFileSync(join(root, 'docs.json'), 'utf8');
    writeFileSync(join(root, 'docs.json'), good.replace('"name": "Renamed Site",', '"name": "Renamed Site",,'));
    const broken = await builder.update([{ path: 'docs.json', kind: 'change' }]);
    expect(broken.ok).toBe(false);
    expect(broken.diagnostics.some((d) => d.file === 'docs.json' && d.severity === 'error')).toBe(true);
    expect(broken.deferred).toBe(config.deferred);
    for (const page of pages) {
      const bytes = html(sink, page) ?? Buffer.from((await broken.deferred!.get(page))!).toString('utf8');
      expect(bytes, page).toContain('Renamed Site');
    }
    expect(sink.has('llms.txt')).toBe(true);
    writeFileSync(join(root, 'docs.json'), good.replace('Renamed Site', 'Fixed Site'));
    const fixed = await builder.update([{ path: 'docs.json', kind: 'change' }]);
    expect(fixed.ok).toBe(true);
    await fixed.background;
    for (const page of pages) expect(html(sink, page)).toContain('Fixed Site');
    // The earlier run's pages are no longer rendered through its (closed) session.
    expect(await config.deferred!.get('index.html')).toBeUndefined();
  });

  it('a page edit answers before llms-full.txt and the search index are refreshed, which follow', async () => {
    const { sink, builder } = await start();
    const file = join(root, 'guides/other.mdx');
    writeFileSync(file, readFileSync(file, 'utf8').replace('Other text.', 'Other text, edited.'));
    const edit = await builder.update([{ path: 'guides/other.mdx', kind: 'change' }]);
    expect(edit.deferred).toBeUndefined();
    expect(html(sink, 'guides/other/index.html')).toContain('Other text, edited.');
    expect(html(sink, 'guides/other.md')).toContain('Other text, edited.');
    expect(html(sink, 'llms-full.txt')).not.toContain('Other text, edited.');
    await edit.background;
    expect(html(sink, 'llms-full.txt')).toContain('Other text, edited.');
  });

  it("a page edit's links are checked against the other pages' current anchors", async () => {
    const { builder } = await start();
    const file = join(root, 'guides/other.mdx');
    const text = readFileSync(file, 'utf8');
    const brokenAnchor = (r: { diagnostics: Array<{ code: string; file?: string }> }) =>
      r.diagnostics.filter((d) => d.code === 'mdx/broken-anchor' && d.file === 'guides/other.mdx');
    writeFileSync(file, `${text}\nSee [the edit](/guides/editing#no-such-heading).\n`);
    const broken = await builder.update([{ path: 'guides/other.mdx', kind: 'change' }]);
    expect(broken.compiled).toBe(1);
    expect(brokenAnchor(broken)).toHaveLength(1);
    writeFileSync(file, `${text}\nSee [the edit](/guides/editing#edit-me).\n`);
    const fixed = await builder.update([{ path: 'guides/other.mdx', kind: 'change' }]);
    expect(brokenAnchor(fixed)).toEqual([]);
  });

  it('a config change saved with a page edit renders the edited page from its new source', async () => {
    const { sink, builder } = await start();
    rename('Dev Fixture', 'Renamed Site');
    const file = join(root, 'guides/other.mdx');
    writeFileSync(file, readFileSync(file, 'utf8').replace('Other text.', 'Other text, saved with docs.json.'));
    const result = await builder.update([
      { path: 'docs.json', kind: 'change' },
      { path: 'guides/other.mdx', kind: 'change' },
    ]);
    expect(result.compiled).toBe(1);
    await result.background;
    expect(html(sink, 'guides/other/index.html')).toContain('Other text, saved with docs.json.');
    expect(html(sink, 'guides/other/index.html')).toContain('Renamed Site');
  });
});
