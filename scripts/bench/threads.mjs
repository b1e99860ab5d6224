// Where this process's CPU went, from /proc (Linux; undefined elsewhere): see run-build.mjs.
import fs from 'node:fs';

// Linux reports thread and process times in clock ticks of 1/100 s (USER_HZ) on every common build.
const TICK_MS = 10;

function ticksMs(statPath) {
  try {
    // Fields after the command name (which may hold spaces), 1-based from `state`: utime 12, stime 13.
    const fields = fs.readFileSync(statPath, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** `{ mainMs, helperThreadsMs, workersMs, childrenMs }`, given the process's total CPU. */
export function cpuByThread(totalMs) {
  if (process.platform !== 'linux' || !fs.existsSync('/proc/self/task')) return undefined;
  const pid = process.pid;
  let mainMs = 0;
  let helperThreadsMs = 0;
  const children = [];
  for (const tid of fs.readdirSync('/proc/self/task')) {
    const ms = ticksMs(`/proc/self/task/${tid}/stat`);
    if (Number(tid) === pid) mainMs = ms;
    else helperThreadsMs += ms;
    try {
      children.push(...fs.readFileSync(`/proc/self/task/${tid}/children`, 'utf8').split(' ').filter(Boolean));
    } catch {}
  }
  const childrenMs = children.reduce((sum, child) => sum + ticksMs(`/proc/${child}/stat`), 0);
  return { mainMs, helperThreadsMs, workersMs: Math.max(0, totalMs - mainMs - helperThreadsMs), childrenMs };
}
