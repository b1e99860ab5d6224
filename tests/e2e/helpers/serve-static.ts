import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';

/** A running static server. */
export interface StaticServer {
  /** `http://127.0.0.1:<port>`. */
  origin: string;
  /** Absolute URL of a site path. */
  url(pathname: string): string;
  /** Stops the server. */
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.xml': 'application/xml',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
};

async function isFile(file: string): Promise<boolean> {
  return (await stat(file).catch(() => undefined))?.isFile() ?? false;
}

// The lookup a static host does: the file, `<path>.html`, `<path>/index.html`, else 404.html.
async function resolveFile(root: string, pathname: string): Promise<string | undefined> {
  const relative = path.normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, '');
  const file = path.join(root, relative);
  if (file !== root && !file.startsWith(root + path.sep)) return undefined;
  for (const candidate of [file, `${file}.html`, path.join(file, 'index.html')]) {
    if (await isFile(candidate)) return candidate;
  }
  return undefined;
}

/** Serves `dir` on 127.0.0.1 like a static host (clean URLs, 404.html fallback with status 404). */
export async function serveStatic(dir: string): Promise<StaticServer> {
  const root = path.resolve(dir);
  const server = createServer(async (req, res) => {
    try {
      const { pathname } = new URL(req.url ?? '/', 'http://127.0.0.1');
      const file = await resolveFile(root, pathname);
      const fallback = path.join(root, '404.html');
      const target = file ?? ((await isFile(fallback)) ? fallback : undefined);
      if (!target) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      const type = TYPES[path.extname(target)] ?? 'application/octet-stream';
      res.writeHead(file ? 200 : 404, { 'content-type': type }).end(await readFile(target));
    } catch {
      res.writeHead(400).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    origin,
    url: (pathname) => new URL(pathname, origin).href,
    // Connections a browser keeps open (keep-alive, a request still in flight) would hold close()
    // until they end: a test's clean-up must not wait on the browser.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
