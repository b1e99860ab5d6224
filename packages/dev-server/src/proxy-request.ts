import type { IncomingMessage, ServerResponse } from 'node:http';
import { isLoopbackClient } from './is-loopback-client.ts';

/**
 * Where the dev server proxies API playground requests: `/__docsgen/proxy/<absolute URL>` (the
 * prefix convention of CORS proxies, so a built site's `--playground-proxy` may name any such
 * proxy). The Try it client (packages/openapi/src/client/try-it.ts) uses it on pages this server serves.
 */
export const PROXY_PATH = '/__docsgen/proxy/';

/** Largest request or response body the proxy carries, counted as the bytes arrive. */
export const PROXY_MAX_BYTES = 20 * 1024 * 1024;
/** Time the API has to answer, body included. */
const TIMEOUT_MS = 30_000;

/** Options of {@link proxyRequest}. */
export interface ProxyOptions {
  /** Let clients on other machines use the proxy (`docsgen dev --proxy-remote-clients`); default false. */
  allowRemoteClients?: boolean;
}

/** Request headers never forwarded: the dev site's own (cookies, origin), hop-by-hop ones, the browser's fetch metadata. */
const DROP_REQUEST =
  /^(?:host|connection|keep-alive|transfer-encoding|upgrade|te|trailer|proxy-.*|origin|referer|cookie|accept-encoding|content-length|sec-.*|x-docsgen-.*)$/i;
/**
 * Response headers never passed back: the API's cookies (they would land on the dev site), encodings
 * undone by fetch, and everything that acts on the dev origin rather than describing the answer
 * (storage clearing, service worker scope, preloads, refreshes, the API's own security policies,
 * replaced by the proxy's).
 */
const DROP_RESPONSE =
  /^(?:set-cookie2?|connection|keep-alive|transfer-encoding|content-encoding|content-length|access-control-.*|strict-transport-security|clear-site-data|service-worker-allowed|link|refresh|content-security-policy(?:-report-only)?|content-disposition|x-content-type-options|x-frame-options|cross-origin-.*|origin-agent-cluster|permissions-policy|reporting-endpoints|report-to|nel|x-docsgen-.*)$/i;

/**
 * Headers on every proxied answer: it is data for the playground's `fetch`, never a document of the
 * dev origin. A sandboxed, script-less policy, no sniffing, a download when opened directly.
 */
const CONFINE: Readonly<Record<string, string>> = {
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "sandbox; default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Content-Disposition': 'attachment',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
};

function fail(res: ServerResponse, status: number, message: string): void {
  res.writeHead(status, {
    ...CONFINE,
    'Content-Type': 'text/plain; charset=utf-8',
    'X-Docsgen-Proxy-Error': '1',
  });
  res.end(`${message}\n`);
}

async function readBody(req: IncomingMessage): Promise<Buffer | 'too-large'> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > PROXY_MAX_BYTES) return 'too-large';
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Reads an answer's body, counting as it arrives; aborts the upstream at the cap. */
async function readAnswer(answer: Response, abort: AbortController): Promise<Buffer | 'too-large'> {
  const declared = Number(answer.headers.get('content-length') ?? '0');
  if (declared > PROXY_MAX_BYTES) {
    abort.abort();
    return 'too-large';
  }
  if (!answer.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = answer.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    size += value.byteLength;
    if (size > PROXY_MAX_BYTES) {
      abort.abort();
      await reader.cancel().catch(() => undefined);
      return 'too-large';
    }
    chunks.push(value);
  }
}

/**
 * Why a request may not use the proxy, or undefined when it may: it must come from this machine
 * (unless allowed), from a page of this server (`Sec-Fetch-Site: same-origin`, which another site
 * cannot forge; the Host check already ran), and be a script's `fetch` (`Sec-Fetch-Mode: cors` or
 * `same-origin`, `Sec-Fetch-Dest: empty`): never a navigation, frame, script, worker or image load.
 */
function refusal(req: IncomingMessage, options: ProxyOptions): string | undefined {
  if (!options.allowRemoteClients && !isLoopbackClient(req.socket.remoteAddress)) {
    return 'Forbidden: the playground proxy only answers browsers on this machine. Start docsgen dev with --proxy-remote-clients to let other machines use it (they can then reach what this machine reaches).';
  }
  if (req.headers['sec-fetch-site'] !== 'same-origin') {
    return 'Forbidden: the playground proxy only answers pages of this dev server.';
  }
  return undefined;
}

function notAFetch(req: IncomingMessage): string | undefined {
  const mode = req.headers['sec-fetch-mode'];
  const dest = req.headers['sec-fetch-dest'];
  if ((mode === 'cors' || mode === 'same-origin') && dest === 'empty') return undefined;
  return `Forbidden: the playground proxy only answers the playground's fetch requests, not ${mode ?? 'unknown'} requests for ${dest ?? 'unknown'} (it is not for opening pages).`;
}

/**
 * Sends one playground request on to the API and its answer back (status, headers but cookies,
 * body), so the reader's browser needs no CORS permission from the API. Only pages of this server,
 * in a browser on this machine, through `fetch`, may use it; only http(s) targets; 20 MB each way
 * (counted as the bytes arrive) and 30 s at most. The answer is confined: it never renders or runs
 * as the dev origin.
 */
export async function proxyRequest(
  req: IncomingMessage,
  res: ServerResponse,
  rawTarget: string,
  options: ProxyOptions = {},
): Promise<void> {
  const refused = refusal(req, options);
  if (refused) return fail(res, 403, refused);
  let target: URL;
  try {
    target = new URL(decodeURIComponent(rawTarget));
  } catch {
    return fail(res, 400, 'Bad request: the proxied URL is not a valid absolute URL.');
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') {
    return fail(res, 400, 'Bad request: the playground proxy only sends http(s) requests.');
  }
  const notFetch = notAFetch(req);
  if (notFetch) return fail(res, 403, notFetch);
  const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req);
  if (body === 'too-large') return fail(res, 413, `The request body is over ${PROXY_MAX_BYTES} bytes.`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || DROP_REQUEST.test(name)) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const abort = new AbortController();
  // The client going away ends the upstream request too.
  res.on('close', () => abort.abort());
  const signal = AbortSignal.any([abort.signal, AbortSignal.timeout(TIMEOUT_MS)]);
  let answer: Response;
  let bytes: Buffer | 'too-large';
  try {
    answer = await fetch(target, {
      method: req.method ?? 'GET',
      headers,
      ...(body && body.length > 0 ? { body: new Uint8Array(body) } : {}),
      redirect: 'manual',
      signal,
    });
    bytes = await readAnswer(answer, abort);
  } catch (e) {
    const cause = (e as { cause?: { code?: string } }).cause?.code ?? (e as Error).name;
    return fail(res, 502, `The playground proxy could not reach ${target.origin} (${cause}).`);
  }
  if (bytes === 'too-large') return fail(res, 502, `The API answered more than ${PROXY_MAX_BYTES} bytes.`);
  const out: Record<string, string> = {};
  answer.headers.forEach((value, name) => {
    if (!DROP_RESPONSE.test(name)) out[name] = value;
  });
  res.writeHead(answer.status, answer.statusText, { ...out, ...CONFINE, 'Content-Length': String(bytes.length) });
  res.end(req.method === 'HEAD' ? undefined : bytes);
}
