import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/**
 * What goes into every cache key for "this docsgen": the package version plus the size and mtime of
 * the running code, so a rebuilt CLI (same version number, new code) never reuses stale pages.
 * It never reaches the output.
 */
export function docsgenCacheVersion(): string {
  let version = '0';
  try {
    const pkg = createRequire(import.meta.url).resolve('@docsgen/build/package.json');
    version = (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version;
  } catch {}
  let code = '';
  try {
    const s = statSync(fileURLToPath(import.meta.url));
    code = `${s.size}:${s.mtimeMs}`;
  } catch {}
  return `${version}:${code}`;
}
