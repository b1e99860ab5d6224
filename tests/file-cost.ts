// A vitest setup file: with DOCSGEN_TEST_COST=<file.jsonl>, each test file appends one line to
// that file when it ends: its path, its wall time and the CPU it took (this worker process's
// threads and the child processes it waited for: a CLI it spawned, its page workers), read from
// /proc/self/stat. Wall time on a shared machine grows with the load; CPU time much less, so it
// is what to compare between two runs (PERFORMANCE.md, "Measure the tests").
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { afterAll, expect } from 'vitest';

const out = process.env.DOCSGEN_TEST_COST;

/** CPU seconds of this process and its reaped children (Linux; 0 elsewhere). */
function cpuSeconds(): number {
  if (!existsSync('/proc/self/stat')) return 0;
  const stat = readFileSync('/proc/self/stat', 'utf8');
  // Fields after the command name (which may hold spaces): utime is the 14th field of the line.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = [11, 12, 13, 14].reduce((n, i) => n + Number(fields[i]), 0);
  return ticks / 100;
}

if (out) {
  const wall = Date.now();
  const cpu = cpuSeconds();
  afterAll(() => {
    const file = expect.getState().testPath;
    const line = {
      file,
      wallSeconds: +((Date.now() - wall) / 1000).toFixed(2),
      cpuSeconds: +(cpuSeconds() - cpu).toFixed(2),
    };
    appendFileSync(out, `${JSON.stringify(line)}\n`);
  });
}
