import { lstat, readdir, realpath, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { Diagnostic } from '@docsgen/diagnostics';
import { isInside } from '@docsgen/diagnostics/is-inside';
import { readInside } from '@docsgen/diagnostics/read-inside';
import { isOutputLockText, OUTPUT_LOCK_SUFFIX } from './output-lock.ts';
import { OUTPUT_MARKER } from './output-marker.ts';

/** The non-page files of a docs root, sorted by path (code-point order). */
export interface RootFiles {
  /** Custom stylesheets, included on every page (not under `snippets/`). */
  css: string[];
  /** Custom scripts, included on every page (not under `snippets/`). */
  js: string[];
  /** Every other asset file, copied to the output at the same path. */
  assets: string[];
  /** Problems found while listing; empty today (the navigation's scan reports symlinks leaving the root). */
  diagnostics: Diagnostic[];
}

/** Options of {@link scanRootFiles}. */
export interface ScanRootFilesOptions {
  /** Real path of the docs root. */
  root: string;
  /** Absolute folders never scanned (the output folder and its staging siblings, the cache). */
  exclude: string[];
  /** docs.json's `$ref` files (docs-root-relative), configuration like docs.json, never published; default none. */
  configFiles?: readonly string[];
}

// Source and configuration files that are not published: pages become HTML, components are compiled
// into pages, configuration is read by the build.
const NOT_ASSETS = /\.(mdx?|jsx|tsx|ts|mts|cts|cjs|mjs|mdc)$/i;
const CONFIG_FILES = new Set(['docs.json', 'mint.json', 'package.json', 'package-lock.json', 'tsconfig.json']);
const SKIPPED_DIRS = new Set(['node_modules']);

/**
 * Lists the docs root's custom CSS/JS and static assets, skipping dot-files and dot-folders,
 * `node_modules`, the output folder, any folder holding docsgen's output marker, and the cache. Symlinks are followed only when their target
 * stays inside the root.
 */
export async function scanRootFiles(options: ScanRootFilesOptions): Promise<RootFiles> {
  const files: RootFiles = { css: [], js: [], assets: [], diagnostics: [] };
  const excluded = (abs: string) => options.exclude.some((e) => isInside(e, abs));
  const configRefs = new Set(options.configFiles ?? []);
  const stack: string[] = [options.root];
  const seenDirs = new Set<string>();
  while (stack.length > 0) {
    const dir = stack.pop()!;
    const real = await realpath(dir).catch(() => dir);
    if (seenDirs.has(real)) continue;
    seenDirs.add(real);
    let names: string[];
    try {
      names = (await readdir(dir)).sort();
    } catch {
      continue;
    }
    // Any folder docsgen built (an output for another --out or --base) is output, never content.
    if (dir !== options.root && names.includes(OUTPUT_MARKER)) continue;
    const subdirs: string[] = [];
    for (const name of names) {
      if (name.startsWith('.') || SKIPPED_DIRS.has(name)) continue;
      const abs = join(dir, name);
      if (excluded(abs)) continue;
      const rel = relative(options.root, abs).split(sep).join('/');
      if (configRefs.has(rel)) continue;
      const link = await lstat(abs).catch(() => undefined);
      if (!link) continue;
      let info = link;
      if (link.isSymbolicLink()) {
        const target = await realpath(abs).catch(() => undefined);
        // Not published. The navigation's scan of the same tree already warned about this link
        // (nav/symlink-outside-root, nav/broken-symlink); a second warning here was noise.
        if (!target || !isInside(options.root, target)) continue;
        const target2 = await stat(abs).catch(() => undefined);
        if (!target2) continue;
        info = target2;
      }
      if (info.isDirectory()) {
        subdirs.push(abs);
        continue;
      }
      if (!info.isFile() || NOT_ASSETS.test(name) || (dir === options.root && CONFIG_FILES.has(name))) continue;
      // Another build's output lock (`<out>.docsgen-lock`, for an output inside the root): not
      // content, and it vanishes when that build ends, which would fail this one's copy.
      if (name.endsWith(OUTPUT_LOCK_SUFFIX) && info.size < 64) {
        const lock = await readInside(options.root, abs, { maxBytes: 64 });
        if (lock.ok && isOutputLockText(lock.bytes.toString('utf8'))) continue;
      }
      const inSnippets = rel.startsWith('snippets/');
      if (/\.css$/i.test(name) && !inSnippets) files.css.push(rel);
      else if (/\.js$/i.test(name)) {
        if (!inSnippets) files.js.push(rel);
      } else files.assets.push(rel);
    }
    for (const sub of subdirs.reverse()) stack.push(sub);
  }
  const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  files.css.sort(byCodePoint);
  files.js.sort(byCodePoint);
  files.assets.sort(byCodePoint);
  return files;
}
