import { createHash } from 'node:crypto';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSite } from '@docsgen/build';
import type { Diagnostic } from '@docsgen/diagnostics';
import { themeFor } from '../../../packages/cli/src/theme-for.ts';
import { copySite, repoRoot } from '../../build-helpers.ts';
import { sharedOutput } from '../../shared-output.ts';
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
  /** The temporary folders (the copy's and the output), for the caller to remove; none for a shared build. */
  dirs: string[];
}

/**
 * tests/sites/<name> (docs.json rewritten by `config` when given, e.g. to set its theme) built by
 * `buildSite` with the CLI's themes, no cache, and served statically: built once per test run and
 * shared by every file asking for the same site and docs.json (tests/shared-output.ts), so `root`
 * and `out` are read-only. With `prepare` (run on the copy before the build), the build is this
 * file's own, in temporary folders listed in `dirs`.
 */
export async function builtSite(
  name: string,
  options: {
    config?: (config: Record<string, unknown>) => Record<string, unknown>;
    /** Run on the copy before the build (after `config`); the build is then not shared. */
    prepare?: (root: string) => Promise<void>;
  } = {},
): Promise<BuiltSite> {
  if (options.prepare) return buildOwnSite(name, options);
  const original = JSON.parse(await readFile(path.join(repoRoot, 'tests/sites', name, 'docs.json'), 'utf8'));
  const config = JSON.stringify(options.config ? options.config(original) : original);
  const key = `site-${name}-${createHash('sha256').update(config).digest('hex').slice(0, 16)}`;
  const { value } = await sharedOutput(key, async (dir) => {
    const root = await copySite(name, dir);
    if (options.config) await writeFile(path.join(root, 'docs.json'), JSON.stringify(JSON.parse(config), null, 2));
    const out = path.join(dir, 'site');
    const result = await buildSite({ root, outDir: out, themeFor, cacheDir: false, force: true });
    return { root, out, diagnostics: result.diagnostics };
  });
  return { ...value, server: await serveStatic(value.out), dirs: [] };
}

/** A build of {@link builtSite} of this file's own (with `prepare`), in temporary folders. */
async function buildOwnSite(
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
