import type { OutputSink } from './types.ts';

/** A sink that records the paths written through it (for BuildResult.files). */
export interface RecordingSink extends OutputSink {
  /** Paths written so far (deleted ones leave it). */
  written: Set<string>;
  /** Byte size of each file written through this sink (files taken over from a previous output are not). */
  sizes: Map<string, number>;
}

/** Wraps a sink; `written` lets later steps (static files) leave generated files alone. */
export function recordingSink(inner: OutputSink): RecordingSink {
  const written = new Set<string>();
  const sizes = new Map<string, number>();
  return {
    written,
    sizes,
    async write(path, contents) {
      written.add(path);
      sizes.set(path, typeof contents === 'string' ? Buffer.byteLength(contents) : contents.byteLength);
      await inner.write(path, contents);
    },
    read: (path) => inner.read(path),
    delete(path) {
      written.delete(path);
      sizes.delete(path);
      return inner.delete(path);
    },
    keys: () => inner.keys(),
  };
}
