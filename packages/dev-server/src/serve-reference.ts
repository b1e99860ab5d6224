import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { StaticFileReference } from '@docsgen/build';
import { openInside, readInside } from '@docsgen/diagnostics/read-inside';
import { contentTypeFor } from './content-type.ts';
import { looksLikeSpec } from './looks-like-spec.ts';

/** What {@link serveReference} needs from the request handler. */
export interface ReferenceServing {
  /** Headers of every response. */
  headers: Readonly<Record<string, string>>;
  /** Serves an HTML file's bytes (with the dev script and overlay); false when it must not be served. */
  page: (bytes: Uint8Array) => boolean;
}

// A JSON file's first bytes, enough to tell an API spec (never served) from data.
const SPEC_HEAD = 4096;

/**
 * Serves a static file kept by reference (dev keeps no static file's bytes): opened now through the
 * one read gate (inside the repository, a regular file, the very file checked) and streamed from
 * that descriptor, with the size it has now as Content-Length. Resolves false, having sent
 * nothing, when the file is gone, now leads out of the repository, is no longer a regular file, or
 * is an API spec; then the caller answers not found. An HTML file is read whole (the dev script
 * goes into it). A file that shrinks while it is sent ends the connection, never a short body.
 */
export async function serveReference(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  file: StaticFileReference,
  serving: ReferenceServing,
): Promise<boolean> {
  const opened = await openInside(file.root, file.file);
  if (!opened.ok) return false;
  const { handle, size } = opened;
  try {
    const type = contentTypeFor(path);
    if (type.startsWith('text/html')) return serving.page(await handle.readFile());
    if (path.endsWith('.json')) {
      const { buffer, bytesRead } = await handle.read(Buffer.alloc(SPEC_HEAD), 0, SPEC_HEAD, 0);
      if (looksLikeSpec(path, buffer.subarray(0, bytesRead))) return false;
    }
    res.writeHead(200, { ...serving.headers, 'Content-Type': type, 'Content-Length': size });
    if (req.method === 'HEAD' || size === 0) {
      res.end();
      return true;
    }
    let sent = 0;
    const counted = async function* (source: AsyncIterable<Buffer>) {
      for await (const chunk of source) {
        sent += chunk.byteLength;
        yield chunk;
      }
    };
    try {
      await pipeline(handle.createReadStream({ start: 0, end: size - 1, autoClose: false }), counted, res, {
        end: false,
      });
    } catch {
      // The reader went away, or the file could not be read half way.
      res.destroy();
      return true;
    }
    if (sent === size) res.end();
    else res.destroy();
    return true;
  } finally {
    await handle.close().catch(() => undefined);
  }
}

/** A static file's bytes read through the gate now (the docs root's own 404.html), or undefined. */
export async function readReference(file: StaticFileReference): Promise<Uint8Array | undefined> {
  const read = await readInside(file.root, file.file);
  return read.ok ? read.bytes : undefined;
}
