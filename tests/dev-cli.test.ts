// `docsgen dev` as users run it: the bundled CLI in a child process.
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDevSite } from '../packages/dev-server/test/site-fixture.ts';
import { bundleCli, repoRoot, runCli } from './build-helpers.ts';

let root: string;
beforeAll(async () => {
  await bundleCli();
  root = makeDevSite();
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

/** Starts `docsgen dev` and resolves once it printed its address. */
function startCli(args: string[]): Promise<{ child: ChildProcess; url: string; stderr: () => string }> {
  const child = spawn(process.execPath, [join(repoRoot, 'packages/cli/bin/docsgen.js'), 'dev', ...args], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`docsgen dev did not start:\n${err}`)), 120_000);
    child.stderr?.on('data', (c: Buffer) => {
      err += c.toString('utf8');
      const m = /Ready: (http:\/\/\S+)/.exec(err);
      if (m) {
        clearTimeout(timer);
        resolve({ child, url: m[1]!, stderr: () => err });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`docsgen dev exited with ${code}:\n${err}`));
    });
  });
}

/** The exit code, or the name of the signal that killed it. */
function exitCode(child: ChildProcess): Promise<number | string | null> {
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
}

describe('docsgen dev (CLI)', () => {
  it('serves the site, and Ctrl-C stops it with exit code 130', async () => {
    const { child, url } = await startCli([root, '--port', '0']);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const res = await fetch(`${url}guides/editing`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Original text.');
    const exited = exitCode(child);
    child.kill('SIGINT');
    expect(await exited).toBe(130);
  });

  it('row 82: a taken port moves to the next one and says so', async () => {
    const blocker = await new Promise<Server>((resolve) => {
      const s = createServer();
      s.listen(0, '127.0.0.1', () => resolve(s));
    });
    const taken = (blocker.address() as { port: number }).port;
    try {
      const { child, url, stderr } = await startCli([root, '--port', String(taken)]);
      expect(url).not.toContain(`:${taken}/`);
      expect(stderr()).toMatch(new RegExp(`Port ${taken} is in use; using \\d+ instead\\.`));
      const exited = exitCode(child);
      child.kill('SIGTERM');
      expect(await exited, stderr()).toBe(143);
    } finally {
      blocker.close();
    }
  });

  it('row 75: --host prints a warning', async () => {
    const { child, stderr } = await startCli([root, '--port', '0', '--host', 'localhost']);
    expect(stderr()).toContain('Warning: listening on localhost');
    const exited = exitCode(child);
    child.kill('SIGINT');
    expect(await exited).toBe(130);
  });

  it('usage errors exit 2 and a folder without docs.json exits 1, each with a message', async () => {
    const port = await runCli(['dev', root, '--port', 'abc']);
    expect(port.code).toBe(2);
    expect(port.stderr).toContain('--port must be a number from 0 to 65535 (got `abc`)');
    const missing = await runCli(['dev', join(root, 'guides')]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('no docs.json in');
    const host = await runCli(['dev', root, '--host', '10.255.255.1', '--port', '0']);
    expect(host.code).toBe(1);
    expect(host.stderr).toContain('error[dev/host-unavailable]');
    expect(host.stderr).not.toMatch(/\n\s+at /);
  });
});
