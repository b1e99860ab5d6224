import { createServer } from 'node:http';
import { networkInterfaces } from 'node:os';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import {
  type BuildOptions,
  type BuildResult,
  classifyChange,
  createIncrementalBuilder,
  type FileChange,
  type IncrementalBuilder,
  MemorySink,
} from '@docsgen/build';
import { type Diagnostic, error, formatReport } from '@docsgen/diagnostics';
import { normalizeHost } from './check-host.ts';
import { createRequestHandler } from './handle-request.ts';
import { listenOnFreePort } from './listen-on-free-port.ts';
import { openBrowser } from './open-browser.ts';
import { readSource } from './read-source.ts';
import { RebuildScheduler } from './rebuild-scheduler.ts';
import { ReloadChannel } from './reload-channel.ts';
import { renderOverlay } from './render-overlay.ts';
import type { ServedSite } from './served-site.ts';
import { watchDocs } from './watch-docs.ts';

/** Options of {@link startDevServer}. */
export interface DevServerOptions {
  /** Docs root (folder holding docs.json). */
  root: string;
  /** First port tried; the next free one is used when taken; 0 picks any. Default 3000. */
  port?: number;
  /** Interface to bind; default `127.0.0.1`. Anything else prints a warning. */
  host?: string;
  /** Picks the theme for a docs.json `theme` name (the CLI passes it in). */
  themeFor: BuildOptions['themeFor'];
  /** Open the browser once serving; default false. */
  open?: boolean;
  /** Receives every message line (URL, rebuilds, diagnostics); default writes to stderr. */
  log?: (line: string) => void;
  /** Makes the incremental builder; default `createIncrementalBuilder` from @docsgen/build. */
  createBuilder?: (options: BuildOptions) => IncrementalBuilder;
  /** Watch the docs root and rebuild on change; default true. */
  watch?: boolean;
  /** Quiet time after the last file event before a rebuild, in ms; default 15. */
  debounceMs?: number;
  /** ANSI colours in printed diagnostics; default false. */
  color?: boolean;
}

/** A running dev server. */
export interface DevServer {
  /** Address to open, e.g. `http://127.0.0.1:3000/`. */
  url: string;
  /** Port actually bound. */
  port: number;
  /** Stops watching, ends every connection and releases the builder. */
  close(): Promise<void>;
  /** Revision being served: 0 while the first build runs, +1 per finished rebuild. */
  revision(): number;
  /** Resolves once revision `n` (or a later one) is being served. */
  waitForRevision(n: number): Promise<void>;
  /** Resolves once no rebuild runs and no change waits for one. */
  idle(): Promise<void>;
  /** Resolves once idle and the last rebuild's background work (pages rendered after answering, search index) is done. */
  settled(): Promise<void>;
  /** Diagnostics of the latest rebuild. */
  diagnostics(): readonly Diagnostic[];
}

/**
 * Starts `docsgen dev`: builds the site in memory with the same pipeline as `docsgen build`, serves
 * it on 127.0.0.1, watches the docs root, rebuilds incrementally and reloads open pages. Errors never
 * stop it: the last good version stays served under an overlay until the input is fixed.
 * Resolves once the first build has finished (successfully or not) and the watcher is ready.
 */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const root = resolve(options.root);
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const host = options.host ?? '127.0.0.1';
  const wildcard = host === '0.0.0.0' || host === '::';
  const extraHosts = host === '127.0.0.1' ? [] : [host, ...(wildcard ? machineAddresses() : [])];
  const createBuilder = options.createBuilder ?? createIncrementalBuilder;

  let site: ServedSite = { revision: 0, files: new Map(), overlayHtml: '', hasGood: false };
  let diagnostics: readonly Diagnostic[] = [];
  let lastReport = '';
  let waiters: Array<{ n: number; resolve: () => void }> = [];
  let background: Promise<void> = Promise.resolve();
  const channel = new ReloadChannel();
  const output = new MemorySink();
  const buildOptions: BuildOptions = { root, themeFor: options.themeFor, sink: output };
  const builder = createBuilder(buildOptions);

  const publish = (result: BuildResult, changes: FileChange[] | undefined) => {
    const files = nextFiles(site, output, result);
    const overlayHtml = renderOverlay(result.diagnostics, {
      readSource: (file) => readSource(root, file),
      firstBuild: !site.hasGood && !result.ok,
    });
    site = {
      revision: site.revision + 1,
      files,
      overlayHtml,
      hasGood: site.hasGood || result.ok,
      deferred: result.deferred,
    };
    diagnostics = result.diagnostics;
    channel.broadcast(site.revision);
    const ready = waiters.filter((w) => w.n <= site.revision);
    waiters = waiters.filter((w) => w.n > site.revision);
    for (const w of ready) w.resolve();
    logResult(result, changes);
  };

  const logResult = (result: BuildResult, changes: FileChange[] | undefined) => {
    const what = changes ? describeChanges(changes) : 'initial build';
    const ms = Math.round(result.durationMs);
    if (result.ok) log(`${what}: ${result.pages} page${result.pages === 1 ? '' : 's'} in ${ms} ms`);
    else log(`${what}: failed in ${ms} ms${site.hasGood ? '; still serving the last version that built' : ''}`);
    // The full report only when it changed, so one lingering warning is not reprinted on every save.
    // Info notes (no sitemap without a site URL…) are about publishing, not about the preview.
    const shown = result.diagnostics.filter((d) => d.severity !== 'info');
    const report = shown.length
      ? formatReport(shown, { readSource: (f) => readSource(root, f), color: options.color })
      : '';
    if (report !== lastReport) log(report || 'All problems fixed.');
    lastReport = report;
  };

  const rebuild = async (changes: FileChange[] | undefined) => {
    const t0 = performance.now();
    channel.building();
    let result: BuildResult;
    try {
      // Until one build succeeds there is no state to update incrementally: build everything.
      result = changes && site.hasGood ? await builder.update(changes) : await builder.build();
    } catch (e) {
      // A crash in the builder is a bug, but the server must outlive it: report it like any error.
      const message = e instanceof Error ? e.message : String(e);
      result = {
        ok: false,
        pages: 0,
        files: [],
        durationMs: performance.now() - t0,
        diagnostics: [
          error('dev/build-crashed', `The build stopped with an internal error: ${message}`, {
            hint: 'Save the file again to retry; if it persists, report it with the file that triggers it.',
          }),
        ],
      };
    }
    publish(result, changes);
    background = result.background ?? Promise.resolve();
    // Outputs the builder refreshes after answering (the search index after a page edit) are
    // swapped in quietly: same revision, no reload, and only if no newer rebuild was published.
    const published = site.revision;
    result.background?.then(
      () => {
        if (site.revision === published) site = { ...site, files: nextFiles(site, output, result) };
      },
      () => undefined,
    );
  };

  const scheduler = new RebuildScheduler({ debounceMs: options.debounceMs, run: (changes) => rebuild(changes) });
  const server = createServer(createRequestHandler({ site: () => site, extraHosts, channel }));
  server.keepAliveTimeout = 5_000;
  let port: number;
  try {
    port = await listenOnFreePort(server, { host, port: options.port ?? 3000 });
  } catch (e) {
    channel.close();
    await builder.close();
    throw e;
  }
  const shownHost = wildcard ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  const url = `http://${shownHost}:${port}/`;
  const requested = options.port ?? 3000;
  if (requested !== 0 && port !== requested) log(`Port ${requested} is in use; using ${port} instead.`);
  if (host !== '127.0.0.1') {
    log(
      `Warning: listening on ${host}, not only 127.0.0.1: anyone who can reach this address can read the preview. Leave out --host to keep it on this machine.`,
    );
  }
  log(`docsgen dev: serving ${root} at ${url}`);

  const outRel = relative(root, resolve(root, 'dist')).split(sep).join('/');
  const watching =
    options.watch === false
      ? undefined
      : watchDocs({
          root,
          outDir: outRel.startsWith('..') || isAbsolute(outRel) ? undefined : outRel,
          onChange: (change) => scheduler.push(change),
          onError: (e) =>
            log(`Watcher error: ${e.message}. Changes may be missed; restart docsgen dev if pages stop updating.`),
        });
  await scheduler.exclusive(() => rebuild(undefined));
  const watcher = await watching;
  if (options.open) {
    const problem = await openBrowser(url);
    if (problem) log(problem);
  }

  let closing: Promise<void> | undefined;
  return {
    url,
    port,
    revision: () => site.revision,
    waitForRevision: (n) =>
      n <= site.revision ? Promise.resolve() : new Promise((resolve) => waiters.push({ n, resolve })),
    idle: () => scheduler.idle(),
    settled: async () => {
      // A rebuild may start while the background work of the previous one runs: wait for both.
      for (let seen: Promise<void> | undefined; seen !== background || scheduler.busy; ) {
        await scheduler.idle();
        seen = background;
        await seen.catch(() => undefined);
      }
    },
    diagnostics: () => diagnostics,
    close: () => {
      closing ??= (async () => {
        await watcher?.close();
        await scheduler.close();
        channel.close();
        server.closeAllConnections();
        await new Promise<void>((done) => server.close(() => done()));
        await builder.close();
      })();
      return closing;
    },
  };
}

/** "page guides/x.mdx" or "3 changes (config docs.json, …)" for the rebuild log. */
function describeChanges(changes: FileChange[]): string {
  const one = (c: FileChange) =>
    `${classifyChange(c.path)} ${c.path}${c.kind === 'add' ? ' (added)' : c.kind === 'unlink' ? ' (deleted)' : ''}`;
  if (changes.length === 1) return one(changes[0]!);
  const shown = changes.slice(0, 3).map(one).join(', ');
  return `${changes.length} changes (${shown}${changes.length > 3 ? ', …' : ''})`;
}

/** This machine's addresses, accepted as Host names when bound to every interface. */
function machineAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flatMap((list) => list ?? [])
    .map((a) => normalizeHost(a.address.replace(/%.*$/, '')));
}

/**
 * The files to serve after a rebuild, always a fresh Map swapped in with one assignment, so a
 * request sees the old site or the new one, never a mix. A good build is served as built. A failed
 * one keeps the last good version of whatever it could not produce (the page that failed to
 * compile); when it produced nothing at all (docs.json unreadable) the old site stays as it was.
 * Pages the build renders later (`result.deferred`) are never filled in from the old version: it
 * shows the old navigation.
 */
function nextFiles(
  site: ServedSite,
  output: ReadonlyMap<string, Uint8Array>,
  result: BuildResult,
): ReadonlyMap<string, Uint8Array> {
  if (result.ok || !site.hasGood) return new Map(output);
  if (output.size === 0) return site.files;
  const files = new Map(output);
  for (const [path, bytes] of site.files) {
    if (!files.has(path) && !result.deferred?.has(path)) files.set(path, bytes);
  }
  return files;
}
