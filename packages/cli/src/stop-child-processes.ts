// A command that returns leaves no process of its own running: services a build started and keeps
// for reuse (Pagefind's, esbuild's) would otherwise outlive it for a moment, in its process group,
// until they read the end of their input. Linux lists a process's children in /proc; elsewhere
// this does nothing (those services still end once the process has exited).
import { readdirSync, readFileSync } from 'node:fs';

/** How often the children are checked for having exited, in ms. */
const POLL_MS = 20;

/** The pids of this process's children (those of every thread), empty where /proc cannot say. */
export function childProcessIds(): number[] {
  try {
    return readdirSync('/proc/self/task').flatMap((tid) => {
      try {
        return readFileSync(`/proc/self/task/${tid}/children`, 'latin1').split(' ').filter(Boolean).map(Number);
      } catch {
        // The thread ended meanwhile.
        return [];
      }
    });
  } catch {
    return [];
  }
}

// Until it is reaped (libuv reaps the children it spawned as they exit): a zombie would still be
// listed in the process group.
function exists(pid: number): boolean {
  try {
    readFileSync(`/proc/${pid}/stat`, 'latin1');
    return true;
  } catch {
    return false;
  }
}

/** Sends `name` to `pid`, if it is still there. */
export function signalProcess(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // Gone already.
  }
}

/**
 * Asks every child process still running to end (SIGTERM), and waits until they have, forcing
 * those still there after `graceMs` (SIGKILL). Call it when the command's work is done.
 */
export async function stopChildProcesses(graceMs = 2000): Promise<void> {
  const children = childProcessIds();
  for (const pid of children) signalProcess(pid, 'SIGTERM');
  const until = performance.now() + graceMs;
  let left = children.filter(exists);
  while (left.length > 0 && performance.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    left = left.filter(exists);
  }
  for (const pid of left) signalProcess(pid, 'SIGKILL');
}
