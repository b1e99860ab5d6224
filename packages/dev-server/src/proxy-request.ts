import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Where the dev server proxies API playground requests: `/__docsgen/proxy/<absolute URL>` (the
 * prefix convention of CORS proxies, so a built site's `--playground-proxy` may name any such
 * proxy). The Try it client (packages/openapi/src/client/try-it.ts) uses it on pages this server serves.
 */
export const PROXY_PATH = '/__docsgen/proxy/';

/** Largest request or response body the proxy carries. */
const MAX_BYTES = 20 * 1024 * 1024;
/** Time the API has to answer. */
const TIMEOUT_MS = 30_000;

/** Request headers never forwarded: the dev site's own (cookies, origin), hop-by-hop ones, the browser's fetch metadata. */
const DROP_REQUEST =
  /^(host|connection|keep-alive|transfer-encoding|upgrade|te|trailer|proxy-.*|origin|referer|cookie|accept-encoding|content-length|sec-.*|x-docsgen-.*)$/i;
/** Response headers never passed back: the API's cookies (they would land on the dev site), encodings undone by fetch. */
const DROP_RESPONSE =
  /^(set-cookie|set-cookie2|connection|keep-alive|transfer-encoding|content-encoding|content-length|access-control-.*|strict-transport-security)$/i;

function fail(res: ServerResponse, status: number, message: string): void {
  res.writeHead(status, {
    'Cache-Control': 'no-store',
    'Content-Type': 'text/plain; charset=utf-8',
    'X-Content-Type-Options': 'nosniff',
    'X-Docsgen-Proxy-Error': '1',
  });
  res.end(`${message}\n`);
}

async function readBody(req: IncomingMessage): Promise<Buffer | 'too-large'> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BYTES) return 'too-large';
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Sends one playground request on to the API and its answer back (status, headers but cookies,
 * body), so the reader's browser needs no CORS permission from the API. Only pages of this server
 * may use it: the browser's `Sec-Fetch-Site: same-origin` is required (another site cannot forge
 * it, and the Host check already ran). Only http(s) targets; 20 MB and 30 s at most.
 */
export async function proxyRequest(req: IncomingMessage, res: ServerResponse, rawTarget: string): Promise<void> {
  if (req.headers['sec-fetch-site'] !== 'same-origin') {
    return fail(res, 403, 'Forbidden: the playground proxy only answers pages of this dev server.');
  }
  let target: URL;
  try {
    target = new URL(decodeURIComponent(rawTarget));
  } catch {
    return fail(res, 400, 'Bad request: the proxied URL is not a valid absolute URL.');
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') {
    return fail(res, 400, 'Bad request: the playground proxy only sends http(s) requests.');
  }
  const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req);
  if (body === 'too-large') return fail(res, 413, `The request body is over ${MAX_BYTES} bytes.`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || DROP_REQUEST.test(name)) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  let answer: Response;
  try {
    answer = await fetch(target, {
      method: req.method ?? 'GET',
      headers,
      ...(body && body.length > 0 ? { body: new Uint8Array(body) } : {}),
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (e) {
    const cause = (e as { cause?: { code?: string } }).cause?.code ?? (e as Error).name;
    return fail(res, 502, `The playground proxy could not reach ${target.origin} (${cause}).`);
  }
  const bytes = Buffer.from(await answer.arrayBuffer());
  if (bytes.length > MAX_BYTES) return fail(res, 502, `The API answered more than ${MAX_BYTES} bytes.`);
  const out: Record<string, string> = { 'Cache-Control': 'no-store', 'Content-Length': String(bytes.length) };
  answer.headers.forEach((value, name) => {
    if (!DROP_RESPONSE.test(name)) out[name] = value;
  });
  res.writeHead(answer.status, answer.statusText, out);
  res.end(req.method === 'HEAD' ? undefined : bytes);
}
