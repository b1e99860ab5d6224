import { type ReadInsideOptions, readInside } from '@docsgen/diagnostics/read-inside';

/**
 * The first `bytes` bytes of `file` (inside `root`, through the one read gate) as UTF-8 text, or
 * undefined when it cannot be read or leads outside (a page linked to a file of the same repository
 * passes when `allow` says so, as its source read does).
 */
export async function readFileHead(
  root: string,
  file: string,
  bytes: number,
  allow?: ReadInsideOptions['allow'],
): Promise<string | undefined> {
  const read = await readInside(root, file, { head: bytes, allow });
  return read.ok ? read.bytes.toString('utf8') : undefined;
}
