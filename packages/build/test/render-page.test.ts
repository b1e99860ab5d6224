// The page step on a small site: renderPage returns everything it found as one outcome and writes
// none of the run's tallies; foldPageOutcome is the one place they are written.
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Route } from '@docsgen/navigation';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createCompilePool } from '../src/compile-pool.ts';
import { MemorySink } from '../src/memory-sink.ts';
import { openRun } from '../src/open-run.ts';
import { outputOptions } from '../src/output-options.ts';
import { NO_CACHE } from '../src/page-cache.ts';
import { foldPageOutcome, type PageOutcome } from '../src/page-outcome.ts';
import { recordingSink } from '../src/recording-sink.ts';
import { renderPage } from '../src/render-page.ts';
import type { RunContext, RunTally } from '../src/run-context.ts';
import { runPipeline } from '../src/run-pipeline.ts';
import type { RunStrategy } from '../src/run-strategy.ts';
import type { Theme } from '../src/theme-api.ts';

const root = realpathSync(mkdtempSync(join(tmpdir(), 'docsgen-render-page-')));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const files: Record<string, string> = {
  'docs.json': JSON.stringify({
    theme: 'mint',
    name: 'Outcome Fixture',
    colors: { primary: '#16A34A' },
    navigation: {
      groups: [
        { group: 'Start', pages: ['index', 'guide', 'broken', 'things'] },
        { group: 'API', openapi: 'openapi.yaml' },
      ],
    },
  }),
  'index.mdx': '---\ntitle: Home\n---\n\n## Welcome\n\nSee [the guide](/guide#usage).\n',
  'guide.mdx': '---\ntitle: Guide\n---\n\nimport Tip from "/snippets/tip.mdx";\n\n## Usage\n\n<Tip />\n',
  'broken.mdx': '---\ntitle: Broken\n---\n\nThe theme fails on this page.\n',
  'things.mdx': '---\ntitle: Things\nopenapi: GET /things\n---\n',
  'snippets/tip.mdx': 'A tip.\n',
  'openapi.yaml':
    'openapi: 3.1.0\ninfo: { title: T, version: "1" }\npaths:\n  /things:\n    get:\n      summary: List things\n      responses: { "200": { description: ok } }\n',
};
for (const [path, text] of Object.entries(files)) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

const theme: Theme = {
  name: 'outcome',
  defaults: { breadcrumbs: false, drilldown: false },
  render: (ctx) => {
    if (ctx.page.title === 'Broken') throw new Error('no layout for it');
    return `<h1>${ctx.page.title}</h1>`;
  },
  renderNotFound: () => '<html><head></head><body>Not found</body></html>',
  assets: () => [],
};

let open: RunContext | undefined;
afterEach(async () => {
  await open?.pool.close();
  open = undefined;
});

/** A run over the fixture, writing into memory, with nothing cached. */
async function run(strategy: Partial<RunStrategy> = {}): Promise<{ run: RunContext; sink: MemorySink }> {
  const sink = new MemorySink();
  const options = { root, themeFor: () => theme, cacheDir: false as const };
  const opened = await openRun(
    {
      options,
      root,
      output: outputOptions(options),
      exclude: [],
      caches: { cache: NO_CACHE },
      version: 'test',
      strategy: { kind: 'sink', sink: recordingSink(sink), reuse: {}, ...strategy },
    },
    createCompilePool(options),
  );
  if (!('site' in opened)) throw new Error(JSON.stringify(opened.diagnostics));
  open = opened;
  return { run: opened, sink };
}

/** The tallies as plain values, to compare before and after. */
function tally(run: RunTally) {
  return {
    diagnostics: [...run.diagnostics],
    links: [...run.links],
    imports: [...run.imports],
    apiPages: [...run.apiPages],
    pending: [...run.pending.keys()],
    compiled: run.compiled,
  };
}

const routeOf = (run: RunContext, url: string): Route => run.site.routes.find((r) => r.url === url)!;

describe('renderPage', () => {
  it('returns each page’s record, links, imports and diagnostics without touching the run’s tallies', async () => {
    const { run: r, sink } = await run();
    const before = tally(r);
    const guide = await renderPage(r, routeOf(r, '/guide'));
    expect(tally(r)).toEqual(before);
    expect(guide.record?.url).toBe('/guide');
    expect(guide.compiled).toBe(true);
    expect(guide.apiPage).toBe(false);
    expect(guide.imports).toEqual({ file: 'guide.mdx', list: ['snippets/tip.mdx'] });
    expect(guide.links?.headings.map((h) => h.id)).toContain('usage');
    expect(guide.pending).toBeUndefined();
    expect(sink.get('guide/index.html')?.toString('utf8')).toBe('<h1>Guide</h1>');

    const broken = await renderPage(r, routeOf(r, '/broken'));
    expect(broken.record).toBeUndefined();
    expect(broken.diagnostics.map((d) => [d.code, d.file])).toEqual([['build/render-failed', 'broken.mdx']]);
    // Compiled all the same: its links are checked, its imports watched.
    expect(broken.links?.url).toBe('/broken');
    expect(sink.has('broken/index.html')).toBe(false);

    const things = await renderPage(r, routeOf(r, '/things'));
    expect(things.apiPage).toBe(true);
    expect(things.record?.url).toBe('/things');

    const endpoint = r.site.routes.find((route) => route.source.kind === 'endpoint')!;
    const api = await renderPage(r, endpoint);
    expect(api.record?.url).toBe(endpoint.url);
    expect(api.links).toBeUndefined();
    expect(tally(r)).toEqual(before);
  });

  it('leaves a deferred page’s HTML in its outcome; folded, the run renders it once on demand', async () => {
    const { run: r, sink } = await run({ kind: 'dev', later: { search: false, pages: true } });
    const outcome = await renderPage(r, routeOf(r, '/'), { defer: true });
    expect(outcome.pending?.path).toBe('index.html');
    expect(sink.has('index.html')).toBe(false);
    expect(r.pending.size).toBe(0);
    foldPageOutcome(r, outcome);
    const render = r.pending.get('index.html')!;
    expect(await render()).toEqual([]);
    expect(sink.get('index.html')?.toString('utf8')).toBe('<h1>Home</h1>');
    expect(r.pending.size).toBe(0);
  });
});

describe('foldPageOutcome', () => {
  it('makes the tallies from the outcomes: diagnostics in order, links, imports, API pages, compile count', async () => {
    const { run: r } = await run();
    const start = r.diagnostics.length;
    const outcomes: PageOutcome[] = [];
    for (const route of r.site.routes) outcomes.push(await renderPage(r, route));
    for (const outcome of outcomes) foldPageOutcome(r, outcome);
    expect(r.diagnostics.slice(start)).toEqual(outcomes.flatMap((o) => o.diagnostics));
    expect(r.diagnostics.slice(start).map((d) => d.code)).toContain('build/render-failed');
    expect([...r.links.keys()].sort()).toEqual(['/', '/broken', '/guide', '/things']);
    expect(r.imports.get('guide.mdx')).toEqual(['snippets/tip.mdx']);
    expect(r.imports.get('index.mdx')).toEqual([]);
    expect(r.apiPages).toEqual(['/things']);
    // Every MDX page went through the pool (nothing is cached); endpoint pages are made in this thread.
    expect(r.compiled).toBe(outcomes.filter((o) => o.compiled).length);
    expect(r.compiled).toBe(4);
    expect(r.pending.size).toBe(0);
    // The same tallies as the full run, which folds each outcome as it comes.
    const fullOptions = { root, themeFor: () => theme, cacheDir: false as const };
    const full = await runPipeline({
      options: fullOptions,
      root,
      output: outputOptions(fullOptions),
      exclude: [],
      caches: { cache: NO_CACHE },
      version: 'test',
      strategy: { kind: 'sink', sink: recordingSink(new MemorySink()), reuse: {} },
    });
    expect(full.compiled).toBe(r.compiled);
    expect([...full.imports].sort()).toEqual([...r.imports].sort());
    const key = (d: object) => JSON.stringify(d);
    expect(full.diagnostics.map(key)).toEqual(expect.arrayContaining(r.diagnostics.map(key)));
  });
});
