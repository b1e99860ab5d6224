import { checkOutputPath } from './check-output-path.ts';
import type { OutputSink } from './types.ts';

/**
 * An output sink that keeps every file in memory (`docsgen dev`): a Map from POSIX path to bytes,
 * whose `delete` and `keys` are the sink's.
 */
export class MemorySink extends Map<string, Buffer> implements OutputSink {
  /** Stores one file, replacing any previous contents. */
  async write(path: string, contents: string | Uint8Array): Promise<void> {
    checkOutputPath(path);
    this.set(path, typeof contents === 'string' ? Buffer.from(contents) : Buffer.from(contents));
  }

  /** The bytes of one file, if any. */
  read(path: string): Uint8Array | undefined {
    return this.get(path);
  }
}
