// The playground proxy is a fetch helper, nothing more: its answers never render or run as the dev
// origin, browsers on other machines cannot use it, and its 20 MB cap is counted as bytes arrive.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLoopbackClient } from '../src/is-loopback-client.ts';
import { PROXY_MAX_BYTES, PROXY_PATH, proxyRequest } from '../src/proxy-request.ts';

const servers: Server[] = [];
const listen = (handler: (req: IncomingMessage, res: ServerResponse) => void) =>
  new Promise<string>((r) => {
    const s = createServer(handler);
    servers.push(s);
    s.listen(0, '127.0.0.1', () => r(`http://127.0.0.1:${(s.address() as AddressInfo).port}`));
  });
afterAll(() => {
  for (const s of servers) {
    s.closeAllConnections();
    s.close();
  }
});

const fetchHeaders = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' };
let hits = 0;
let sent = 0;
let api: string;
let proxy: string;
let remoteProxy: string;
let allowingProxy: string;

/** Writes `total` bytes of `x` in 1 MB chunks, respecting back-pressure; stops when the reader leaves. */
async function stream(res: ServerResponse, total: number): Promise<void> {
  const chunk = Buffer.alloc(1024 * 1024, 120);
  res.writeHead(200, { 'content-type': 'application/octet-stream' });
  for (let i = 0; i < total / chunk.length && !res.destroyed; i++) {
    sent += chunk.length;
    if (!res.write(chunk)) {
      await new Promise<void>((r) => {
        const done = () => {
          res.off('drain', done);
          res.off('close', done);
          r();
        };
        res.on('drain', done);
        res.on('close', done);
      });
    }
  }
  res.end();
}

beforeAll(async () => {
  api = await listen((req, res) => {
    hits++;
    if (req.url === '/huge') return void stream(res, 200 * 1024 * 1024);
    if (req.url === '/declared') {
      res.writeHead(200, { 'content-length': String(PROXY_MAX_BYTES + 1) });
      return void res.write('x');
    }
    res.writeHead(200, {
      'content-type': req.url === '/svg' ? 'image/svg+xml' : 'text/html; charset=utf-8',
      'content-security-policy': "script-src 'unsafe-inline'",
      'content-disposition': 'inline',
      'x-content-type-options': 'sniff-please',
      'clear-site-data': '"storage"',
      'service-worker-allowed': '/',
      link: '</x.js>; rel=preload; as=script',
      refresh: '0; url=/',
      'x-api': 'kept',
    });
    res.end('<script>fetch("/__docsgen/proxy/http://127.0.0.1:6379/")</script>');
  });
  proxy = await listen((req, res) => void proxyRequest(req, res, (req.url ?? '').slice(PROXY_PATH.length)));
  // The same proxy, seen from a socket whose peer is on the network (as with --host 0.0.0.0).
  const asRemote = (allow: boolean) => (req: IncomingMessage, res: ServerResponse) => {
    Object.defineProperty(req.socket, 'remoteAddress', { value: '192.168.1.23', configurable: true });
    void proxyRequest(req, res, (req.url ?? '').slice(PROXY_PATH.length), { allowRemoteClients: allow });
  };
  remoteProxy = await listen(asRemote(false));
  allowingProxy = await listen(asRemote(true));
});

describe('proxied answers never render or run as the dev origin', () => {
  for (const path of ['/page', '/svg']) {
    it(`an upstream ${path} answer is a sandboxed, unsniffed download with the API's own policies replaced`, async () => {
      const res = await fetch(`${proxy}${PROXY_PATH}${api}${path}`, { headers: fetchHeaders });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-disposition')).toBe('attachment');
      for (const h of ['clear-site-data', 'service-worker-allowed', 'link', 'refresh']) {
        expect(res.headers.get(h)).toBeNull();
      }
      expect(res.headers.get('x-api')).toBe('kept');
      expect(await res.text()).toContain('<script>');
    });
  }

  const notFetches: Record<string, string>[] = [
    { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
    { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'iframe' },
    { 'sec-fetch-mode': 'nested-navigate', 'sec-fetch-dest': 'iframe' },
    { 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'script' },
    { 'sec-fetch-mode': 'same-origin', 'sec-fetch-dest': 'worker' },
    { 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' },
    { 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'style' },
    { 'sec-fetch-mode': 'cors' },
    {},
  ];
  for (const meta of notFetches) {
    it(`refuses ${JSON.stringify(meta)} before any upstream request`, async () => {
      const before = hits;
      const res = await fetch(`${proxy}${PROXY_PATH}${api}/page`, {
        headers: { 'sec-fetch-site': 'same-origin', ...meta },
      });
      expect(res.status).toBe(403);
      expect(res.headers.get('content-security-policy')).toContain('sandbox');
      expect(await res.text()).toContain('only answers the playground');
      expect(hits).toBe(before);
    });
  }
});

describe('browsers on other machines', () => {
  it('are refused with a 403 that names the flag, before any upstream request', async () => {
    const before = hits;
    const res = await fetch(`${remoteProxy}${PROXY_PATH}${api}/page`, { headers: fetchHeaders });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('--proxy-remote-clients');
    expect(hits).toBe(before);
  });

  it('may use it when the flag allows them', async () => {
    const res = await fetch(`${allowingProxy}${PROXY_PATH}${api}/page`, { headers: fetchHeaders });
    expect(res.status).toBe(200);
  });

  it('loopback is 127.0.0.0/8 and ::1, mapped forms included; nothing else', () => {
    for (const a of ['127.0.0.1', '127.9.8.7', '::1', '::ffff:127.0.0.1', '::FFFF:127.0.0.2', '::1%lo']) {
      expect(isLoopbackClient(a), a).toBe(true);
    }
    for (const a of [
      undefined,
      '',
      '10.0.0.1',
      '192.168.1.23',
      '::ffff:10.0.0.1',
      'fe80::1',
      '::',
      '0.0.0.0',
      '128.0.0.1',
      '127.0.0.1.evil',
    ]) {
      expect(isLoopbackClient(a), String(a)).toBe(false);
    }
  });
});

describe('the 20 MB cap is counted as the bytes arrive', () => {
  it('a 200 MB answer is cut off near the cap: the upstream is aborted, memory stays bounded', async () => {
    sent = 0;
    const heapBefore = process.memoryUsage().rss;
    const res = await fetch(`${proxy}${PROXY_PATH}${api}/huge`, { headers: fetchHeaders });
    expect(res.status).toBe(502);
    expect(await res.text()).toContain(`more than ${PROXY_MAX_BYTES} bytes`);
    // Socket buffers let a few MB past the cap, never the whole answer.
    await new Promise((r) => setTimeout(r, 100));
    expect(sent).toBeLessThan(PROXY_MAX_BYTES * 2);
    expect(process.memoryUsage().rss - heapBefore).toBeLessThan(150 * 1024 * 1024);
  });

  it('a declared length over the cap is refused without reading the body', async () => {
    const res = await fetch(`${proxy}${PROXY_PATH}${api}/declared`, { headers: fetchHeaders });
    expect(res.status).toBe(502);
  });
});
