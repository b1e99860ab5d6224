import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink, truncate, unlink, writeFile } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createIncrementalBuilder, DevSink } from '@docsgen/build';
import { describe, expect, it } from 'vitest';
import { themeFor } from '../../cli/src/theme-for.ts';
import { DevRebuild } from '../src/dev-rebuild.ts';
import { createRequestHandler } from '../src/handle-request.ts';
import { ReloadChannel } from '../src/reload-channel.ts';

const MB = 1024 * 1024;

/** GETs (or HEADs) `path`, hashing the body as it streams: status, headers, byte count and SHA-256. */
function fetchHashed(port: number, path: string, method = 'GET') {
  return new Promise<{ status: number; length: string | undefined; bytes: number; sha: string; head: string }>(
    (resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, method, headers: { host: `127.0.0.1:${port}` } }, (res) => {
        const hash = createHash('sha256');
        let bytes = 0;
        let head = '';
        res.on('data', (c: Buffer) => {
          if (head.length < 64) head += c.subarray(0, 64).toString('latin1');
          bytes += c.length;
          hash.update(c);
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            length: res.headers['content-length'],
            bytes,
            sha: hash.digest('hex'),
            head,
          }),
        );
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    },
  );
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

describe('docsgen dev and static files', () => {
  it('keeps a 48 MB static file by reference, streams it through the read gate, and refuses what now leads out', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'docsgen-dev-statics-'));
    const root = join(dir, 'docs');
    await mkdir(join(root, 'media'), { recursive: true });
    await writeFile(
      join(root, 'docs.json'),
      '{ "theme": "mint", "name": "Statics", "colors": { "primary": "#16A34A" }, "navigation": { "pages": ["index"] } }\n',
    );
    await writeFile(join(root, 'index.mdx'), '# Home\n\nStatic files.\n');
    // 48 MB, sparse (cheap to make), with a mark at the start and at the end.
    const big = join(root, 'media/video.mp4');
    await writeFile(big, 'start');
    await truncate(big, 48 * MB - 3);
    await writeFile(big, 'end', { flag: 'a' });
    await writeFile(join(root, 'media/notes.txt'), 'inside notes');
    await writeFile(join(root, 'media/feed.txt'), 'inside feed');
    await writeFile(join(root, 'media/api.json'), '{ "openapi": "3.1.0", "info": {}, "paths": {} }\n');
    await writeFile(join(dir, 'secret.txt'), 'outside secret');

    const output = new DevSink();
    const builder = createIncrementalBuilder({ root, themeFor, sink: output });
    const channel = new ReloadChannel();
    const dev = new DevRebuild({ root, builder, output, channel, log: () => undefined });
    const server = createServer(createRequestHandler({ site: () => dev.site, extraHosts: [], channel }));
    try {
      await dev.rebuild(undefined);
      expect(dev.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
      const port = (server.address() as AddressInfo).port;

      // The served site holds no bytes of any static file, the 48 MB one least of all.
      const held = [...dev.site.files].filter(([, v]) => v instanceof Uint8Array && v.byteLength >= MB);
      expect(held.map(([path]) => path)).toEqual([]);
      expect(dev.site.files.get('media/video.mp4')).toEqual({ root, file: 'media/video.mp4', size: 48 * MB });

      const video = await fetchHashed(port, '/media/video.mp4');
      expect(video.status).toBe(200);
      expect(video.length).toBe(String(48 * MB));
      expect(video.bytes).toBe(48 * MB);
      expect(video.head.startsWith('start')).toBe(true);
      expect(video.sha).toBe(await sha256Of(big));
      const head = await fetchHashed(port, '/media/video.mp4', 'HEAD');
      expect([head.status, head.length, head.bytes]).toEqual([200, String(48 * MB), 0]);
      expect((await fetchHashed(port, '/media/notes.txt')).head).toBe('inside notes');
      // An API spec is a source, never served, also when kept by reference.
      expect((await fetchHashed(port, '/media/api.json')).status).toBe(404);

      // Swapped after the build (no watcher here): a link out of the repository and a FIFO are
      // refused by the gate when asked for, never read (a FIFO would block a read).
      await unlink(join(root, 'media/notes.txt'));
      await symlink(join(dir, 'secret.txt'), join(root, 'media/notes.txt'));
      await unlink(join(root, 'media/feed.txt'));
      execFileSync('mkfifo', [join(root, 'media/feed.txt')]);
      const leak = await fetchHashed(port, '/media/notes.txt');
      expect(leak.status).toBe(404);
      expect(leak.head).not.toContain('outside secret');
      expect((await fetchHashed(port, '/media/feed.txt')).status).toBe(404);

      // A changed static file, as the watcher reports it: a new revision (open pages reload) whose
      // reference has the new size, still no bytes held.
      await truncate(big, 2 * MB);
      const revision = dev.site.revision;
      await dev.rebuild([{ kind: 'change', path: 'media/video.mp4' }]);
      expect(dev.site.revision).toBe(revision + 1);
      expect(dev.site.files.get('media/video.mp4')).toEqual({ root, file: 'media/video.mp4', size: 2 * MB });
      const smaller = await fetchHashed(port, '/media/video.mp4');
      expect([smaller.length, smaller.bytes, smaller.sha]).toEqual([String(2 * MB), 2 * MB, await sha256Of(big)]);
    } finally {
      server.close();
      channel.close();
      await builder.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
