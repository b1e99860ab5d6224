// Bundles a TypeScript entry of the repository (a test's worker thread, a script's runner) to one
// ES module Node runs as is: docsgen's workspace packages bundled from their sources, npm packages
// loaded from node_modules, `require` available. Workers and plain scripts cannot load .ts.
import * as esbuild from 'esbuild';

/** Bundles `entry` (absolute path) to `outfile` (absolute path); resolves to `outfile`. */
export async function bundleForNode(entry, outfile) {
  await esbuild.build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    jsx: 'automatic',
    jsxImportSource: 'preact',
    logLevel: 'error',
    plugins: [
      {
        name: 'external-npm',
        setup: (b) =>
          b.onResolve({ filter: /^[^./]/ }, (a) => (a.path.startsWith('@docsgen/') ? undefined : { external: true })),
      },
    ],
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  });
  return outfile;
}
