import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  type BuildOptions,
  type BuildResult,
  classifyChange,
  type DeferredOutputs,
  type FileChange,
  type IncrementalBuilder,
} from '@docsgen/build';
import { type Diagnostic, error, offsetToLineColumn } from '@docsgen/diagnostics';

/** What a test can inspect of a {@link FakeBuilder}. */
export interface FakeBuilder extends IncrementalBuilder {
  /** Every `update` call's changes, in order. */
  updates: FileChange[][];
  /** Number of `build` calls. */
  builds: number;
  /** True once `close` ran. */
  closed: boolean;
  /** With `deferHtml`: renders the pages no request asked for, ending the last update's background work. */
  releaseDeferred(): void;
  /** With `deferHtml`: the pages rendered on request so far. */
  renderedOnRequest: string[];
}

/** Options of {@link createFakeBuilder}. */
export interface FakeBuilderOptions {
  /** Extra time every build or update takes, in ms; default 0. */
  delayMs?: number;
  /** Write no `404.html`, so the server's own not-found page shows; default false. */
  no404?: boolean;
  /**
   * Like the real builder after a config change: updates leave the pages' HTML out of the sink and
   * hand it over through `BuildResult.deferred`, rendered on request; the rest is rendered when the
   * test calls `releaseDeferred`. Default false.
   */
  deferHtml?: boolean;
}

/**
 * A stand-in for the real incremental builder with the same contract: reads docs.json (a JSON
 * syntax error is a located diagnostic and nothing is written), turns every `.mdx` page into
 * `<url>/index.html` plus `<url>.md`, writes `404.html`, and removes the outputs of deleted pages.
 * A page containing `{broken` fails alone: it gets a diagnostic and its outputs are dropped.
 */
export function createFakeBuilder(options: BuildOptions, fake: FakeBuilderOptions = {}): FakeBuilder {
  if (!options.sink) throw new Error('the fake builder needs a sink');
  const sink = options.sink as NonNullable<BuildOptions['sink']> & Map<string, Uint8Array>;
  const state: FakeBuilder = {
    updates: [],
    builds: 0,
    closed: false,
    async build() {
      state.builds++;
      return run();
    },
    async update(changes) {
      state.updates.push(changes);
      return run(fake.deferHtml === true);
    },
    classify: (path) => classifyChange(path),
    async close() {
      state.closed = true;
    },
    releaseDeferred: () => release(),
    renderedOnRequest: [],
  };
  let release: () => void = () => undefined;

  async function run(deferHtml = false): Promise<BuildResult> {
    const t0 = performance.now();
    if (fake.delayMs) await new Promise((r) => setTimeout(r, fake.delayMs));
    const diagnostics: Diagnostic[] = [];
    let name = 'Docs';
    const configText = readFileSync(join(options.root, 'docs.json'), 'utf8');
    try {
      name = String((JSON.parse(configText) as { name?: unknown }).name ?? 'Docs');
    } catch (e) {
      const at = /position (\d+)/.exec((e as Error).message);
      const where = at ? offsetToLineColumn(configText, Number(at[1])) : { line: 1, column: 1 };
      diagnostics.push(
        error('config/json-syntax', 'docs.json is not valid JSON.', {
          file: 'docs.json',
          ...where,
          hint: 'Remove the stray character.',
        }),
      );
      // Like the real builder: files a run did not produce are dropped, here all of them.
      sink.clear();
      return { ok: false, diagnostics, pages: 0, files: [], durationMs: performance.now() - t0 };
    }
    const written = new Set<string>();
    const keep = new Set<string>();
    const later = new Map<string, string>();
    for (const file of listPages(options.root)) {
      const url = file.replace(/\.mdx$/, '').replace(/(^|\/)index$/, '');
      const html = url === '' ? 'index.html' : `${url}/index.html`;
      const md = `${url === '' ? 'index' : url}.md`;
      const source = readFileSync(join(options.root, file), 'utf8');
      const bad = source.indexOf('{broken');
      if (bad !== -1) {
        diagnostics.push(
          error('mdx/syntax', 'Unexpected `{broken`: an expression was not closed.', {
            file,
            ...offsetToLineColumn(source, bad),
            hint: 'Close the brace.',
          }),
        );
        continue;
      }
      const body = source
        .replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
        .split(/\n\n+/)
        .map((p) => `<p>${p}</p>`)
        .join('');
      const page = `<!doctype html><html><head><title>${name}</title></head><body>${body}</body></html>`;
      if (deferHtml) later.set(html, page);
      else await sink.write(html, page);
      await sink.write(md, source);
      keep.add(html).add(md);
      written.add(html);
    }
    if (!fake.no404) {
      await sink.write('404.html', `<!doctype html><html><body><h1>${name}: page not found</h1></body></html>`);
      keep.add('404.html');
    }
    for (const path of [...sink.keys()]) if (!keep.has(path) || later.has(path)) sink.delete(path);
    const ok = diagnostics.length === 0;
    const result: BuildResult = {
      ok,
      diagnostics,
      pages: written.size,
      files: [...keep].sort(),
      durationMs: performance.now() - t0,
    };
    if (later.size === 0) return result;
    const paths = new Set(later.keys());
    const render = async (path: string) => {
      const page = later.get(path);
      later.delete(path);
      if (page !== undefined) await sink.write(path, page);
    };
    const deferred: DeferredOutputs = {
      has: (path) => paths.has(path),
      async get(path) {
        if (!paths.has(path)) return undefined;
        if (later.has(path)) state.renderedOnRequest.push(path);
        await render(path);
        return sink.get(path);
      },
    };
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const background = released.then(async () => {
      for (const path of [...later.keys()]) await render(path);
      return undefined;
    });
    return { ...result, deferred, background };
  }

  return state;
}

function listPages(root: string, dir = ''): string[] {
  const out: string[] = [];
  for (const name of readdirSync(join(root, dir)).sort()) {
    if (name.startsWith('.') || name === 'node_modules' || name === 'dist') continue;
    const rel = dir ? `${dir}/${name}` : name;
    if (statSync(join(root, rel)).isDirectory()) out.push(...listPages(root, rel));
    else if (name.endsWith('.mdx')) out.push(rel);
  }
  return out;
}
