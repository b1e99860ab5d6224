import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSite } from '@docsgen/build';
import type { Diagnostic } from '@docsgen/diagnostics';
import { themeFor } from '../../../packages/cli/src/theme-for.ts';
import { copySite } from '../../build-helpers.ts';
import { type StaticServer, serveStatic } from './serve-static.ts';

/** A fixture site built by the real pipeline and served: see {@link builtSite}. */
export interface BuiltSite {
  server: StaticServer;
  /** The docs root (a copy of the fixture). */
  root: string;
  /** The output folder. */
  out: string;
  /** What the build reported. */
  diagnostics: Diagnostic[];
  /** The temporary folders (the copy's and the output), for the caller to remove. */
  dirs: string[];
}

/**
 * tests/sites/<name> copied to a temporary folder (docs.json rewritten by `config` when given, e.g.
 * to set its theme; `prepare` run on it), built by `buildSite` with the CLI's themes, no cache, into a temporary
 * folder, and served statically.
 */
export async function builtSite(
  name: string,
  options: {
    config?: (config: Record<string, unknown>) => Record<string, unknown>;
    /** Run on the copy before the build (after `config`). */
    prepare?: (root: string) => Promise<void>;
  } = {},
): Promise<BuiltSite> {
  const root = await copySite(name);
  if (options.config) {
    const file = path.join(root, 'docs.json');
    const config = options.config(JSON.parse(await readFile(file, 'utf8')));
    await writeFile(file, JSON.stringify(config, null, 2));
  }
  await options.prepare?.(root);
  const out = await mkdtemp(path.join(tmpdir(), `docsgen-${name}-out-`));
  const result = await buildSite({ root, outDir: out, themeFor, cacheDir: false, force: true });
  return {
    server: await serveStatic(out),
    root,
    out,
    diagnostics: result.diagnostics,
    dirs: [path.dirname(root), out],
  };
}

/** A docs.json rewrite for {@link builtSite} that sets the theme. */
export const withTheme =
  (theme: string) =>
  (config: Record<string, unknown>): Record<string, unknown> => ({ ...config, theme });
