import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type LocalHttpsServer, startLocalHttpsServer } from '../../openapi/test/local-https-server.ts';
import { loadSite } from '../src/index.ts';

const SPEC = JSON.stringify({
  openapi: '3.0.3',
  info: { title: 'Remote', version: '1' },
  paths: {
    '/pets': { get: { summary: 'List pets', tags: ['Pets'], responses: { 200: { description: 'OK' } } } },
    '/pets/{id}': { delete: { summary: 'Delete pet', tags: ['Pets'], responses: { 204: { description: 'Gone' } } } },
  },
});

let https: LocalHttpsServer;
beforeAll(async () => {
  https = await startLocalHttpsServer({ '/openapi.json': (res) => res.end(SPEC) });
});
afterAll(() => https.close());

async function site(navigation: unknown, api?: unknown): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'docsgen-remote-site-'));
  const config = { theme: 'mint', name: 'x', colors: { primary: '#0D9373' }, navigation, ...(api ? { api } : {}) };
  await writeFile(path.join(root, 'docs.json'), JSON.stringify(config, null, 2));
  await writeFile(path.join(root, 'index.mdx'), '---\ntitle: Home\n---\n');
  return root;
}

const remote = () => ({ allowAddress: (a: string) => a === '127.0.0.1', ca: https.ca, fetched: new Map() });

describe('a site whose specs are https URLs', () => {
  test('navigation `openapi` URL: a group of generated endpoint pages', async () => {
    const url = `https://127.0.0.1:${https.port}/openapi.json`;
    const root = await site({ groups: [{ group: 'API', openapi: url, pages: ['index'] }] });
    const loaded = await loadSite(root, { remoteSpecs: remote() });
    expect(loaded.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
    const endpoints = loaded.routes.filter((r) => r.source.kind === 'endpoint').map((r) => r.url);
    expect(endpoints).toEqual(['/api-reference/pets/list-pets', '/api-reference/pets/delete-pet']);
  });

  test('`api.openapi` URL: endpoint entries `GET /pets` resolve against it', async () => {
    const url = `https://127.0.0.1:${https.port}/openapi.json`;
    const root = await site({ pages: ['index', 'GET /pets'] }, { openapi: url });
    const loaded = await loadSite(root, { remoteSpecs: remote() });
    expect(loaded.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
    expect(loaded.routes.filter((r) => r.source.kind === 'endpoint')).toHaveLength(1);
  });

  test('unreachable with no kept copy: the error points at the docs.json line naming the URL', async () => {
    const url = 'https://127.0.0.1:1/openapi.json';
    const root = await site({ pages: ['index', 'GET /pets'] }, { openapi: url });
    const loaded = await loadSite(root, { remoteSpecs: { ...remote(), timeoutMs: 1000 } });
    const error = loaded.diagnostics.find((d) => d.code === 'openapi/remote-spec-unavailable');
    expect(error).toMatchObject({
      severity: 'error',
      file: 'docs.json',
      line: 14,
      column: 16,
      jsonPath: 'api.openapi',
    });
    expect(error!.message).toContain(url);
  });
});
