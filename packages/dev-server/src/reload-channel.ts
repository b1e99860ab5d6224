import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The live-reload channel: server-sent events carrying only revision numbers. It reads nothing from
 * clients (notify-only), so a page from another origin that reached it could learn no more than
 * "something changed".
 */
export class ReloadChannel {
  readonly #clients = new Set<ServerResponse>();
  readonly #heartbeat: NodeJS.Timeout;

  constructor() {
    // A comment line every 20 s notices vanished clients and keeps proxies from idling out.
    this.#heartbeat = setInterval(() => {
      for (const res of this.#clients) res.write(': ping\n\n');
    }, 20_000);
    this.#heartbeat.unref();
  }

  /** Number of connected pages. */
  get size(): number {
    return this.#clients.size;
  }

  /** Holds `res` open as an event stream and sends the current revision at once. */
  attach(req: IncomingMessage, res: ServerResponse, revision: number): void {
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      'X-Content-Type-Options': 'nosniff',
    });
    res.write(`retry: 500\nevent: revision\ndata: ${revision}\n\n`);
    this.#clients.add(res);
    const drop = () => this.#clients.delete(res);
    req.once('close', drop);
    res.once('close', drop);
  }

  /** Tells every page a rebuild started (they show a small "rebuilding" badge). */
  building(): void {
    for (const res of this.#clients) res.write('event: building\ndata: 1\n\n');
  }

  /** Tells every page the new revision. */
  broadcast(revision: number): void {
    for (const res of this.#clients) res.write(`event: revision\ndata: ${revision}\n\n`);
  }

  /**
   * Tells every page the search index was refreshed without a reload (at the same revision): a page
   * that already loaded the old one drops it (see SEARCH_INDEX_EVENT in @docsgen/search).
   */
  searchIndex(revision: number): void {
    for (const res of this.#clients) res.write(`event: search\ndata: ${revision}\n\n`);
  }

  /** Ends every stream. */
  close(): void {
    clearInterval(this.#heartbeat);
    for (const res of this.#clients) res.end();
    this.#clients.clear();
  }
}
