import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { type DevServer, startDevServer } from '@docsgen/dev-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { themeFor } from '../../packages/cli/src/theme-for.ts';
import { openChannel, raw } from '../../packages/dev-server/test/helpers.ts';
import { makeDevSite, servedWith } from '../../packages/dev-server/test/site-fixture.ts';

// Catalogue rows 70–83 (dev server) on the REAL pipeline (the package tests use a fake builder:
// packages/dev-server/test/dev-server-security.test.ts names rows 70–77, dev-server-rebuild.test.ts
// rows 78–82, dev-server-soak.test.ts row 83). Here every row runs once more against real builds.

let root: string;
let server: DevServer;
let port: number;
let base: string;
const logs: string[] = [];

beforeAll(async () => {
  root = makeDevSite();
  server = await startDevServer({ root, port: 0, themeFor, log: (l) => logs.push(l) });
  port = server.port;
  base = server.url.replace(/\/$/, '');
}, 120_000);
afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

const SECRETS = ['root:x:', 'SECRET=do-not-serve', '"navigation"', 'openapi: 3.1.0', 'Original text.\n\n<Note>'];
const edit = (path: string, from: string, to: string) => {
  const file = join(root, path);
  writeFileSync(file, readFileSync(file, 'utf8').replace(from, to));
};

describe('catalogue: dev server on the real pipeline (rows 70–83)', () => {
  it('row 70: traversal and malformed paths → 400/404, never file content, server stays up', async () => {
    for (const path of [
      '/../../etc/passwd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/..%2f..%2fetc%2fpasswd',
      '/..%5c..%5cetc%5cpasswd',
      '//etc/passwd',
      '/a%00.html',
      '/%E0%A4%A',
      '/guides/%2e%2e/.env',
    ]) {
      const res = await raw(port, path);
      expect([400, 404], path).toContain(res.status);
      for (const s of SECRETS) expect(res.body, path).not.toContain(s);
    }
    expect((await raw(port, '/guides/editing')).status).toBe(200);
  });

  it('row 71: sources (/docs.json, /.env, /.git/config, /node_modules, .mdx, openapi.yaml) → 404', async () => {
    for (const path of [
      '/docs.json',
      '/.env',
      '/.git/config',
      '/node_modules/x/package.json',
      '/index.mdx',
      '/openapi.yaml',
    ]) {
      const res = await raw(port, path);
      expect(res.status, path).toBe(404);
      for (const s of SECRETS) expect(res.body, path).not.toContain(s);
    }
  });

  it('row 72: Host evil.example → 403; localhost, *.localhost, 127.0.0.1, [::1] served', async () => {
    expect((await raw(port, '/', { host: 'evil.example' })).status).toBe(403);
    expect((await raw(port, '/', { host: `evil.example:${port}` })).status).toBe(403);
    for (const host of [`localhost:${port}`, `docs.localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`]) {
      expect((await raw(port, '/', { host })).status, host).toBe(200);
    }
  });

  it('row 73: reload channel refuses foreign, null and IP origins; no Origin is allowed (notify-only)', async () => {
    for (const origin of ['http://evil.example', 'null', 'http://192.168.1.5']) {
      expect((await openChannel(port, { origin })).status, origin).toBe(403);
    }
    expect((await openChannel(port)).status).toBe(200);
    expect((await raw(port, '/__docsgen/events', {}, 'POST')).status).toBe(405);
  });

  it('row 74: no Access-Control-* header on any response', async () => {
    for (const path of ['/', '/guides/editing', '/nope', '/guides/editing.md']) {
      const res = await raw(port, path, { origin: 'http://evil.example' });
      expect(
        Object.keys(res.headers).filter((h) => h.startsWith('access-control-')),
        path,
      ).toEqual([]);
    }
  });

  it('row 75: the default bind is 127.0.0.1', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(logs.some((l) => /--host|reachable/i.test(l))).toBe(false);
  });

  it('row 76: trailing-slash redirects never leave the site', async () => {
    for (const path of ['//evil.com/', '/\\evil.com/', '/%2f%2fevil.com/', '/guides/editing/']) {
      const res = await raw(port, path);
      const location = String(res.headers.location ?? '');
      if (location) expect(new URL(location, base).origin, path).toBe(base);
    }
  });

  it('row 77: the 404 page escapes a reflected <script>', async () => {
    const res = await raw(port, '/%3Cscript%3Ealert(1)%3C/script%3E');
    expect(res.status).toBe(404);
    expect(res.body).not.toContain('<script>alert(1)</script>');
  });

  it('row 78: broken docs.json → last good site served with an overlay at line:column; fixing recovers', async () => {
    const original = readFileSync(join(root, 'docs.json'), 'utf8');
    const rev = server.revision();
    writeFileSync(join(root, 'docs.json'), original.replace('"name": "Dev Fixture",', '"name": "Dev Fixture"'));
    await server.waitForRevision(rev + 1);
    const page = await raw(port, '/guides/editing');
    expect(page.status).toBe(200);
    expect(page.body).toContain('Original text.');
    expect(page.body).toMatch(/docs\.json:\d+:\d+/);
    writeFileSync(join(root, 'docs.json'), original);
    await server.waitForRevision(rev + 2);
    expect(server.diagnostics().filter((d) => d.severity === 'error')).toEqual([]);
    expect((await raw(port, '/guides/editing')).body).not.toMatch(/docs\.json:\d+:\d+/);
  });

  it('row 79: a page deleted during watch → other pages keep working; restoring it recovers', async () => {
    const file = join(root, 'guides/other.mdx');
    const text = readFileSync(file, 'utf8');
    const rev = server.revision();
    rmSync(file);
    await server.waitForRevision(rev + 1);
    expect((await raw(port, '/guides/editing')).status).toBe(200);
    writeFileSync(file, text);
    await servedWith(`${base}/guides/other`, 'Other text.');
  });

  it('row 80: an atomic save and a burst of rapid saves → final output equals the last save', async () => {
    const file = join(root, 'guides/editing.mdx');
    const text = readFileSync(file, 'utf8');
    for (let i = 0; i < 30; i++) writeFileSync(file, text.replace('Original text.', `Burst ${i}.`));
    const tmp = join(root, 'guides/.editing.mdx.tmp');
    writeFileSync(tmp, text.replace('Original text.', 'Atomic final.'));
    renameSync(tmp, file);
    await servedWith(`${base}/guides/editing`, 'Atomic final.');
    await server.idle();
    expect((await raw(port, '/guides/editing')).body).toContain('Atomic final.');
    expect(server.diagnostics().filter((d) => d.severity === 'error')).toEqual([]);
    writeFileSync(file, text);
    await servedWith(`${base}/guides/editing`, 'Original text.');
  });

  it('row 81: requests during a rebuild get a complete page (old or new), never half', async () => {
    edit('guides/other.mdx', 'Other text.', 'Other text, rebuilt.');
    for (let i = 0; i < 10; i++) {
      const res = await raw(port, '/guides/other');
      expect(res.status).toBe(200);
      expect(res.body).toMatch(/<\/html>\s*$/);
      expect(res.body).toMatch(/Other text(, rebuilt)?\./);
    }
    await servedWith(`${base}/guides/other`, 'Other text, rebuilt.');
  });

  it('row 82: a port in use → the next free port, said clearly', async () => {
    const blocker = createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', r));
    const taken = (blocker.address() as { port: number }).port;
    const lines: string[] = [];
    const second = await startDevServer({ root, port: taken, themeFor, log: (l) => lines.push(l), watch: false });
    try {
      expect(second.port).not.toBe(taken);
      expect(lines.join('\n')).toContain(String(taken));
    } finally {
      await second.close();
      blocker.close();
    }
  });

  it('row 83: repeated rebuilds leave file descriptors bounded', async () => {
    const fds = () => readdirSync('/proc/self/fd').length;
    const start = fds();
    for (let i = 0; i < 15; i++) {
      writeFileSync(
        join(root, 'index.mdx'),
        readFileSync(join(root, 'index.mdx'), 'utf8').replace(/home page\.[^\n]*/, `home page. ${i}`),
      );
      await servedWith(`${base}/`, `home page. ${i}`);
      await openChannel(port);
    }
    expect(fds()).toBeLessThan(start + 20);
  });
});
