import type { OutputSink } from './types.ts';

/** A sink that records the paths written through it (for BuildResult.files) and refuses writing one path twice. */
export interface RecordingSink extends OutputSink {
  /** Paths written so far. */
  written: Set<string>;
}

/** Wraps a sink; `has` lets later steps (static files) leave generated files alone. */
export function recordingSink(inner: OutputSink): RecordingSink {
  const written = new Set<string>();
  return {
    written,
    async write(path, contents) {
      written.add(path);
      await inner.write(path, contents);
    },
  };
}
