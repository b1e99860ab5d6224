import type { OutputSink } from './output-sink.ts';

/**
 * Writes `path` into `sink` from a stream of its bytes: streamed through when the sink can take a
 * stream (a folder), else gathered and written (memory sinks hold the bytes anyway).
 */
export async function writeFrom(sink: OutputSink, path: string, source: AsyncIterable<Uint8Array>): Promise<void> {
  if (sink.writeFrom) return sink.writeFrom(path, source);
  await sink.write(path, await gathered(source));
}

/** The bytes of a stream, gathered (for a sink that holds them in memory). */
export async function gathered(source: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of source) chunks.push(chunk);
  return Buffer.concat(chunks);
}
