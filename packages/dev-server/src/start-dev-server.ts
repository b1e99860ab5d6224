import { createServer } from 'node:http';
import { networkInterfaces } from 'node:os';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { type BuildOptions, createIncrementalBuilder, DevSink, type IncrementalBuilder } from '@docsgen/build';
import type { Diagnostic } from '@docsgen/diagnostics';
import { normalizeHost } from './check-host.ts';
import { DevRebuild } from './dev-rebuild.ts';
import { createRequestHandler } from './handle-request.ts';
import { listenOnFreePort } from './listen-on-free-port.ts';
import { openBrowser } from './open-browser.ts';
import { RebuildScheduler } from './rebuild-scheduler.ts';
import { ReloadChannel } from './reload-channel.ts';
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
  /** Let browsers on other machines use the playground proxy; default false (a 403 tells them so). */
  proxyRemoteClients?: boolean;
  /** Reader groups whose restricted pages (`groups` frontmatter) are served (`--groups`); default none. */
  groups?: readonly string[];
  /** Serve every page with its Content-Security-Policy, as `docsgen build --csp` writes it (`--csp`); default false. */
  csp?: boolean;
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

  const channel = new ReloadChannel();
  // Generated files in memory, static files by reference (served from the repository on request).
  const output = new DevSink();
  const builder = createBuilder({
    root,
    themeFor: options.themeFor,
    sink: output,
    ...(options.groups ? { groups: options.groups } : {}),
    ...(options.csp ? { csp: true } : {}),
  });
  const dev = new DevRebuild({ root, builder, output, channel, log, color: options.color });

  const scheduler = new RebuildScheduler({ debounceMs: options.debounceMs, run: (changes) => dev.rebuild(changes) });
  const server = createServer(
    createRequestHandler({
      site: () => dev.site,
      extraHosts,
      channel,
      proxyRemoteClients: options.proxyRemoteClients === true,
    }),
  );
  server.keepAliveTimeout = 5_000;
  let port: number;
  try {
    port = await listenOnFreePort(server, { host, port: options.port ?? 3000 });
  } catch (e) {
    channel.close();
    await builder.close();
    throw e;
  }
  const url = announce(log, root, host, port, options.port ?? 3000);
  if (options.proxyRemoteClients) {
    log(
      'Warning: --proxy-remote-clients: browsers on other machines may send requests through the playground proxy, to every address this machine reaches (its loopback and local network included).',
    );
  }
  const watching = options.watch === false ? undefined : watchRoot(root, scheduler, log);
  await scheduler.exclusive(() => dev.rebuild(undefined));
  const watcher = await watching;
  if (options.open) {
    const problem = await openBrowser(url);
    if (problem) log(problem);
  }

  let closing: Promise<void> | undefined;
  return {
    url,
    port,
    revision: () => dev.site.revision,
    waitForRevision: (n) => dev.waitForRevision(n),
    idle: () => scheduler.idle(),
    settled: async () => {
      // A rebuild may start while the background work of the previous one runs: wait for both.
      for (let seen: Promise<void> | undefined; seen !== dev.background || scheduler.busy; ) {
        await scheduler.idle();
        seen = dev.background;
        await seen.catch(() => undefined);
      }
    },
    diagnostics: () => dev.diagnostics,
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

/** Logs where the site is served (and a port or host worth a word); returns the URL to open. */
function announce(log: (line: string) => void, root: string, host: string, port: number, requested: number): string {
  const wildcard = host === '0.0.0.0' || host === '::';
  const shownHost = wildcard ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  const url = `http://${shownHost}:${port}/`;
  if (requested !== 0 && port !== requested) log(`Port ${requested} is in use; using ${port} instead.`);
  if (host !== '127.0.0.1') {
    log(
      `Warning: listening on ${host}, not only 127.0.0.1: anyone who can reach this address can read the preview. Leave out --host to keep it on this machine.`,
    );
  }
  log(`docsgen dev: serving ${root} at ${url}`);
  return url;
}

/** Watches the docs root (without its `dist` output folder), handing each change to the scheduler. */
function watchRoot(root: string, scheduler: RebuildScheduler, log: (line: string) => void) {
  const outRel = relative(root, resolve(root, 'dist')).split(sep).join('/');
  return watchDocs({
    root,
    outDir: outRel.startsWith('..') || isAbsolute(outRel) ? undefined : outRel,
    onChange: (change) => scheduler.push(change),
    onError: (e) =>
      log(`Watcher error: ${e.message}. Changes may be missed; restart docsgen dev if pages stop updating.`),
  });
}

/** This machine's addresses, accepted as Host names when bound to every interface. */
function machineAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flatMap((list) => list ?? [])
    .map((a) => normalizeHost(a.address.replace(/%[\s\S]*$/, '')));
}
