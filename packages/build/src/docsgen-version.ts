import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packageDir } from '@docsgen/diagnostics';

let memo: string | undefined;

/**
 * What goes into every cache key for "this docsgen": the package version plus a hash of the running
 * code (the bundle's build id, or the package sources under vitest), so
 * a rebuilt CLI with new code never reuses stale pages while an unchanged one keeps its cache.
 * It never reaches the output.
 */
export function docsgenCacheVersion(): string {
  if (memo !== undefined) return memo;
  let version = '0';
  try {
    const pkg = join(packageDir('@docsgen/build'), 'package.json');
    version = (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version;
  } catch {}
  const dir = dirname(fileURLToPath(import.meta.url));
  let code: string;
  try {
    // The bundled CLI: scripts/build-cli.mjs writes a hash of every chunk it produced.
    code = readFileSync(join(dir, 'build-id.txt'), 'utf8').trim();
  } catch {
    const hash = createHash('sha256');
    try {
      for (const name of readdirSync(dir).sort()) {
        if (/\.(mjs|js|ts|tsx)$/.test(name)) hash.update(name).update(readFileSync(join(dir, name)));
      }
    } catch {}
    code = hash.digest('hex').slice(0, 16);
  }
  memo = `${version}:${code}`;
  return memo;
}
