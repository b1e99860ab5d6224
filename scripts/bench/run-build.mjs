// Runs one `docsgen build` in this process through the bundled CLI and prints its resource usage
// (threads included: workers are threads) as the last line on stderr. On Linux it also splits the
// CPU by where it went (threads.mjs): this thread, the helper threads still alive at the end (V8's
// garbage collection and compile threads, libuv's file-system pool), the page workers (the rest of
// the process's CPU: they have exited) and the child processes still running, such as Pagefind's
// service, whose CPU the process's own figures leave out.
import { cpuByThread } from './threads.mjs';

const [dir, out] = process.argv.slice(2);
const { main } = await import('../../packages/cli/dist/docsgen.mjs');
const t0 = performance.now();
const code = await main(['build', dir, '--out', out, '--force']);
const wallMs = performance.now() - t0;
const ru = process.resourceUsage();
const cpuMs = (ru.userCPUTime + ru.systemCPUTime) / 1000;
process.stderr.write(
  `\nBENCH ${JSON.stringify({ code, wallMs, cpuMs, maxRssMb: ru.maxRSS / 1024, cpuBy: cpuByThread(cpuMs) })}\n`,
);
process.exit(0);
