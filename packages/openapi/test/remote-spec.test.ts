import { mkdtemp, rm } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readCacheEntry, writeCacheEntry } from '@docsgen/diagnostics/cache-entry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress, keptSpecPath, loadOpenApiIndex, type RemoteSpecOptions } from '../src/index.ts';
import { type LocalHttpsServer, startLocalHttpsServer } from './local-https-server.ts';

const SPEC = `openapi: 3.0.3
info: { title: Remote, version: '1' }
paths:
  /pets:
    get:
      summary: List pets
      responses: { '200': { description: OK } }
`;

const source = (url: string) => ({ source: url, file: 'docs.json', line: 4, column: 16, jsonPath: 'api.openapi' });

let dir: string;
let https: LocalHttpsServer;
let port = 0;
const requests = () => https.requests;
/** Answers by path: a spec, redirects, an oversized body, a server error, a request that never ends. */
const routes: Record<string, (res: ServerResponse) => void> = {
  '/openapi.yaml': (res) => res.end(SPEC),
  '/to-https': (res) => res.writeHead(302, { location: '/openapi.yaml' }).end(),
  '/to-http': (res) => res.writeHead(302, { location: `http://127.0.0.1:${port}/openapi.yaml` }).end(),
  '/to-loopback6': (res) => res.writeHead(301, { location: `https://[::1]:${port}/openapi.yaml` }).end(),
  '/to-metadata': (res) => res.writeHead(307, { location: 'https://169.254.169.254/latest' }).end(),
  '/big.yaml': (res) => res.end(`${SPEC}# ${'x'.repeat(5000)}\n`),
  '/broken.yaml': (res) => res.writeHead(500).end(),
  '/slow.yaml': () => {},
  '/with-ref.yaml': (res) => res.end(SPEC.replace('{ description: OK }', "{ $ref: 'responses.yaml#/ok' }")),
};

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'docsgen-remote-'));
  https = await startLocalHttpsServer(routes);
  port = https.port;
});

afterAll(async () => {
  await https.close();
  await rm(dir, { recursive: true, force: true });
});

/** Remote options as a test allows them: the local server's address and certificate, a fresh per-process memo. */
function local(cacheDir?: string, extra: Partial<RemoteSpecOptions> = {}): RemoteSpecOptions {
  return {
    ...(cacheDir ? { dir: cacheDir } : {}),
    allowAddress: (a) => a === '127.0.0.1' || a === '::ffff:127.0.0.1',
    ca: https.ca,
    fetched: new Map(),
    timeoutMs: 2000,
    ...extra,
  };
}

const load = (url: string, remote: RemoteSpecOptions, maxBytes?: number) =>
  loadOpenApiIndex({ root: dir, sources: [source(url)], remote, ...(maxBytes ? { limits: { maxBytes } } : {}) });

const codes = (index: { diagnostics: Array<{ code: string }> }) => index.diagnostics.map((d) => d.code);

describe('remote specs: fetched over https and kept', () => {
  it('loads an https spec under its URL and keeps a copy in the cache folder (written whole)', async () => {
    const cacheDir = path.join(dir, 'cache-1');
    const url = `https://127.0.0.1:${port}/openapi.yaml`;
    const index = await load(url, local(cacheDir));
    expect(codes(index)).toEqual([]);
    const spec = index.specs.get(url)!;
    expect(spec.file).toBe(url);
    expect(spec.operations.map((o) => `${o.method} ${o.path} ${o.title}`)).toEqual(['GET /pets List pets']);
    const kept = JSON.parse(readCacheEntry(keptSpecPath(cacheDir, url))!.toString('utf8'));
    expect(kept).toMatchObject({ url, text: SPEC });
    expect(Date.now() - kept.fetchedAt).toBeLessThan(60_000);
  });

  it('fetches each URL once per process, however many loads ask', async () => {
    requests().length = 0;
    const remote = local();
    const url = `https://127.0.0.1:${port}/openapi.yaml`;
    await load(url, remote);
    await load(url, remote);
    expect(requests()).toEqual(['/openapi.yaml']);
  });

  it('offline, uses the kept copy with a warning that says how old it is', async () => {
    const cacheDir = path.join(dir, 'cache-2');
    const url = `https://127.0.0.1:${port}/broken.yaml`;
    // A copy kept three days ago; the server now answers 500.
    writeCacheEntry(
      path.join(await ensure(cacheDir), path.basename(keptSpecPath(cacheDir, url))),
      JSON.stringify({ url, fetchedAt: Date.now() - 3 * 86_400_000, text: SPEC }),
    );
    const index = await load(url, local(cacheDir));
    expect(index.specs.get(url)?.operations).toHaveLength(1);
    const [stale] = index.diagnostics;
    expect(stale).toMatchObject({ code: 'openapi/remote-spec-stale', severity: 'warning', file: 'docs.json', line: 4 });
    expect(stale!.message).toContain('3 days ago');
    expect(stale!.message).toContain('500');
  });

  it('no network and no kept copy: a located error naming the URL', async () => {
    const url = 'https://127.0.0.1:1/openapi.yaml';
    const index = await load(url, local(path.join(dir, 'empty-cache')));
    expect(index.specs.size).toBe(0);
    expect(index.diagnostics).toHaveLength(1);
    expect(index.diagnostics[0]).toMatchObject({
      code: 'openapi/remote-spec-unavailable',
      severity: 'error',
      file: 'docs.json',
      line: 4,
      column: 16,
      jsonPath: 'api.openapi',
    });
    expect(index.diagnostics[0]!.message).toContain(url);
  });

  it('a server that does not answer in time counts as offline', async () => {
    const started = Date.now();
    const index = await load(`https://127.0.0.1:${port}/slow.yaml`, local(undefined, { timeoutMs: 300 }));
    expect(codes(index)).toEqual(['openapi/remote-spec-unavailable']);
    expect(index.diagnostics[0]!.message).toContain('300 ms');
    // It gave up, rather than waiting for the server: far sooner than never, even on a loaded machine.
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('follows an https redirect; refuses one to http:// and never falls back to a kept copy then', async () => {
    const ok = await load(`https://127.0.0.1:${port}/to-https`, local());
    expect(codes(ok)).toEqual([]);
    const cacheDir = path.join(dir, 'cache-3');
    const url = `https://127.0.0.1:${port}/to-http`;
    writeCacheEntry(
      path.join(await ensure(cacheDir), path.basename(keptSpecPath(cacheDir, url))),
      JSON.stringify({ url, fetchedAt: Date.now(), text: SPEC }),
    );
    const refused = await load(url, local(cacheDir));
    expect(codes(refused)).toEqual(['openapi/remote-spec']);
    expect(refused.diagnostics[0]!.message).toContain('not an https:// URL');
    expect(refused.specs.size).toBe(0);
  });

  it('applies the size limit to the answer', async () => {
    const index = await load(`https://127.0.0.1:${port}/big.yaml`, local(), 1000);
    expect(codes(index)).toEqual(['openapi/too-large']);
    expect(index.diagnostics[0]).toMatchObject({ file: 'docs.json', line: 4 });
  });

  it('refuses relative $refs of a fetched spec (they would name files of the docs folder)', async () => {
    const index = await load(`https://127.0.0.1:${port}/with-ref.yaml`, local());
    expect(codes(index)).toContain('openapi/ref-refused');
    expect(index.specs.size).toBe(1);
  });
});

describe('remote specs: never a private address or plain http', () => {
  it('refuses loopback by IP and by name (DNS checked at connect time, after redirects too): no request is made', async () => {
    requests().length = 0;
    const strict = { ca: https.ca, fetched: new Map(), timeoutMs: 2000 };
    for (const url of [
      `https://127.0.0.1:${port}/openapi.yaml`,
      `https://localhost:${port}/openapi.yaml`,
      `https://[::1]:${port}/openapi.yaml`,
      'https://169.254.169.254/latest/meta-data',
    ]) {
      const index = await load(url, strict);
      expect(codes(index)).toEqual(['openapi/remote-spec']);
      expect(index.diagnostics[0]!.message).toMatch(/private or local address/);
    }
    expect(requests()).toEqual([]);
    // The test server's address is allowed; a redirect from it to another local address is not.
    for (const hop of ['/to-loopback6', '/to-metadata']) {
      const redirected = await load(`https://127.0.0.1:${port}${hop}`, local());
      expect(codes(redirected)).toEqual(['openapi/remote-spec']);
      expect(redirected.diagnostics[0]!.message).toMatch(/private or local address/);
    }
    expect(requests()).toEqual(['/to-loopback6', '/to-metadata']);
  });

  it('refuses http:// and other schemes without a request', async () => {
    requests().length = 0;
    for (const url of [`http://127.0.0.1:${port}/openapi.yaml`, 'ftp://example.com/openapi.yaml']) {
      const index = await load(url, local());
      expect(codes(index)).toEqual(['openapi/remote-spec']);
      expect(index.diagnostics[0]).toMatchObject({ severity: 'error', line: 4 });
    }
    expect(requests()).toEqual([]);
  });

  it('classifies addresses', () => {
    const publicOnes = ['8.8.8.8', '1.1.1.1', '2606:4700::1111', '::ffff:8.8.8.8', '172.32.0.1'];
    const privateOnes = [
      ...['127.0.0.1', '10.1.2.3', '172.31.0.1', '192.168.1.1', '169.254.169.254', '100.100.1.1', '0.0.0.0'],
      ...['::1', '[::1]', '::', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '0:0:0:0:0:ffff:10.0.0.1'],
      ...['localhost', 'example.com', ''],
    ];
    expect(publicOnes.filter((a) => !isPublicAddress(a))).toEqual([]);
    expect(privateOnes.filter((a) => isPublicAddress(a))).toEqual([]);
  });
});

async function ensure(folder: string): Promise<string> {
  await import('node:fs/promises').then((fs) => fs.mkdir(folder, { recursive: true }));
  return folder;
}
