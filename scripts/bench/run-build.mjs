// Runs one `docsgen build` in this process through the bundled CLI and prints its resource usage
// (threads included: workers are threads) as the last line on stderr.
const [dir, out] = process.argv.slice(2);
const { main } = await import('../../packages/cli/dist/docsgen.mjs');
const t0 = performance.now();
const code = await main(['build', dir, '--out', out, '--force']);
const wallMs = performance.now() - t0;
const ru = process.resourceUsage();
process.stderr.write(
  `\nBENCH ${JSON.stringify({ code, wallMs, cpuMs: (ru.userCPUTime + ru.systemCPUTime) / 1000, maxRssMb: ru.maxRSS / 1024 })}\n`,
);
process.exit(0);
