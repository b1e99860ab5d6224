// Runs the bundled CLI as its own process group, to stop it with a signal, watch its memory and
// see what it leaves running (tests of the page limits, tests/page-limits.test.ts).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './build-helpers.ts';

/** How a CLI run ended. */
export interface Ended {
  code: number | null;
  signal: NodeJS.Signals | null;
  stderr: string;
  /** Peak resident size of the CLI's process, in MB (sampled every 50 ms; Linux). */
  peakMb: number;
  /**
   * Processes of its process group still running right after it exited (`ps` lines). Zombies are
   * not counted: they have ended, and once docsgen has exited, reaping them is its parent's job.
   */
  left: string[];
  /** When it exited (performance.now()). */
  at: number;
}

/** A CLI run in progress. */
export interface Running {
  child: ChildProcess;
  ended: Promise<Ended>;
  /** Resolves once stderr has printed text matching `pattern`. */
  said(pattern: RegExp): Promise<void>;
}

function peakMb(pid: number): number {
  try {
    const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'latin1'));
    return hwm ? Number(hwm[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

function processGroup(pgid: number): string[] {
  try {
    return execFileSync('ps', ['-o', 'pid=,stat=,comm=', '-g', String(pgid)], { encoding: 'utf8' })
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l !== '' && !/^\d+\s+Z/.test(l));
  } catch {
    // ps exits 1 when nothing matches.
    return [];
  }
}

/** Starts `docsgen <args>` as the leader of a new process group. */
export function startCli(args: string[], env: NodeJS.ProcessEnv = {}): Running {
  const child = spawn(process.execPath, [join(repoRoot, 'packages/cli/bin/docsgen.js'), ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  const listeners: Array<() => void> = [];
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    for (const l of listeners) l();
  });
  let peak = 0;
  const sampler = setInterval(() => {
    if (child.pid) peak = Math.max(peak, peakMb(child.pid));
  }, 50);
  const ended = new Promise<Ended>((resolve) => {
    child.on('exit', (code, signal) => {
      const at = performance.now();
      clearInterval(sampler);
      resolve({ code, signal, stderr, peakMb: peak, left: child.pid ? processGroup(child.pid) : [], at });
    });
  });
  const said = (pattern: RegExp) =>
    new Promise<void>((resolve) => {
      const check = () => pattern.test(stderr) && resolve();
      listeners.push(check);
      check();
    });
  return { child, ended, said };
}

/** Ends whatever is left of a run's process group (a failed test must not leave a page spinning). */
export function killGroup(run: Running): void {
  try {
    if (run.child.pid) process.kill(-run.child.pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}
