#!/usr/bin/env node
// The bundled CLI lives in ../dist; it is built by the workspace's `prepare` step (npm install).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const bundle = fileURLToPath(new URL('../dist/docsgen.mjs', import.meta.url));
if (!existsSync(bundle)) {
  process.stderr.write(
    'docsgen: the CLI bundle is missing; run `npm install` (or `npm run build`) in the docsgen checkout.\n',
  );
  process.exit(2);
}
const { main, stopChildProcesses, dropOutputOnClosedPipe } = await import(bundle);
// A reader that stops early (`| head -1`) is not a failure (closed-output.ts).
dropOutputOnClosedPipe();
try {
  process.exitCode = await main(process.argv.slice(2));
} catch (e) {
  // A user's mistake is a diagnostic, never a throw: this is a bug in docsgen. The bundle is
  // minified (it loads faster), so its stack points into it unless Node maps it back to sources.
  process.stderr.write(`${e instanceof Error ? e.stack : String(e)}\n`);
  if (!process.sourceMapsEnabled)
    process.stderr.write(
      'docsgen: this is a bug in docsgen. For source file positions in the trace, run again with NODE_OPTIONS=--enable-source-maps.\n',
    );
  process.exitCode = 1;
}
// This process is the command's: when it returns, no process it started (Pagefind's and esbuild's
// services, kept for reuse) is left running in its process group.
await stopChildProcesses();
// The command is done. Should the process not exit within a few seconds (a page worker stuck in
// native code cannot be stopped, and keeps it alive), it ends anyway: nothing is left to do.
setTimeout(() => {
  process.stderr.write('docsgen: a worker thread could not be stopped; ending the process.\n');
  process.kill(process.pid, 'SIGKILL');
}, 5000).unref();
