import type { Server } from 'node:http';
import { error } from '@docsgen/diagnostics';
import { DevServerError } from './dev-server-error.ts';

/** Options of {@link listenOnFreePort}. */
export interface ListenOptions {
  /** Interface to bind. */
  host: string;
  /** First port tried; 0 lets the system pick one. */
  port: number;
  /** How many consecutive ports are tried; default 20. */
  attempts?: number;
}

/**
 * Binds `server` to the first free port from `port` on and resolves to it. Failures a user can fix
 * (every port taken, a privileged port, an unknown host) reject with a {@link DevServerError}.
 */
export async function listenOnFreePort(server: Server, options: ListenOptions): Promise<number> {
  const attempts = options.port === 0 ? 1 : (options.attempts ?? 20);
  for (let i = 0; i < attempts; i++) {
    const port = options.port === 0 ? 0 : options.port + i;
    if (port > 65535) break;
    const outcome = await tryListen(server, options.host, port);
    if (typeof outcome === 'number') return outcome;
    if (outcome.code === 'EADDRINUSE') continue;
    if (outcome.code === 'EACCES') {
      throw new DevServerError(
        error('dev/port-denied', `Port ${port} needs administrator rights on this machine.`, {
          hint: 'Pick a port above 1023, e.g. `--port 3000`.',
        }),
      );
    }
    if (outcome.code === 'EADDRNOTAVAIL' || outcome.code === 'ENOTFOUND' || outcome.code === 'EAI_AGAIN') {
      throw new DevServerError(
        error(
          'dev/host-unavailable',
          `Cannot listen on host \`${options.host}\`: it is not an address of this machine.`,
          {
            hint: 'Leave out --host to use 127.0.0.1, or pass an address of this machine (0.0.0.0 for all).',
          },
        ),
      );
    }
    throw new DevServerError(
      error('dev/listen-failed', `Cannot listen on ${options.host}:${port}: ${outcome.message}`, {
        hint: 'Try another port with --port.',
      }),
    );
  }
  const last = Math.min(65535, options.port + attempts - 1);
  throw new DevServerError(
    error('dev/no-free-port', `Ports ${options.port}–${last} are all in use.`, {
      hint: 'Stop the other server, or pick another port with --port (e.g. --port 4000).',
    }),
  );
}

function tryListen(server: Server, host: string, port: number): Promise<number | NodeJS.ErrnoException> {
  return new Promise((resolve) => {
    const onError = (e: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      resolve(e);
    };
    const onListening = () => {
      server.off('error', onError);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}
