import { rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { type DevServer, startDevServer } from '@docsgen/dev-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { themeFor } from '../../packages/cli/src/theme-for.ts';
import { makeDevSite } from '../../packages/dev-server/test/site-fixture.ts';

// Catalogue, issue 28 class 5: the dev server's playground proxy is a fetch helper, nothing more,
// on the real pipeline. Bound to every interface (`--host 0.0.0.0`), as the probe was.

let root: string;
let server: DevServer;
let api: Server;
let apiUrl: string;
let loopbackOnly: Server;
let loopbackUrl: string;
/** A non-loopback address of this machine, when it has one: a request to it comes from "the network". */
const lan = Object.values(networkInterfaces())
  .flat()
  .find((a) => a?.family === 'IPv4' && !a.internal)?.address;

const listen = (s: Server) =>
  new Promise<string>((r) =>
    s.listen(0, '127.0.0.1', () => r(`http://127.0.0.1:${(s.address() as AddressInfo).port}`)),
  );

beforeAll(async () => {
  root = makeDevSite();
  server = await startDevServer({ root, port: 0, host: '0.0.0.0', themeFor, log: () => undefined, watch: false });
  api = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<script>fetch("/guide").then(r=>r.text()).then(t=>parent.postMessage(t,"*"))</script>');
  });
  apiUrl = await listen(api);
  loopbackOnly = createServer((_req, res) => res.end('loopback secret'));
  loopbackUrl = await listen(loopbackOnly);
}, 120_000);
afterAll(async () => {
  await server?.close();
  api?.close();
  loopbackOnly?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

function get(
  host: string,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host, port: server.port, path, headers: { host: `localhost:${server.port}`, ...headers } },
      (res) => {
        let body = '';
        res.on('data', (c) => {
          body += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const FETCH = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' };

describe('catalogue: the dev proxy is a fetch helper (issue 28 class 5)', () => {
  it('a navigation to a proxied page (navbar link, iframe, new tab) is refused before any request', async () => {
    for (const meta of [
      { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
      { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'iframe' },
      { 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'script' },
    ]) {
      const res = await get('127.0.0.1', `/__docsgen/proxy/${apiUrl}/`, { 'sec-fetch-site': 'same-origin', ...meta });
      expect(res.status).toBe(403);
      expect(res.body).not.toContain('<script>');
    }
  });

  it('the playground’s fetch gets the answer as a sandboxed, unsniffed download', async () => {
    const res = await get('127.0.0.1', `/__docsgen/proxy/${apiUrl}/`, FETCH);
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe('attachment');
  });

  it('a client on the network forging every fetch header cannot reach loopback services', async () => {
    // Every CI runner and workstation has one (a container has its eth0).
    expect(lan, 'this machine has a non-loopback IPv4 address').toBeDefined();
    const res = await get(lan!, `/__docsgen/proxy/${loopbackUrl}/`, FETCH);
    expect(res.status).toBe(403);
    expect(res.body).toContain('--proxy-remote-clients');
    expect(res.body).not.toContain('loopback secret');
  });
});
