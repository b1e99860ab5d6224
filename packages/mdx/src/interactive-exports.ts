// The interactive exports of a JSX snippet or of a page's ESM (its `export const` components):
// the code is made plain JavaScript by esbuild, then analysed (island-analysis.ts), following
// imports of other snippets inside the docs root.
import { statSync } from 'node:fs';
import path from 'node:path';
import { readInsideSync } from '@docsgen/diagnostics/read-inside';
import { ServiceDownError } from '@docsgen/diagnostics/supervised-service';
import * as esbuild from 'esbuild';
import { withEsbuild } from './esbuild-service.ts';
import { interactiveExports } from './island-analysis.ts';
import { resolveImportPath } from './resolve-import-path.ts';

const LOADERS: Record<string, esbuild.Loader> = { '.js': 'jsx', '.jsx': 'jsx', '.ts': 'tsx', '.tsx': 'tsx' };

/**
 * Plain JavaScript of JSX/TSX code (JSX made calls, types removed); undefined when it does not
 * parse. Asynchronous: esbuild's service, which a page worker already runs for snippets (its
 * synchronous API would start a thread of its own in each worker).
 */
async function toPlainJs(code: string, loader: esbuild.Loader): Promise<string | undefined> {
  try {
    return (
      await withEsbuild(() =>
        esbuild.transform(code, { loader, jsx: 'automatic', jsxImportSource: 'preact', format: 'esm' }),
      )
    ).code;
  } catch (e) {
    // esbuild gone for good is not code that does not parse: the page must not lose its islands.
    if (e instanceof ServiceDownError) throw e;
    return undefined;
  }
}

const fileCache = new Map<string, { stamp: string; names: Set<string> }>();

/** Interactive exports of a JS/JSX/TS/TSX snippet file (absolute path inside `root`); none when unreadable. */
export async function interactiveExportsOfFile(
  root: string,
  absolute: string,
  seen: Set<string> = new Set(),
): Promise<Set<string>> {
  const loader = LOADERS[path.extname(absolute).toLowerCase()];
  if (!loader || seen.has(absolute)) return new Set();
  let stamp: string;
  try {
    const s = statSync(absolute);
    stamp = `${s.mtimeMs}:${s.size}`;
  } catch {
    return new Set();
  }
  const hit = fileCache.get(absolute);
  if (hit && hit.stamp === stamp) return hit.names;
  // Through the one read gate: a module leading outside the docs root is not read.
  const read = readInsideSync(root, absolute);
  if (!read.ok) return new Set();
  const code = await toPlainJs(read.bytes.toString('utf8'), loader);
  const rel = path.relative(root, absolute).split(path.sep).join('/');
  const names =
    code === undefined
      ? new Set<string>()
      : await analyse({ code, root, file: rel, seen: new Set([...seen, absolute]) });
  fileCache.set(absolute, { stamp, names });
  return names;
}

/**
 * Interactive exports of a page's ESM code (`file` docs-root-relative): imports of JSX snippets are
 * followed; `isIslandBinding` says whether another import binding (an MDX snippet's export, which
 * this analysis does not read) is an island.
 */
export async function interactiveExportsOfEsm(
  root: string,
  file: string,
  esm: string,
  isIslandBinding: (local: string) => boolean,
): Promise<Set<string>> {
  const code = await toPlainJs(esm, 'tsx');
  return code === undefined ? new Set() : analyse({ code, root, file, seen: new Set(), fallback: isIslandBinding });
}

async function analyse({
  code,
  root,
  file,
  seen,
  fallback,
}: {
  code: string;
  root: string;
  file: string;
  seen: Set<string>;
  fallback?: (local: string) => boolean;
}): Promise<Set<string>> {
  // The snippets it imports, analysed first (esbuild writes every import as `from "…"`).
  const imported = new Map<string, Set<string>>();
  for (const [, source] of code.matchAll(/\bfrom\s*"([./][^"]*)"/g)) {
    if (imported.has(source!)) continue;
    const resolved = resolveImportPath(root, file, source!);
    if (resolved && resolved !== 'outside' && LOADERS[path.extname(resolved.absolute).toLowerCase()])
      imported.set(source!, await interactiveExportsOfFile(root, resolved.absolute, seen));
  }
  try {
    return interactiveExports(code, (source, name, local) => {
      const names = imported.get(source);
      if (names) return name === '*' ? names.size > 0 : names.has(name);
      return fallback?.(local) ?? false;
    });
  } catch {
    return new Set();
  }
}
