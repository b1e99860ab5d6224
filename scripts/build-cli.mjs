// Bundles the CLI (and its worker entry points) with esbuild into packages/cli/dist.
// Workspace packages are bundled from their TypeScript sources; npm dependencies stay external.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const pkgDeps = new Set();
for (const dir of ['packages', 'themes']) {
  for (const name of (await import('node:fs')).readdirSync(`${root}${dir}`)) {
    try {
      const pkg = JSON.parse(readFileSync(`${root}${dir}/${name}/package.json`, 'utf8'));
      for (const d of Object.keys(pkg.dependencies ?? {})) if (!d.startsWith('@docsgen/')) pkgDeps.add(d);
    } catch {}
  }
}
const external = [...pkgDeps].flatMap((d) => [d, `${d}/*`]);
const entryPoints = { docsgen: `${root}packages/cli/src/index.ts`, api: `${root}packages/cli/src/api.ts` };
// Worker entry points registered by packages (each exports a default function for piscina).
const workers = [['page-worker', 'packages/build/src/page-worker.ts']];
for (const [name, file] of workers) {
  try {
    readFileSync(`${root}${file}`);
    entryPoints[name] = `${root}${file}`;
  } catch {}
}
await esbuild.build({
  entryPoints,
  outdir: `${root}packages/cli/dist`,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  external,
  jsx: 'automatic',
  jsxImportSource: 'preact',
  sourcemap: 'linked',
  logLevel: 'warning',
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
});
