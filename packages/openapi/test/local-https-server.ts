import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A local HTTPS server with a throw-away self-signed certificate (made by openssl), for tests only. */
export interface LocalHttpsServer {
  port: number;
  /** The certificate to trust (PEM). */
  ca: string;
  /** Paths requested so far, in order. */
  requests: string[];
  close(): Promise<void>;
}

/** Starts a server on 127.0.0.1 answering each path with its route (404 otherwise). */
export async function startLocalHttpsServer(
  routes: Record<string, (res: ServerResponse) => void>,
): Promise<LocalHttpsServer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'docsgen-https-'));
  const [keyFile, certFile] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost'],
      ...['-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost', '-keyout', keyFile, '-out', certFile],
    ],
    { stdio: 'ignore' },
  );
  const [key, cert] = await Promise.all([readFile(keyFile, 'utf8'), readFile(certFile, 'utf8')]);
  await rm(dir, { recursive: true, force: true });
  const requests: string[] = [];
  const server = createServer({ key, cert }, (req, res) => {
    requests.push(req.url ?? '');
    (routes[req.url ?? ''] ?? ((r) => r.writeHead(404).end()))(res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: (server.address() as AddressInfo).port,
    ca: cert,
    requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}
