import { createHash } from 'node:crypto';
import type { OutputSink, RecordingSink, StaticFileReference } from './output-sink.ts';
import { publishedDigest, publishedHash } from './published-file.ts';
import { writeFrom } from './write-from.ts';

export type { RecordingSink } from './output-sink.ts';

/**
 * Wraps a sink; `written` lets later steps (static files) leave generated files alone. With
 * `hash`, each file's hash is kept too (a build into a folder records them, see PublishedFile).
 */
export function recordingSink(inner: OutputSink, options: { hash?: boolean } = {}): RecordingSink {
  const written = new Set<string>();
  const sizes = new Map<string, number>();
  const hashes = new Map<string, string>();
  return {
    written,
    sizes,
    hashes,
    async write(path, contents) {
      written.add(path);
      sizes.set(path, typeof contents === 'string' ? Buffer.byteLength(contents) : contents.byteLength);
      if (options.hash) hashes.set(path, publishedHash(contents));
      await inner.write(path, contents);
    },
    async writeFrom(path, source) {
      let size = 0;
      const hash = options.hash ? createHash('sha256') : undefined;
      async function* measured(): AsyncGenerator<Uint8Array> {
        for await (const chunk of source) {
          size += chunk.byteLength;
          hash?.update(chunk);
          yield chunk;
        }
      }
      await writeFrom(inner, path, measured());
      written.add(path);
      sizes.set(path, size);
      if (hash) hashes.set(path, publishedDigest(hash));
    },
    // A sink that keeps static files by reference (dev) is given the reference, unless hashes are
    // kept (a build into a folder hashes the bytes it publishes).
    ...(inner.writeReference && !options.hash
      ? {
          async writeReference(path: string, file: StaticFileReference) {
            await inner.writeReference!(path, file);
            written.add(path);
            sizes.set(path, file.size);
          },
        }
      : {}),
    read: (path) => inner.read(path),
    delete(path) {
      written.delete(path);
      sizes.delete(path);
      hashes.delete(path);
      return inner.delete(path);
    },
    keys: () => inner.keys(),
  };
}
