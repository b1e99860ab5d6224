import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DevServerError } from '../src/index.ts';
import { listenChannel, makeSite, raw, type Started, startFake, write } from './helpers.ts';

let s: Started | undefined;
afterEach(async () => {
  await s?.stop();
  s = undefined;
});

/** Waits until the server is idle after at least one rebuild past `from`. */
async function settled(started: Started, from: number): Promise<void> {
  await started.server.waitForRevision(from + 1);
  await started.server.idle();
}

describe('rebuilds (bad-inputs rows 78–81)', () => {
  it('row 80: 100 rapid saves coalesce into few rebuilds and the final state equals the last save', async () => {
    s = await startFake(undefined, { fake: { delayMs: 30 } });
    const rev = s.server.revision();
    for (let i = 0; i < 100; i++) writeFileSync(join(s.root, 'guide.mdx'), `# Guide\n\nSave number ${i}.\n`);
    await settled(s, rev);
    // Give stragglers from the watcher a moment, then wait for anything they started.
    await new Promise((r) => setTimeout(r, 200));
    await s.server.idle();
    expect(s.builder.updates.length).toBeGreaterThan(0);
    expect(s.builder.updates.length).toBeLessThanOrEqual(5);
    const res = await raw(s.server.port, '/guide');
    expect(res.body).toContain('Save number 99.');
    expect(res.body).not.toContain('id="docsgen-overlay"');
  });

  it('the reload channel announces a rebuild, then the new revision', async () => {
    s = await startFake();
    const rev = s.server.revision();
    const stream = listenChannel(s.server.port, `data: ${rev + 1}\n\n`);
    await new Promise((r) => setTimeout(r, 50));
    writeFileSync(join(s.root, 'guide.mdx'), '# Guide\n\nAnnounced.\n');
    const text = await stream;
    expect(text.indexOf(`event: revision\ndata: ${rev}\n`)).toBe(text.indexOf('event: revision'));
    expect(text.indexOf('event: building')).toBeGreaterThan(0);
    expect(text.indexOf('event: building')).toBeLessThan(text.indexOf(`data: ${rev + 1}`));
  });

  it('row 80: an atomic save (write temp, rename over) is one change of that page', async () => {
    s = await startFake();
    const rev = s.server.revision();
    writeFileSync(join(s.root, 'guide.mdx.tmp~'), '# Guide\n\nAtomically saved.\n');
    renameSync(join(s.root, 'guide.mdx.tmp~'), join(s.root, 'guide.mdx'));
    await settled(s, rev);
    const changes = s.builder.updates.flat();
    expect(changes.every((c) => c.path === 'guide.mdx')).toBe(true);
    expect((await raw(s.server.port, '/guide')).body).toContain('Atomically saved.');
  });

  it('row 80: a save during a running rebuild queues exactly one more rebuild', async () => {
    s = await startFake(undefined, { fake: { delayMs: 250 } });
    const rev = s.server.revision();
    writeFileSync(join(s.root, 'guide.mdx'), '# Guide\n\nFirst save.\n');
    await new Promise((r) => setTimeout(r, 120)); // the first rebuild is now running
    for (let i = 0; i < 10; i++) writeFileSync(join(s.root, 'index.mdx'), `# Home\n\nSecond save ${i}.\n`);
    await settled(s, rev);
    await new Promise((r) => setTimeout(r, 100));
    await s.server.idle();
    expect(s.builder.updates).toEqual([
      [{ path: 'guide.mdx', kind: 'change' }],
      [{ path: 'index.mdx', kind: 'change' }],
    ]);
    expect((await raw(s.server.port, '/')).body).toContain('Second save 9.');
  });

  it('row 78: broken docs.json keeps the last good page under an overlay with line:column, and fixing it recovers', async () => {
    s = await startFake();
    const good = readFileSync(join(s.root, 'docs.json'), 'utf8');
    let rev = s.server.revision();
    writeFileSync(join(s.root, 'docs.json'), '{\n  "name": "Fixture",,\n}\n');
    await settled(s, rev);
    const broken = await raw(s.server.port, '/guide');
    expect(broken.status).toBe(200);
    expect(broken.body).toContain('First version.');
    expect(broken.body).toContain('id="docsgen-overlay"');
    expect(broken.body).toContain('docs.json:2:21');
    expect(broken.body).toContain('You are seeing the last version that built.');
    expect(broken.body).toContain(`data-docsgen-revision="${s.server.revision()}"`);
    expect(s.logs.join('\n')).toContain('docs.json:2:21');

    rev = s.server.revision();
    writeFileSync(join(s.root, 'docs.json'), good.replace('Fixture', 'Renamed'));
    await settled(s, rev);
    const fixed = await raw(s.server.port, '/guide');
    expect(fixed.body).not.toContain('id="docsgen-overlay"');
    expect(fixed.body).toContain('<title>Renamed</title>');
    expect(s.logs).toContain('All problems fixed.');
  });

  it('pages a rebuild renders later are rendered on request, never served from the old version, then swapped in', async () => {
    s = await startFake(undefined, { fake: { deferHtml: true } });
    const good = readFileSync(join(s.root, 'docs.json'), 'utf8');
    const rev = s.server.revision();
    writeFileSync(join(s.root, 'docs.json'), good.replace('Fixture', 'Renamed'));
    await settled(s, rev);
    const guide = await raw(s.server.port, '/guide');
    expect(guide.status).toBe(200);
    expect(guide.body).toContain('<title>Renamed</title>');
    expect(guide.body).toContain(`data-docsgen-revision="${s.server.revision()}"`);
    expect(s.builder.renderedOnRequest).toEqual(['guide/index.html']);
    expect((await raw(s.server.port, '/guide')).body).toContain('First version.');
    expect((await raw(s.server.port, '/nothing-here')).status).toBe(404);
    let settledYet = false;
    const done = s.server.settled().then(() => {
      settledYet = true;
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(settledYet).toBe(false);
    s.builder.releaseDeferred();
    await done;
    const home = await raw(s.server.port, '/');
    expect(home.body).toContain('<title>Renamed</title>');
    expect(s.builder.renderedOnRequest).toEqual(['guide/index.html']);
  });

  it('a failed rebuild never fills in a page it renders later from the old version', async () => {
    s = await startFake(undefined, { fake: { deferHtml: true } });
    const rev = s.server.revision();
    writeFileSync(join(s.root, 'docs.json'), readFileSync(join(s.root, 'docs.json'), 'utf8').replace('Fixture', 'New'));
    write(s.root, 'index.mdx', '# Home\n\n{broken\n');
    await settled(s, rev);
    const guide = await raw(s.server.port, '/guide');
    expect(guide.body).toContain('<title>New</title>');
    expect(guide.body).not.toContain('<title>Fixture</title>');
    expect(guide.body).toContain('id="docsgen-overlay"');
    expect(s.builder.renderedOnRequest).toContain('guide/index.html');
    s.builder.releaseDeferred();
  });

  it('a page that fails to compile affects only that page; the overlay shows on every page', async () => {
    s = await startFake();
    const rev = s.server.revision();
    writeFileSync(join(s.root, 'guide.mdx'), '# Guide\n\nText {broken here\n');
    writeFileSync(join(s.root, 'index.mdx'), '# Home\n\nHome edited.\n');
    await settled(s, rev);
    await new Promise((r) => setTimeout(r, 150));
    await s.server.idle();
    const guide = await raw(s.server.port, '/guide');
    expect(guide.body).toContain('First version.');
    expect(guide.body).toContain('guide.mdx:3:6');
    const home = await raw(s.server.port, '/');
    expect(home.body).toContain('Home edited.');
    expect(home.body).toContain('id="docsgen-overlay"');
  });

  it('row 79: a deleted page disappears and comes back when restored', async () => {
    s = await startFake();
    let rev = s.server.revision();
    rmSync(join(s.root, 'guide.mdx'));
    await settled(s, rev);
    expect((await raw(s.server.port, '/guide')).status).toBe(404);
    expect((await raw(s.server.port, '/guide.md')).status).toBe(404);
    expect((await raw(s.server.port, '/')).status).toBe(200);

    rev = s.server.revision();
    write(s.root, 'guide.mdx', '# Guide\n\nRestored.\n');
    await settled(s, rev);
    expect((await raw(s.server.port, '/guide')).body).toContain('Restored.');

    rev = s.server.revision();
    write(s.root, 'new/page.mdx', '# New\n\nA new page.\n');
    await settled(s, rev);
    expect((await raw(s.server.port, '/new/page')).body).toContain('A new page.');
    expect(s.builder.updates.flat()).toContainEqual({ path: 'new/page.mdx', kind: 'add' });
  });

  it('ignores dot-folders, node_modules and the output folder', async () => {
    s = await startFake();
    const rev = s.server.revision();
    write(s.root, '.git/HEAD', 'ref\n');
    write(s.root, 'node_modules/x/index.js', '1\n');
    write(s.root, 'node_modules/.cache/docsgen/x', '1\n');
    write(s.root, 'dist/index.html', '<p>built</p>\n');
    write(s.root, '.hidden.mdx', 'x\n');
    await new Promise((r) => setTimeout(r, 400));
    expect(s.server.revision()).toBe(rev);
    expect(s.builder.updates).toEqual([]);
  });

  it('row 81: a request during a rebuild gets the complete old site', async () => {
    s = await startFake(undefined, { fake: { delayMs: 300 } });
    const rev = s.server.revision();
    writeFileSync(join(s.root, 'guide.mdx'), '# Guide\n\nSecond version.\n');
    await new Promise((r) => setTimeout(r, 150));
    const during = await raw(s.server.port, '/guide');
    expect(during.body).toContain('First version.');
    expect(during.body).toContain(`data-docsgen-revision="${rev}"`);
    await settled(s, rev);
    expect((await raw(s.server.port, '/guide')).body).toContain('Second version.');
  });

  it('a first build that fails serves an error page that recovers', async () => {
    const root = makeSite({ 'docs.json': '{ "name": ' });
    s = await startFake(root);
    const res = await raw(s.server.port, '/guide');
    expect(res.status).toBe(503);
    expect(res.body).toContain('Build failed');
    expect(res.body).toContain('The site could not be built yet.');
    const rev = s.server.revision();
    writeFileSync(join(root, 'docs.json'), '{ "name": "Fixed" }');
    await settled(s, rev);
    const ok = await raw(s.server.port, '/guide');
    expect(ok.status).toBe(200);
    expect(ok.body).toContain('<title>Fixed</title>');
    expect(s.builder.builds).toBe(2);
  });
});

describe('ports (bad-inputs row 82)', () => {
  it('row 82: a port in use moves to the next free one, and says so', async () => {
    const blocker = await listen(0);
    const taken = (blocker.address() as { port: number }).port;
    try {
      s = await startFake(undefined, { watch: false, port: taken });
      expect(s.server.port).not.toBe(taken);
      expect(s.server.port).toBeGreaterThan(taken);
      expect(s.logs).toContain(`Port ${taken} is in use; using ${s.server.port} instead.`);
      expect((await raw(s.server.port, '/guide')).status).toBe(200);
    } finally {
      blocker.close();
    }
  });

  it('row 82: no free port is a clear DevServerError, not a stack trace', async () => {
    const { listenOnFreePort } = await import('../src/listen-on-free-port.ts');
    const blocker = await listen(0);
    const taken = (blocker.address() as { port: number }).port;
    const server = createServer();
    try {
      const err = await listenOnFreePort(server, { host: '127.0.0.1', port: taken, attempts: 1 }).catch((e) => e);
      expect(err).toBeInstanceOf(DevServerError);
      expect((err as DevServerError).diagnostic).toMatchObject({
        code: 'dev/no-free-port',
        message: `Ports ${taken}–${taken} are all in use.`,
      });
      expect((err as DevServerError).diagnostic.hint).toContain('--port');
    } finally {
      blocker.close();
      server.close();
    }
  });
});

function listen(port: number): Promise<Server> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
