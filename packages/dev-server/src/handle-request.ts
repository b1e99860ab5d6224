import type { IncomingMessage, ServerResponse } from 'node:http';
import { isStaticReference, type StaticFileReference } from '@docsgen/build';
import { isAllowedHost, isAllowedOrigin } from './check-host.ts';
import { contentTypeFor } from './content-type.ts';
import { injectDevHtml } from './inject-dev-html.ts';
import { looksLikeSpec } from './looks-like-spec.ts';
import { PROXY_PATH, proxyRequest } from './proxy-request.ts';
import type { ReloadChannel } from './reload-channel.ts';
import { CLIENT_PATH, EVENTS_PATH, RELOAD_CLIENT } from './reload-client.ts';
import { renderFallbackPage } from './render-fallback-page.ts';
import { resolveRequest } from './resolve-request.ts';
import { readReference, serveReference } from './serve-reference.ts';
import type { ServedSite } from './served-site.ts';

/** Options of {@link createRequestHandler}. */
export interface RequestHandlerOptions {
  /** The version being served right now (read once per request, so a request never mixes two). */
  site: () => ServedSite;
  /** Host names accepted besides localhost, *.localhost, 127.0.0.1 and [::1]. */
  extraHosts: readonly string[];
  /** The reload channel. */
  channel: ReloadChannel;
  /** Let clients on other machines use the playground proxy (`--proxy-remote-clients`); default false. */
  proxyRemoteClients?: boolean;
}

// No Access-Control-* header anywhere: other origins must never read a response.
const BASE_HEADERS = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' } as const;

/** The dev server's HTTP handler: Host check, reload channel, then artifacts from memory only. */
export function createRequestHandler(options: RequestHandlerOptions) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    try {
      handle(req, res, options);
    } catch {
      // A bug in one response must not take the server down.
      if (!res.headersSent) text(res, 500, 'Internal error in the docsgen dev server.');
      else res.destroy();
    }
  };
}

function handle(req: IncomingMessage, res: ServerResponse, options: RequestHandlerOptions): void {
  if (!isAllowedHost(req.headers.host, options.extraHosts)) {
    text(
      res,
      403,
      'Forbidden: this dev server only answers requests addressed to localhost. Use --host to allow another name.',
    );
    return;
  }
  if (req.url?.startsWith(PROXY_PATH)) {
    proxyRequest(req, res, req.url.slice(PROXY_PATH.length), {
      allowRemoteClients: options.proxyRemoteClients === true,
    }).catch(() => res.destroy());
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { ...BASE_HEADERS, Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Method not allowed.');
    return;
  }
  const url = req.url ?? '/';
  const site = options.site();
  const pathOnly = url.split(/[?#]/, 1)[0];
  if (serveDevPath(req, res, options, site, pathOnly)) return;
  serveSite(req, res, options, site, url, pathOnly);
}

// The reload channel, its client and, while no version of the site is there, the building or
// failed page: true when the request was one of them.
function serveDevPath(
  req: IncomingMessage,
  res: ServerResponse,
  options: RequestHandlerOptions,
  site: ServedSite,
  pathOnly: string,
): boolean {
  if (pathOnly === EVENTS_PATH) {
    const origin = req.headers.origin;
    if (!isAllowedOrigin(typeof origin === 'string' ? origin : undefined, req.headers.host)) {
      text(res, 403, 'Forbidden: the reload channel only answers pages of this server.');
      return true;
    }
    options.channel.attach(req, res, site.revision);
    return true;
  }
  if (pathOnly === CLIENT_PATH) {
    send(req, res, 200, 'text/javascript; charset=utf-8', RELOAD_CLIENT);
    return true;
  }

  if (!site.hasGood && site.files.size === 0) {
    const [title, detail] =
      site.revision === 0
        ? ['Building…', 'docsgen is building the site; this page reloads when it is ready.']
        : ['Build failed', 'The site could not be built. The errors are shown here and in the terminal.'];
    send(
      req,
      res,
      503,
      'text/html; charset=utf-8',
      injectDevHtml(renderFallbackPage(title, detail), site.revision, site.overlayHtml),
    );
    return true;
  }
  return false;
}

// A file of the served version (a page's Markdown copy when asked for, a deferred page rendered
// now), a redirect, or the not-found page.
function serveSite(
  req: IncomingMessage,
  res: ServerResponse,
  options: RequestHandlerOptions,
  site: ServedSite,
  url: string,
  pathOnly: string,
): void {
  const target = resolveRequest(url, (p) => site.files.has(p) || site.deferred?.has(p) === true);
  switch (target.kind) {
    case 'bad':
      text(res, 400, `Bad request: ${target.reason}.`);
      return;
    case 'redirect':
      res.writeHead(308, { ...BASE_HEADERS, Location: target.location });
      res.end();
      return;
    case 'file': {
      // `Accept: text/markdown` (or text/plain) on a page answers with its Markdown copy, as Mintlify does.
      const markdown = wantsMarkdown(req) ? markdownCopyOf(target.path) : undefined;
      const copy = markdown === undefined ? undefined : site.files.get(markdown);
      if (copy) {
        res.setHeader('Vary', 'Accept');
        if (isStaticReference(copy)) answerReference(req, res, site, markdown!, copy, pathOnly);
        else send(req, res, 200, 'text/markdown; charset=utf-8', copy);
        return;
      }
      const held = site.files.get(target.path);
      if (held && isStaticReference(held)) {
        answerReference(req, res, site, target.path, held, pathOnly);
        return;
      }
      if (held) {
        if (serveFile(req, res, site, target.path, held)) return;
        break;
      }
      // A page of this version not rendered yet: render it now. When that fails because a newer
      // version replaced this one meanwhile, the request is answered from the newer one.
      site.deferred!.get(target.path).then(
        (rendered) => {
          if (rendered && serveFile(req, res, site, target.path, rendered)) return;
          if (!rendered && options.site() !== site) handle(req, res, options);
          else notFound(req, res, site, pathOnly);
        },
        () => notFound(req, res, site, pathOnly),
      );
      return;
    }
    case 'not-found':
      break;
    default: {
      const never: never = target;
      throw new Error(`unhandled request target ${JSON.stringify(never)}`);
    }
  }
  notFound(req, res, site, pathOnly);
}

/** True when the request asks for Markdown or plain text and not for HTML (a browser's Accept names HTML). */
export function wantsMarkdown(req: Pick<IncomingMessage, 'headers'>): boolean {
  const accept = String(req.headers.accept ?? '').toLowerCase();
  return /\btext\/(markdown|plain)\b/.test(accept) && !/\btext\/html\b/.test(accept);
}

/** A page's `.md` copy: `index.html` → `index.md`, `a/b/index.html` → `a/b.md`; undefined for other files. */
function markdownCopyOf(path: string): string | undefined {
  if (path === 'index.html') return 'index.md';
  return path.endsWith('/index.html') ? `${path.slice(0, -'/index.html'.length)}.md` : undefined;
}

// A static file, read through the read gate now: the not-found page when it is gone, leads out of
// the repository or is no longer a regular file.
function answerReference(
  req: IncomingMessage,
  res: ServerResponse,
  site: ServedSite,
  path: string,
  file: StaticFileReference,
  pathOnly: string,
): void {
  serveReference(req, res, path, file, {
    headers: BASE_HEADERS,
    page: (bytes) => serveFile(req, res, site, path, bytes),
  }).then(
    (served) => {
      if (!served) notFound(req, res, site, pathOnly);
    },
    () => res.destroy(),
  );
}

/** Sends one artifact; false when it must not be served (an API spec that landed in the output). */
function serveFile(
  req: IncomingMessage,
  res: ServerResponse,
  site: ServedSite,
  path: string,
  bytes: Uint8Array,
): boolean {
  if (looksLikeSpec(path, bytes)) return false;
  const type = contentTypeFor(path);
  if (type.startsWith('text/html')) {
    send(req, res, 200, type, injectDevHtml(Buffer.from(bytes).toString('utf8'), site.revision, site.overlayHtml));
  } else send(req, res, 200, type, bytes);
  return true;
}

function notFound(req: IncomingMessage, res: ServerResponse, site: ServedSite, path: string): void {
  const held = site.files.get('404.html');
  if (held && isStaticReference(held)) {
    // The docs root's own 404.html, read through the gate now.
    readReference(held).then(
      (page) => sendNotFound(req, res, site, path, page),
      () => sendNotFound(req, res, site, path, undefined),
    );
  } else sendNotFound(req, res, site, path, held);
}

function sendNotFound(
  req: IncomingMessage,
  res: ServerResponse,
  site: ServedSite,
  path: string,
  page: Uint8Array | undefined,
): void {
  const html = page
    ? Buffer.from(page).toString('utf8')
    : renderFallbackPage('Page not found', `Nothing is generated at ${safeDecode(path)}.`);
  send(req, res, 404, 'text/html; charset=utf-8', injectDevHtml(html, site.revision, site.overlayHtml));
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  type: string,
  body: string | Uint8Array,
): void {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  res.writeHead(status, { ...BASE_HEADERS, 'Content-Type': type, 'Content-Length': bytes.byteLength });
  res.end(req.method === 'HEAD' ? undefined : bytes);
}

function text(res: ServerResponse, status: number, message: string): void {
  res.writeHead(status, { ...BASE_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(`${message}\n`);
}
