import type { OutputSink } from '@docsgen/build';

/**
 * The builder's in-memory output: a Map from root-relative POSIX path to bytes that the builder
 * writes (and deletes from) as it works. The server never serves it directly; it serves a frozen
 * copy taken after each rebuild, so a request never sees a half-written site.
 */
export class MemoryOutput extends Map<string, Uint8Array> implements OutputSink {
  /** Stores one file, replacing any previous contents. */
  async write(path: string, contents: string | Uint8Array): Promise<void> {
    this.set(path, typeof contents === 'string' ? Buffer.from(contents) : contents);
  }
}
