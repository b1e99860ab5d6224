import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openBrowser } from '../src/open-browser.ts';
import { listenChannel, raw, type Started, startFake } from './helpers.ts';

let s: Started | undefined;
afterAll(async () => {
  await s?.stop();
});

const fds = () => readdirSync('/proc/self/fd').length;

describe('resources stay flat', () => {
  it('150 edits with a page load and a reload-channel connection each leave no file descriptors or process listeners behind', async () => {
    s = await startFake();
    const { server, root } = s;
    // Warm up once so lazily opened handles are not counted as growth.
    writeFileSync(join(root, 'guide.mdx'), '# Guide\n\nwarm-up\n');
    await server.waitForRevision(2);
    await server.idle();
    const before = fds();
    const listeners = process.listenerCount('SIGINT') + process.listenerCount('exit');
    for (let i = 0; i < 150; i++) {
      const rev = server.revision();
      const channel = listenChannel(server.port, `data: ${rev + 1}\n\n`);
      await new Promise((r) => setTimeout(r, 5));
      writeFileSync(join(root, 'guide.mdx'), `# Guide\n\nedit ${i}\n`);
      await channel;
      await server.idle();
      const res = await raw(server.port, '/guide', { connection: 'close' });
      expect(res.body).toContain(`edit ${i}`);
    }
    await new Promise((r) => setTimeout(r, 300));
    expect(fds() - before).toBeLessThanOrEqual(3);
    expect(process.listenerCount('SIGINT') + process.listenerCount('exit')).toBe(listeners);
  });

  it('close() releases the builder and the watcher, and the port', async () => {
    const t = await startFake();
    const port = t.server.port;
    await t.stop();
    expect(t.builder.closed).toBe(true);
    await expect(raw(port, '/')).rejects.toThrow();
  });
});

describe('openBrowser', () => {
  it('a missing opener is a message, not a crash', async () => {
    const path = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      const message = await openBrowser('http://127.0.0.1:1/', 'linux');
      expect(message).toMatch(/^Could not open a browser \(xdg-open: .*\); open http:\/\/127\.0\.0\.1:1\/ yourself\.$/);
    } finally {
      process.env.PATH = path;
    }
  });
});
