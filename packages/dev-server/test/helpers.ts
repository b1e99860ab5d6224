import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Theme } from '@docsgen/build';
import { type DevServer, startDevServer } from '../src/index.ts';
import { createFakeBuilder, type FakeBuilder, type FakeBuilderOptions } from './fake-builder.ts';

/** A small docs site in a temp folder. */
export function makeSite(files: Record<string, string> = {}): string {
  const root = mkdtempSync(join(tmpdir(), 'docsgen-dev-'));
  const all: Record<string, string> = {
    'docs.json': '{\n  "name": "Fixture",\n  "navigation": { "pages": ["index", "guide"] }\n}\n',
    'index.mdx': '# Home\n\nWelcome home.\n',
    'guide.mdx': '# Guide\n\nFirst version.\n',
    'openapi.yaml': 'openapi: 3.1.0\n',
    'spec.json': '{ "openapi": "3.1.0", "info": {} }\n',
    '.env': 'SECRET=1\n',
    '.git/config': '[core]\n',
    ...files,
  };
  for (const [path, text] of Object.entries(all)) write(root, path, text);
  return root;
}

/** Writes a file under `root`, creating folders. */
export function write(root: string, path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

/** A dev server on a fake builder, and the builder. */
export interface Started {
  server: DevServer;
  builder: FakeBuilder;
  root: string;
  logs: string[];
  stop(): Promise<void>;
}

const theme = { name: 'fake' } as unknown as Theme;

/** Starts a dev server with the fake builder on a free port of 127.0.0.1. */
export async function startFake(
  root = makeSite(),
  extra: { host?: string; port?: number; watch?: boolean; fake?: FakeBuilderOptions } = {},
): Promise<Started> {
  let builder: FakeBuilder | undefined;
  const logs: string[] = [];
  const server = await startDevServer({
    root,
    port: extra.port ?? 0,
    host: extra.host,
    themeFor: () => theme,
    log: (line) => logs.push(line),
    watch: extra.watch,
    createBuilder: (options) => {
      builder = createFakeBuilder(options, extra.fake);
      return builder;
    },
  });
  return {
    server,
    builder: builder!,
    root,
    logs,
    async stop() {
      await server.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** A response read whole. */
export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * Sends a request with the path exactly as given (fetch would normalise `..` away), with a Host
 * header naming 127.0.0.1 unless overridden.
 */
export function raw(
  port: number,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, method, headers: { host: `127.0.0.1:${port}`, ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Opens the reload channel and resolves with the status and, when accepted, the first event; then closes it. */
export function openChannel(
  port: number,
  headers: Record<string, string> = {},
): Promise<{ status: number; first: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path: '/__docsgen/events', headers: { host: `127.0.0.1:${port}`, ...headers } },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => {
          text += c.toString('utf8');
          if (text.includes('\n\n')) {
            req.destroy();
            resolve({ status: res.statusCode ?? 0, first: text });
          }
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, first: text }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Listens on the reload channel until `until` appears in the stream; resolves to the whole stream text. */
export function listenChannel(port: number, until: string, timeoutMs = 10_000): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`no ${until} in:\n${text}`));
    }, timeoutMs);
    const req = request(
      { host: '127.0.0.1', port, path: '/__docsgen/events', headers: { host: `127.0.0.1:${port}` } },
      (res) => {
        res.on('data', (c: Buffer) => {
          text += c.toString('utf8');
          if (text.includes(until)) {
            clearTimeout(timer);
            req.destroy();
            resolve(text);
          }
        });
      },
    );
    req.on('error', () => {});
    req.end();
  });
}
