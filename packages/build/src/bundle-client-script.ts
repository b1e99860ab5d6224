import { bundledPackagesDir } from '@docsgen/diagnostics';
import { contentHash } from '@docsgen/diagnostics/content-hash';
import { withEsbuild } from '@docsgen/mdx/esbuild-service';
import * as esbuild from 'esbuild';

/** A bundled client script: the entry's code and the chunks it loads on demand. */
export interface ClientScript {
  /** The entry script (an ES module; pages load it with `<script type="module">`). */
  code: string;
  /**
   * Scripts the entry imports dynamically (`import()`), each named by a hash of its content
   * (`lazy-<hash>.js`), to be written beside the entry: the entry names them relatively.
   */
  chunks: Array<{ name: string; contents: string }>;
  /** The files bundled (esbuild's input paths), when `extra.metafile` asked for them. */
  inputs?: string[];
}

/**
 * Bundles and minifies a theme or feature client script into one ES module (no source map, no
 * absolute paths), so its content hash only changes when its code does. What it imports with
 * `import()` becomes a chunk of its own, fetched only when that code runs (the search dialog).
 */
export async function bundleClientScript(
  entry: string,
  /** More esbuild options (plugins resolving a virtual entry, injected globals…); default none. */
  extra: Omit<esbuild.BuildOptions, 'entryPoints' | 'outdir' | 'write'> = {},
): Promise<ClientScript> {
  // Run bundled (the published CLI), client scripts import the workspace packages' copies.
  const workspace = bundledPackagesDir();
  const result = await withEsbuild(() =>
    esbuild.build({
      ...extra,
      entryPoints: { entry },
      nodePaths: workspace ? [workspace] : [],
      bundle: true,
      minify: true,
      format: 'esm',
      splitting: true,
      outdir: 'out',
      entryNames: '[name]',
      chunkNames: 'lazy-[hash]',
      platform: 'browser',
      target: 'es2020',
      write: false,
      legalComments: 'none',
      charset: 'utf8',
      logLevel: 'silent',
    }),
  );
  const name = (path: string) => path.replace(/^.*[/\\]/, '');
  const main = result.outputFiles.find((f) => name(f.path) === 'entry.js');
  if (!main) throw new Error(`esbuild wrote no entry script for ${entry}`);
  // esbuild's chunk hashes cover the inputs' paths (a build from another folder named them
  // otherwise); each chunk is renamed by its bytes, once the chunks it names are renamed.
  let pending = result.outputFiles.filter((f) => f !== main).map((f) => ({ name: name(f.path), text: f.text }));
  const renamed = new Map<string, string>();
  const rewrite = (text: string) => text.replace(/\blazy-[A-Z0-9]+\.js\b/g, (n) => renamed.get(n) ?? n);
  const chunks: ClientScript['chunks'] = [];
  while (pending.length > 0) {
    const ready = pending.filter((c) => !pending.some((o) => o !== c && c.text.includes(o.name)));
    if (ready.length === 0) throw new Error(`Client script chunks of ${entry} import each other in a cycle`);
    for (const chunk of ready) {
      const contents = rewrite(chunk.text);
      const fresh = `lazy-${contentHash(contents).slice(0, 10)}.js`;
      renamed.set(chunk.name, fresh);
      chunks.push({ name: fresh, contents });
    }
    pending = pending.filter((c) => !ready.includes(c));
  }
  chunks.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const inputs = result.metafile ? Object.keys(result.metafile.inputs) : undefined;
  return { code: rewrite(main.text), chunks, ...(inputs ? { inputs } : {}) };
}
