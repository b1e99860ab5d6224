import { mkdtemp } from 'node:fs/promises';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDevServer } from '@docsgen/dev-server';
import { beforeAll, describe, expect, it } from 'vitest';
import { themeFor } from '../packages/cli/src/theme-for.ts';
import { bundleCli, copySite, readTree, runCli } from './build-helpers.ts';

// Source immutability (bad-inputs.md §4.1): `docsgen build` and a `docsgen dev` session write
// nothing in the docs tree except the output folder (`dist/`), and no cache either: the persistent
// cache lives under $XDG_CACHE_HOME (or ~/.cache), never inside the docs.

/** Paths added, removed or changed between two snapshots, outside `dist/` (the output folder). */
function changedPaths(before: Map<string, Buffer>, after: Map<string, Buffer>): string[] {
  const paths = new Set([...before.keys(), ...after.keys()]);
  return [...paths]
    .filter((p) => !p.startsWith('dist/'))
    .filter((p) => !(before.get(p)?.equals(after.get(p) as Buffer) ?? false))
    .sort();
}

beforeAll(async () => {
  await bundleCli();
}, 300_000);

function fetchPage(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get(url, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        body += c;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    }).on('error', reject);
  });
}

describe('source immutability', () => {
  it('docsgen build writes only the output folder', async () => {
    const root = await copySite('basic');
    const cacheHome = await mkdtemp(join(tmpdir(), 'docsgen-xdg-'));
    const before = await readTree(root);
    const res = await runCli(['build', root], { env: { XDG_CACHE_HOME: cacheHome } });
    expect(res.code, res.stderr).toBe(0);
    // A second, cached build as well: the cache must not land in the docs tree either.
    const again = await runCli(['build', root], { env: { XDG_CACHE_HOME: cacheHome } });
    expect(again.code, again.stderr).toBe(0);
    expect(changedPaths(before, await readTree(root))).toEqual([]);
  });

  it('a scripted docsgen dev session (start, request pages, stop) writes nothing at all', async () => {
    const root = await copySite('basic');
    const before = await readTree(root);
    const logs: string[] = [];
    const server = await startDevServer({ root, port: 0, themeFor, log: (l) => logs.push(l) });
    try {
      for (const path of ['/', '/guides/install', '/guides/advanced', '/no-such-page', '/docs.json']) {
        const res = await fetchPage(new URL(path, server.url).href);
        expect([200, 404]).toContain(res.status);
      }
      expect((await fetchPage(server.url)).body).toMatch(/<!doctype html>/i);
    } finally {
      await server.close();
    }
    const after = await readTree(root);
    expect(changedPaths(before, after)).toEqual([]);
    expect([...after.keys()].some((p) => p.startsWith('dist/'))).toBe(false);
  });
});
