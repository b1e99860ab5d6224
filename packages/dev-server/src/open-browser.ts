import { spawn } from 'node:child_process';

/**
 * Opens `url` in the user's browser (`open` on macOS, `start` on Windows, `xdg-open` elsewhere).
 * Resolves to an explanation when that fails, undefined when the opener started; never rejects,
 * because a missing browser must not stop the server.
 */
export function openBrowser(url: string, platform: NodeJS.Platform = process.platform): Promise<string | undefined> {
  const [command, args] =
    platform === 'darwin'
      ? ['open', [url]]
      : platform === 'win32'
        ? ['cmd', ['/c', 'start', '""', url.replace(/&/g, '^&')]]
        : ['xdg-open', [url]];
  return new Promise((resolve) => {
    try {
      const child = spawn(command, args, { stdio: 'ignore', detached: true });
      child.once('error', (e) => resolve(`Could not open a browser (${command}: ${e.message}); open ${url} yourself.`));
      child.once('spawn', () => {
        child.unref();
        resolve(undefined);
      });
    } catch (e) {
      resolve(`Could not open a browser (${(e as Error).message}); open ${url} yourself.`);
    }
  });
}
