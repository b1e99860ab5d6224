import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { type BuildOptions, type BuildResult, buildSite } from '@docsgen/build';
import type { Diagnostic } from '@docsgen/diagnostics';
import { themeFor } from '../../packages/cli/src/theme-for.ts';

/** A docs.json with one page list, the smallest valid site. */
export const MINIMAL_CONFIG = {
  name: 'Catalogue',
  theme: 'mint',
  colors: { primary: '#0D9373' },
  navigation: { pages: ['index'] },
};

/** Files of a tiny valid site; tests override or add entries. */
export function minimalFiles(): Record<string, string | Uint8Array> {
  return {
    'docs.json': `${JSON.stringify(MINIMAL_CONFIG, null, 2)}\n`,
    'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
  };
}

/** Writes `files` into `<fresh temp dir>/docs` and returns that docs root. */
export async function makeDocs(files: Record<string, string | Uint8Array>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'docsgen-catalogue-'));
  const root = join(dir, 'docs');
  await mkdir(root);
  for (const [path, contents] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), contents);
  }
  return root;
}

/** A docs root with the minimal site plus `docs.json` replaced by `config` (object or raw text). */
export function siteWithConfig(config: unknown, extra: Record<string, string | Uint8Array> = {}): Promise<string> {
  const text = typeof config === 'string' ? config : `${JSON.stringify(config, null, 2)}\n`;
  return makeDocs({ ...minimalFiles(), 'docs.json': text, ...extra });
}

/** Builds `root` with the real pipeline (no persistent cache, pages in-process unless told). */
export function build(root: string, extra: Partial<BuildOptions> = {}): Promise<BuildResult> {
  return buildSite({ root, themeFor, cacheDir: false, workers: { mode: 'off' }, ...extra });
}

/** The errors among `diagnostics`. */
export function errors(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return diagnostics.filter((d) => d.severity === 'error');
}

/** The warnings among `diagnostics`. */
export function warnings(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return diagnostics.filter((d) => d.severity === 'warning');
}

/** One line per diagnostic, for readable failure output. */
export function describeAll(diagnostics: readonly Diagnostic[]): string {
  return diagnostics
    .map(
      (d) =>
        `${d.severity} ${d.code} ${d.file ?? ''}:${d.line ?? ''}:${d.column ?? ''} ${d.jsonPath ?? ''} ${d.message}`,
    )
    .join('\n');
}
