import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { startDevServer } from '@docsgen/dev-server';
import { beforeAll, describe, expect, it } from 'vitest';
import { themeFor } from '../packages/cli/src/theme-for.ts';
import { bundleCli, copySite, readTree, repoRoot, runCli } from './build-helpers.ts';

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

  it('a scripted `docsgen dev` CLI session (pages, search index, an edit, a broken save, Ctrl-C) writes nothing but the edit', async () => {
    const root = await copySite('basic');
    const cacheHome = await mkdtemp(join(tmpdir(), 'docsgen-xdg-'));
    const besideBefore = (await readdir(dirname(root))).sort();
    const child = spawn(process.execPath, [join(repoRoot, 'packages/cli/bin/docsgen.js'), 'dev', root, '--port', '0'], {
      cwd: dirname(root),
      env: { ...process.env, XDG_CACHE_HOME: cacheHome },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`docsgen dev did not start:\n${stderr}`)), 120_000);
      child.stdout?.resume();
      child.stderr?.on('data', (c: Buffer) => {
        stderr += c.toString('utf8');
        const m = /Ready: (http:\/\/\S+)/.exec(stderr);
        if (m) {
          clearTimeout(timer);
          resolve(m[1] as string);
        }
      });
    });
    // A request that cannot connect says whether the server process is still there, and what it printed.
    const get = (path: string) =>
      fetchPage(new URL(path, url).href).catch((error: Error) => {
        throw new Error(
          `${error.message} (docsgen dev exit code: ${child.exitCode}, signal: ${child.signalCode}):\n${stderr}`,
        );
      });
    const page = join(root, 'guides/install.mdx');
    const original = await readFile(page, 'utf8');
    const edited = `${original}\nEdited during the session.\n`;
    try {
      for (const path of ['/', '/guides/install', '/api/get-plants', '/no-such-page', '/docs.json', '/style.css']) {
        expect([200, 404]).toContain((await get(path)).status);
      }
      // The reader's edit is the only write the session may leave; the rebuild must not add others.
      await writeFile(page, edited);
      const until = Date.now() + 60_000;
      while (!(await get('/guides/install')).body.includes('Edited during the session.')) {
        if (Date.now() > until) throw new Error(`the edit was never served:\n${stderr}`);
        await new Promise((r) => setTimeout(r, 200));
      }
      // A broken docs.json save and its fix (the overlay path), then the search index.
      const config = await readFile(join(root, 'docs.json'), 'utf8');
      await writeFile(join(root, 'docs.json'), `${config.slice(0, -3)},,}`);
      await new Promise((r) => setTimeout(r, 1_000));
      await writeFile(join(root, 'docs.json'), config);
      await new Promise((r) => setTimeout(r, 1_000));
      expect((await get('/pagefind/pagefind-entry.json')).status).toBe(200);
    } finally {
      child.kill('SIGINT');
    }
    expect(await exited, stderr).toBe(130);
    const after = await readTree(root);
    const before = await readTree(await copySite('basic'));
    before.set('guides/install.mdx', Buffer.from(edited));
    expect([...after.keys()]).toEqual([...before.keys()]);
    expect([...after].filter(([p, bytes]) => !bytes.equals(before.get(p) as Buffer)).map(([p]) => p)).toEqual([]);
    expect((await readdir(dirname(root))).sort()).toEqual(besideBefore);
  });
});
