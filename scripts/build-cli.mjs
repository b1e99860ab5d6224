// Bundles the CLI (and its worker entry points) with esbuild into packages/cli/dist.
// Workspace packages are bundled from their TypeScript sources, and so are the pure-JavaScript npm
// dependencies: a worker or a build that loads one file per chunk starts faster than one that
// resolves and links hundreds of node_modules files through the ESM loader (the page worker's
// import took 476 ms with every dependency external). Dependencies that locate files of their own
// at run time (binaries, worker scripts, grammars loaded one by one, icon sets, fonts) or require
// them by computed paths stay external.
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import { dirname, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const createRequireFromRoot = createRequire(`${root}package.json`);
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
  // The MDX parser: loads a native binary (or its WebAssembly build) of its own.
  'satteri',
  // Its CommonJS build (what Node resolves) requires its own files by computed paths.
  'jsonc-parser',
  // A native parser: prebuilt binaries come from its platform-specific optional dependencies.
  'satteri',
  // Reads its own CSS and config files at run time; loaded only for a site that writes classes.
  'tailwindcss',
  'postcss',
]);
// Read by a computed path (Font Awesome's name list, for its Pro names), like the icon sets.
const READ_BY_PATH = (d) => d.startsWith('@iconify-json/') || d === '@fortawesome/fontawesome-common-types';
const external = [...pkgDeps].filter((d) => KEEP_EXTERNAL.has(d) || READ_BY_PATH(d)).flatMap((d) => [d, `${d}/*`]);
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
// The page pool's worker file: loads page-worker.mjs with import() (see the file for why).
cpSync(`${root}packages/cli/src/page-worker.cjs`, resolvePath(outDir, 'page-worker.cjs'));
const keep = new Set([
  ...outputs,
  ...['build-id.txt', 'externals.json', 'workspace', 'page-worker.cjs'].map((f) => resolvePath(outDir, f)),
]);
for (const name of readdirSync(outDir)) {
  const file = resolvePath(outDir, name);
  if (!keep.has(file)) rmSync(file, { force: true });
}

// Files the bundle reads at run time, copied beside it (dist/workspace, laid out like node_modules;
// packageDir in @docsgen/diagnostics looks there first) so the published package needs no
// workspace: each package's stylesheets, sources (client scripts and islands are bundled for the browser at build time) and
// package.json, and mermaid's browser build (a 3.5 MB file, where the mermaid package would install
// about 100 MB of dependencies the CLI never loads).
const workspaceDir = resolvePath(outDir, 'workspace');
rmSync(workspaceDir, { recursive: true, force: true });
// Every source file, not only src/client: island bundles (esbuild, at the user's build time) import
// the JSX runtime and the URL allow-list from the packages' sources.
const runtimeFile = (rel) =>
  /\.css$/.test(rel) || (/^src\//.test(rel) && /\.(ts|tsx|js|mjs)$/.test(rel) && !/\.test\./.test(rel));
for (const dir of ['packages', 'themes']) {
  for (const name of readdirSync(`${root}${dir}`)) {
    const from = `${root}${dir}/${name}`;
    let pkg;
    try {
      pkg = JSON.parse(readFileSync(`${from}/package.json`, 'utf8'));
    } catch {
      continue;
    }
    if (!pkg.name.startsWith('@docsgen/')) continue;
    const to = resolvePath(workspaceDir, pkg.name);
    const files = readdirSync(from, { recursive: true })
      .map((f) => String(f).split('\\').join('/'))
      .filter((f) => !f.startsWith('node_modules/') && !f.startsWith('test/') && runtimeFile(f));
    for (const f of files) {
      mkdirSync(dirname(resolvePath(to, f)), { recursive: true });
      cpSync(`${from}/${f}`, resolvePath(to, f));
    }
    const { version, type, exports } = pkg;
    mkdirSync(to, { recursive: true });
    writeFileSync(
      resolvePath(to, 'package.json'),
      `${JSON.stringify({ name: pkg.name, version, type, exports }, null, 2)}\n`,
    );
  }
}
{
  const from = dirname(createRequireFromRoot.resolve('mermaid/package.json'));
  const { version, license } = JSON.parse(readFileSync(`${from}/package.json`, 'utf8'));
  const to = resolvePath(workspaceDir, 'mermaid');
  mkdirSync(resolvePath(to, 'dist'), { recursive: true });
  cpSync(`${from}/dist/mermaid.min.js`, resolvePath(to, 'dist/mermaid.min.js'));
  cpSync(`${from}/LICENSE`, resolvePath(to, 'LICENSE'));
  writeFileSync(resolvePath(to, 'package.json'), `${JSON.stringify({ name: 'mermaid', version, license }, null, 2)}\n`);
}
// The theme's default fonts (themes/classic/src/theme-fonts.ts): the weight-axis stylesheets and
// the Latin and Latin Extended faces they link, not the package's other 100-odd files.
for (const name of ['@fontsource-variable/inter', '@fontsource-variable/jetbrains-mono']) {
  const from = dirname(createRequireFromRoot.resolve(`${name}/package.json`));
  const { version, license } = JSON.parse(readFileSync(`${from}/package.json`, 'utf8'));
  const to = resolvePath(workspaceDir, name);
  mkdirSync(resolvePath(to, 'files'), { recursive: true });
  for (const file of ['wght.css', 'wght-italic.css', 'LICENSE']) cpSync(`${from}/${file}`, resolvePath(to, file));
  for (const file of readdirSync(`${from}/files`))
    if (/-(latin|latin-ext)-wght-(normal|italic)\.woff2$/.test(file))
      cpSync(`${from}/files/${file}`, resolvePath(to, 'files', file));
  writeFileSync(resolvePath(to, 'package.json'), `${JSON.stringify({ name, version, license }, null, 2)}\n`);
}

// The build id covers the chunks and the runtime files beside them (a stylesheet or client script
// edit reaches the pages' output too).
const id = createHash('sha256');
for (const file of [...outputs].sort()) if (file.endsWith('.mjs')) id.update(readFileSync(file));
for (const file of readdirSync(workspaceDir, { recursive: true }).map(String).sort()) {
  const path = resolvePath(workspaceDir, file);
  if (statSync(path).isFile()) id.update(file).update(readFileSync(path));
}
writeFileSync(`${outDir}/build-id.txt`, `${id.digest('hex').slice(0, 16)}\n`);

// The npm packages the bundle imports at run time (left external above), which the published CLI's
// package.json must declare: tests/package-manifest.test.ts compares them with it.
const imported = new Set();
for (const out of Object.values(result.metafile.outputs)) {
  for (const imp of out.imports) {
    if (!imp.external || imp.path.startsWith('node:') || isBuiltin(imp.path)) continue;
    const parts = imp.path.split('/');
    imported.add(imp.path.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]);
  }
}
// Resolved by computed names (icons.json of each icon set), so absent from the import graph.
for (const d of pkgDeps) if (READ_BY_PATH(d)) imported.add(d);
writeFileSync(resolvePath(outDir, 'externals.json'), `${JSON.stringify([...imported].sort(), null, 2)}\n`);
