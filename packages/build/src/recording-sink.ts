import type { OutputSink, RecordingSink } from './output-sink.ts';

export type { RecordingSink } from './output-sink.ts';

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
