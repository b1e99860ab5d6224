import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROXY_PATH, proxyRequest } from '../src/proxy-request.ts';

let api: Server;
let proxy: Server;
let apiUrl: string;
let proxyUrl: string;
let seen: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string } | undefined;

const listen = (s: Server) =>
  new Promise<string>((r) =>
    s.listen(0, '127.0.0.1', () => r(`http://127.0.0.1:${(s.address() as AddressInfo).port}`)),
  );

beforeAll(async () => {
  api = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      seen = { method: req.method, url: req.url, headers: req.headers, body };
      res.writeHead(418, { 'content-type': 'application/json', 'set-cookie': 'k=v', 'x-api': 'yes' });
      res.end('{"ok":true}');
    });
  });
  apiUrl = await listen(api);
  proxy = createServer((req, res) => void proxyRequest(req, res, (req.url ?? '').slice(PROXY_PATH.length)));
  proxyUrl = await listen(proxy);
});
afterAll(() => {
  api.close();
  proxy.close();
});

const same = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' };

describe('the dev server playground proxy', () => {
  it('forwards method, path, body and API headers; keeps the site’s cookie and origin back; drops the API’s cookie', async () => {
    const res = await fetch(`${proxyUrl}${PROXY_PATH}${apiUrl}/v1/echo?x=1`, {
      method: 'PATCH',
      headers: { ...same, authorization: 'Bearer t', cookie: 'site=secret', 'content-type': 'text/plain' },
      body: 'hello',
    });
    expect(res.status).toBe(418);
    expect(res.headers.get('x-api')).toBe('yes');
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await res.json()).toEqual({ ok: true });
    expect(seen).toMatchObject({ method: 'PATCH', url: '/v1/echo?x=1', body: 'hello' });
    expect(seen!.headers.authorization).toBe('Bearer t');
    expect(seen!.headers.cookie).toBeUndefined();
    expect(seen!.headers['sec-fetch-site']).toBeUndefined();
  });

  it('refuses requests not from the dev server’s pages, other schemes, and says when the API is unreachable', async () => {
    expect((await fetch(`${proxyUrl}${PROXY_PATH}${apiUrl}/v1`)).status).toBe(403);
    expect(
      (await fetch(`${proxyUrl}${PROXY_PATH}${apiUrl}/v1`, { headers: { 'sec-fetch-site': 'cross-site' } })).status,
    ).toBe(403);
    expect((await fetch(`${proxyUrl}${PROXY_PATH}file:///etc/passwd`, { headers: same })).status).toBe(400);
    const down = await fetch(`${proxyUrl}${PROXY_PATH}http://127.0.0.1:1/x`, { headers: same });
    expect(down.status).toBe(502);
    expect(down.headers.get('x-docsgen-proxy-error')).toBe('1');
    expect(await down.text()).toContain('could not reach http://127.0.0.1:1');
  });
});
