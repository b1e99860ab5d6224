import * as esbuild from 'esbuild';

/**
 * Bundles and minifies a theme or feature client script into one self-contained IIFE (no source
 * map, no absolute paths), so its content hash only changes when its code does.
 */
export async function bundleClientScript(entry: string): Promise<string> {
  const result = await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    write: false,
    legalComments: 'none',
    charset: 'utf8',
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}
