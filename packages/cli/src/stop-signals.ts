// How a command stops on SIGINT or SIGTERM: it aborts its work and cleans up, but never for longer
// than a few seconds. A page worker inside native code cannot be stopped, and while a worker runs
// neither can the process (process.exit waits for it), so past the grace period, or on a second
// signal, the signal is raised again with its default action: the process ends at once, killed by
// it. The output is safe either way: a build publishes only by its final swap (ARCHITECTURE.md).

import { childProcessIds, signalProcess } from './stop-child-processes.ts';

/** Time the clean-up after a signal may take before the process ends anyway, in ms. */
export const STOP_GRACE_MS = 5000;

/** A command's stop-signal handlers. */
export interface StopSignals {
  /** 130 after SIGINT, 143 after SIGTERM, undefined when no signal came. */
  exitCode(): number | undefined;
  /**
   * Removes the handlers: a signal after this has its default action. A grace period already
   * running keeps running (unref'd): should a worker keep the process from exiting, it ends it.
   */
  dispose(): void;
}

/** Aborts `controller` on the first SIGINT or SIGTERM; `name` prefixes what is said on stderr. */
export function onStopSignals(controller: AbortController, name: string, graceMs = STOP_GRACE_MS): StopSignals {
  let received: NodeJS.Signals | undefined;
  let timer: NodeJS.Timeout | undefined;
  const dispose = () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  };
  const raise = (sig: NodeJS.Signals) => {
    dispose();
    clearTimeout(timer);
    // The services it started end with it.
    for (const pid of childProcessIds()) signalProcess(pid, 'SIGKILL');
    process.kill(process.pid, sig);
  };
  function onSignal(sig: NodeJS.Signals) {
    if (received !== undefined) {
      // A second Ctrl-C does not wait for the clean-up.
      raise(sig);
      return;
    }
    received = sig;
    controller.abort();
    timer = setTimeout(() => {
      process.stderr.write(`\n${name}: still stopping after ${graceMs / 1000} s; ending now.\n`);
      raise(sig);
    }, graceMs);
    timer.unref();
  }
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return {
    exitCode: () => (received === 'SIGINT' ? 130 : received === 'SIGTERM' ? 143 : undefined),
    dispose,
  };
}
