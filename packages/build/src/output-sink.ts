/**
 * Where built files go: a staging folder swapped into `dist/` (folder-sink.ts), a map in memory
 * (dev, memory-sink.ts), a patched copy of the published output (patch-sink.ts). Paths are POSIX,
 * relative to the site root, no leading slash.
 */
export interface OutputSink {
  /** Writes one output file, replacing any previous contents. */
  write(path: string, contents: string | Uint8Array): Promise<void>;
  /**
   * Writes one output file from its bytes as they stream in (a static file of any size, with
   * memory that does not grow with it), replacing any previous contents. Optional: a sink without
   * it is given the bytes gathered (see writeFrom in write-from.ts).
   */
  writeFrom?(path: string, source: AsyncIterable<Uint8Array>): Promise<void>;
  /**
   * Keeps a static file as a reference to the repository file the read gate has just checked,
   * instead of its bytes: `docsgen dev` (dev-sink.ts) reads it through the gate again when it is
   * asked for, so its memory does not grow with the site's static files. Optional: a sink without
   * it is given the bytes (writeFrom).
   */
  writeReference?(path: string, file: StaticFileReference): Promise<void>;
  /** The current bytes of an output file, or undefined when there is none. */
  read(path: string): Uint8Array | undefined;
  /** Removes an output file; true when there was one. */
  delete(path: string): boolean;
  /** Every output file's path. */
  keys(): Iterable<string>;
}

/** A static file kept by reference (see {@link OutputSink.writeReference}). */
export interface StaticFileReference {
  /** The docs root: the read gate's boundary. */
  readonly root: string;
  /** The file, relative to `root` (POSIX). */
  readonly file: string;
  /** Its size in bytes when it was checked. */
  readonly size: number;
}

/** A sink that records the paths written through it (for BuildResult.files). */
export interface RecordingSink extends OutputSink {
  /** Paths written so far (deleted ones leave it). */
  written: Set<string>;
  /** Byte size of each file written through this sink (files taken over from a previous output are not). */
  sizes: Map<string, number>;
  /** {@link OutputSink.writeFrom}, always there: the sink's own, else the bytes gathered. */
  writeFrom(path: string, source: AsyncIterable<Uint8Array>): Promise<void>;
  /** Hash (see publishedHash) of each file written through this sink, when it keeps them. */
  hashes: Map<string, string>;
}
