/**
 * Makes a reader that stops reading (`docsgen build … | head -1`, `check --json | head -c 10`)
 * no failure of docsgen: once writing standard output or error fails with EPIPE (the other end of
 * the pipe is closed), later writes to that stream are dropped, and the command finishes as if its
 * output had been read, with the exit code its work earned (the site is published whole either
 * way). Any other stream error is left to fail as before. Installed once per process.
 */
export function dropOutputOnClosedPipe(): void {
  for (const stream of [process.stdout, process.stderr]) {
    if (handled.has(stream)) continue;
    handled.add(stream);
    stream.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code !== 'EPIPE' && e.code !== 'ERR_STREAM_DESTROYED') throw e;
      // Nothing reads this stream any more: what is written to it is dropped, never an error.
      stream.write = ((_chunk: unknown, ...rest: unknown[]) => {
        const done = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
        done?.();
        return true;
      }) as typeof stream.write;
    });
  }
}

const handled = new WeakSet<NodeJS.WriteStream>();
