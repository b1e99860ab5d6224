import * as esbuild from 'esbuild';

/** A bundled client script: the entry's code and the chunks it loads on demand. */
export interface ClientScript {
  /** The entry script (an ES module; pages load it with `<script type="module">`). */
  code: string;
  /**
   * Scripts the entry imports dynamically (`import()`), each named by esbuild's content hash
   * (`lazy-<hash>.js`), to be written beside the entry: the entry names them relatively.
   */
  chunks: Array<{ name: string; contents: string }>;
}

/**
 * Bundles and minifies a theme or feature client script into one ES module (no source map, no
 * absolute paths), so its content hash only changes when its code does. What it imports with
 * `import()` becomes a chunk of its own, fetched only when that code runs (the search dialog).
 */
export async function bundleClientScript(entry: string): Promise<ClientScript> {
  const result = await esbuild.build({
    entryPoints: { entry },
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
  });
  const name = (path: string) => path.replace(/^.*[/\\]/, '');
  const main = result.outputFiles.find((f) => name(f.path) === 'entry.js');
  if (!main) throw new Error(`esbuild wrote no entry script for ${entry}`);
  const chunks = result.outputFiles
    .filter((f) => f !== main)
    .map((f) => ({ name: name(f.path), contents: f.text }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return { code: main.text, chunks };
}
