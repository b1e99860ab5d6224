import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder beside the bundled CLI where scripts/build-cli.mjs copies the files read at run time of
 * the workspace packages (stylesheets, client scripts, package.json) and of vendored browser builds
 * (mermaid.min.js), laid out like node_modules (`@docsgen/<name>/…`); undefined when running from the
 * sources (vitest), where the packages resolve through the workspace.
 */
export function bundledPackagesDir(): string | undefined {
  if (!import.meta.url.startsWith('file:')) return undefined;
  const dir = fileURLToPath(new URL('./workspace/', import.meta.url));
  return existsSync(dir) ? dir : undefined;
}

/**
 * Absolute folder of a package whose files are read at run time: the bundled CLI's copy when there is
 * one (the published package holds no workspace), else found through Node's resolver from here (the
 * workspace, or the CLI's declared dependencies).
 */
export function packageDir(name: string): string {
  const bundled = bundledPackagesDir();
  if (bundled && existsSync(join(bundled, name, 'package.json'))) return join(bundled, name);
  return dirname(createRequire(import.meta.url).resolve(`${name}/package.json`));
}
