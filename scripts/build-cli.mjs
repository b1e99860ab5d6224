// Bundles the CLI (and its worker entry points) with esbuild into packages/cli/dist.
// Workspace packages are bundled from their TypeScript sources, and so are the pure-JavaScript npm
// dependencies: a worker or a build that loads one file per chunk starts faster than one that
// resolves and links hundreds of node_modules files through the ESM loader (the page worker's
// import took 476 ms with every dependency external). Dependencies that locate files of their own
// at run time (binaries, worker scripts, grammars loaded one by one, icon sets, fonts) or require
// them by computed paths stay external.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve as resolvePath } from 'node:path';
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
const KEEP_EXTERNAL = new Set([
  'piscina',
  'esbuild',
  'pagefind',
  'shiki',
  '@shikijs/transformers',
  'mermaid',
  'katex',
  '@modelcontextprotocol/sdk',
  'chokidar',
  // Its CommonJS build (what Node resolves) requires its own files by computed paths.
  'jsonc-parser',
]);
const external = [...pkgDeps]
  .filter((d) => KEEP_EXTERNAL.has(d) || d.startsWith('@iconify-json/'))
  .flatMap((d) => [d, `${d}/*`]);
const entryPoints = { docsgen: `${root}packages/cli/src/index.ts`, api: `${root}packages/cli/src/api.ts` };
// Worker entry points registered by packages (each exports a default function for piscina).
const workers = [['page-worker', 'packages/build/src/page-worker.ts']];
for (const [name, file] of workers) {
  try {
    readFileSync(`${root}${file}`);
    entryPoints[name] = `${root}${file}`;
  } catch {}
}
const result = await esbuild.build({
  entryPoints,
  metafile: true,
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
  // Less for V8 to parse at every start: the page worker's import took 142-156 ms, 108-120 ms
  // minified (names kept; `node --enable-source-maps` maps stacks back to the sources).
  minifyWhitespace: true,
  minifySyntax: true,
  logLevel: 'warning',
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
});

// The build id keys the page cache (a rebuilt CLI with new code never reuses stale pages); chunks
// left by earlier bundles are removed so the folder holds exactly this build.
const outDir = `${root}packages/cli/dist`;
// DOCSGEN_METAFILE=path writes esbuild's metafile, to see which sources land in which chunk.
if (process.env.DOCSGEN_METAFILE) writeFileSync(process.env.DOCSGEN_METAFILE, JSON.stringify(result.metafile));
const outputs = Object.keys(result.metafile.outputs).map((p) => resolvePath(root, p));
const id = createHash('sha256');
for (const file of [...outputs].sort()) if (file.endsWith('.mjs')) id.update(readFileSync(file));
writeFileSync(`${outDir}/build-id.txt`, `${id.digest('hex').slice(0, 16)}\n`);
const keep = new Set([...outputs, resolvePath(outDir, 'build-id.txt')]);
for (const name of readdirSync(outDir)) {
  const file = resolvePath(outDir, name);
  if (!keep.has(file)) rmSync(file, { force: true });
}
