let quieted: Promise<void> | undefined;

/**
 * Keeps Pagefind's library from printing a stack trace when its service process dies. Its service
 * wrapper (`pagefind/lib/service.js`) answers a failed write to that process with
 * `console.error("Service stopped", err)` and then ends the calls in flight with "Pagefind backend
 * closed". A helper process killed under docsgen (the OOM killer) is the machine's state, not a
 * docsgen bug: the supervisor starts it again, and docsgen's own diagnostics (`search/refresh-failed`,
 * `dev/service-down`) say what happened when that fails. The wrapper's `close(err)` uses `err` for
 * that print only, so it is called without it; nothing else changes, and the console is untouched.
 * Another layout of the library (a new version) is left as it is: it prints as before.
 */
export function quietPagefindService(): Promise<void> {
  quieted ??= (async () => {
    try {
      // The file beside the entry docsgen imports: the same module instance the library uses.
      const url = new URL('./service.js', import.meta.resolve('pagefind')).href;
      const { PagefindService } = (await import(/* @vite-ignore */ url)) as {
        PagefindService?: { prototype: { close?: (err?: unknown) => void } };
      };
      const proto = PagefindService?.prototype;
      const close = proto?.close;
      if (!proto || typeof close !== 'function') return;
      proto.close = function (this: unknown) {
        close.call(this);
      };
    } catch {
      // Not found: nothing to quiet.
    }
  })();
  return quieted;
}
