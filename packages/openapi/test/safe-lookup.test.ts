import type { LookupAddress } from 'node:dns';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ResolveAll, safeLookup } from '../src/fetch-https.ts';
import { loadOpenApiIndex } from '../src/index.ts';
import { type LocalHttpsServer, startLocalHttpsServer } from './local-https-server.ts';

/** A DNS stub: every name resolves to `answers`; nothing is asked of a real resolver. */
const stub =
  (answers: string[]): ResolveAll =>
  (_host, _options, callback) =>
    callback(
      null,
      answers.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
    );

/** What the connection's lookup answers for `answers`: the addresses, or the refusal. */
function lookUp(answers: string[]): Promise<{ error?: string; addresses?: LookupAddress[] }> {
  return new Promise((resolve) => {
    safeLookup({ resolve: stub(answers) })('api.example.com', { all: true }, (err, addresses) => {
      if (err) resolve({ error: err.message });
      else resolve({ addresses: addresses as unknown as LookupAddress[] });
    });
  });
}

describe('the connection lookup refuses every private form a DNS answer can take', () => {
  it.each([
    ['127.0.0.1'],
    ['::ffff:7f00:1'],
    ['::127.0.0.1'],
    ['::7f00:1'],
    ['64:ff9b::7f00:1'],
    ['64:ff9b::a9fe:a9fe'],
    ['64:ff9b::10.0.0.1'],
    ['64:ff9b:1::a00:1'],
    ['::ffff:0:a00:1'],
    ['::ffff:0:192.168.0.1'],
    ['2002:7f00:1::1'],
    ['2002:a9fe:a9fe::'],
    ['2001:0:808:404:0:ffff:80ff:fffe'],
    ['FE80::1%eth0'],
    ['fd12:3456::1'],
  ])('%s', async (address) => {
    const got = await lookUp([address]);
    expect(got.error).toMatch(/private or local address/);
    expect(got.error).toContain(address);
  });

  it('refuses a host when any of its answers is private, and passes public answers on', async () => {
    expect((await lookUp(['8.8.8.8', '64:ff9b::c0a8:101'])).error).toMatch(/64:ff9b::c0a8:101/);
    expect((await lookUp(['8.8.8.8', '2606:4700::1111', '64:ff9b::808:808'])).addresses).toHaveLength(3);
  });
});

describe('a remote spec whose host resolves to an embedded private address', () => {
  let https: LocalHttpsServer;
  let dir: string;
  beforeAll(async () => {
    https = await startLocalHttpsServer({
      '/openapi.yaml': (res) => res.end("openapi: 3.0.3\ninfo: { title: T, version: '1' }\npaths: {}\n"),
    });
    dir = await mkdtemp(path.join(tmpdir(), 'docsgen-lookup-'));
  });
  afterAll(async () => {
    await https.close();
    await rm(dir, { recursive: true, force: true });
  });

  const load = (answers: string[], allow: string[] = []) =>
    loadOpenApiIndex({
      root: dir,
      sources: [{ source: `https://localhost:${https.port}/openapi.yaml`, file: 'docs.json', line: 2, column: 3 }],
      remote: {
        resolve: stub(answers),
        allowAddress: (a) => allow.includes(a),
        ca: https.ca,
        fetched: new Map(),
        timeoutMs: 2000,
      },
    });

  it('is refused before any connection, with an error at the declaring field', async () => {
    https.requests.length = 0;
    // Each of these is loopback if connected: a slip would reach the test server, never another machine.
    for (const answers of [['::ffff:7f00:1'], ['::FFFF:127.0.0.1'], ['127.0.0.1', '::1']]) {
      const index = await load(answers);
      expect(index.specs.size).toBe(0);
      expect(index.diagnostics).toMatchObject([{ code: 'openapi/remote-spec', severity: 'error', line: 2 }]);
    }
    expect(https.requests).toEqual([]);
    // The stub is what the connection uses: allowing the test server's address fetches the spec.
    const allowed = await load(['127.0.0.1'], ['127.0.0.1']);
    expect(allowed.diagnostics).toEqual([]);
    expect(https.requests).toEqual(['/openapi.yaml']);
  });
});
