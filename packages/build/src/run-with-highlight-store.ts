import { AsyncLocalStorage } from 'node:async_hooks';
import { type HighlightStore, useHighlightStore } from '@docsgen/components';

const scope = new AsyncLocalStorage<HighlightStore | undefined>();

/** The store of the compile whose code runs now (none outside one). */
const current: HighlightStore = {
  get: (key) => scope.getStore()?.get(key),
  set: (key, html) => scope.getStore()?.set(key, html),
};

/**
 * Runs `compile` with `store` as the highlight store of everything it highlights, in this thread.
 * Unlike a worker, the build's own thread compiles several pages at once (interleaved at their
 * awaits) and highlights API samples between them, so the store follows each compile's
 * asynchronous context instead of being set for the thread.
 */
export function runWithHighlightStore<T>(store: HighlightStore | undefined, compile: () => Promise<T>): Promise<T> {
  useHighlightStore(current);
  return scope.run(store, compile);
}
