// The browser code of a page's islands (interactive user components, see packages/mdx
// user-component.ts): one small entry per set of islands that hydrates them, each component's
// module a chunk of its own loaded with import() (so one that throws while loading fails alone),
// Preact shared; React-style code runs on preact/compat. Pages without islands get nothing.
import { createRequire } from 'node:module';
import path from 'node:path';
import { components, componentsDir } from '@docsgen/components';
import { type Diagnostic, packageDir, warning } from '@docsgen/diagnostics';
import { hashedName } from '@docsgen/diagnostics/content-hash';
import { ServiceDownError } from '@docsgen/diagnostics/supervised-service';
import type { PageIsland } from '@docsgen/mdx';
import { BUILTIN_COMPONENTS_MODULE, confineToRoot } from '@docsgen/mdx/bundle-snippet';
// From its module: the build's thread does not load the compiler for it.
import { fileStamp as stamp } from '@docsgen/mdx/file-stamp';
import type * as esbuild from 'esbuild';
import { bundleClientScript } from './bundle-client-script.ts';
import type { OutputSink } from './types.ts';

const ENTRY = 'docsgen-islands-entry';
const ESM = 'docsgen-esm';
const MDX_STUB = 'docsgen-mdx-stub';

/**
 * Writes the island script of a page (memoised by its islands and files); its href, or none. A
 * bundle's problems go to the `report` of the call that bundled it (the page that needed it first).
 */
export type IslandWriter = (islands: PageIsland[] | undefined, report: (d: Diagnostic) => void) => Promise<string[]>;

/** An island writer for one build (or dev session) of `root`. */
export function createIslandWriter(root: string, sink: OutputSink, base: string): IslandWriter {
  const done = new Map<string, { hrefs: Promise<string[]>; stamps: Promise<Map<string, string>> }>();
  return async (islands, report) => {
    if (!islands || islands.length === 0) return [];
    const key = JSON.stringify(islands);
    const hit = done.get(key);
    if (hit && [...(await hit.stamps)].every(([file, s]) => stamp(file) === s)) return hit.hrefs;
    const bundled = bundleIslands(root, islands).then(
      async (script) => {
        for (const chunk of script.chunks) await sink.write(`assets/${chunk.name}`, chunk.contents);
        const file = `assets/${hashedName('islands.js', script.code)}`;
        await sink.write(file, script.code);
        return { hrefs: [base + file], inputs: script.inputs ?? [] };
      },
      (e: unknown) => {
        // esbuild gone for good: the build fails and says so (dev keeps serving the last islands),
        // and the next try bundles again; a page is never made without its island script.
        if (e instanceof ServiceDownError) {
          done.delete(key);
          throw e;
        }
        const first = (e as esbuild.BuildFailure).errors?.[0];
        report(
          warning(
            'build/island-bundle',
            `Interactive components could not be built for the browser: ${first?.text ?? String(e)}`,
            {
              file: first?.location?.file
                ? path.relative(root, path.resolve(root, first.location.file))
                : islands[0]!.file,
              line: first?.location?.line,
              column: first?.location ? first.location.column + 1 : undefined,
              hint: 'Their server-rendered content is shown without interactivity.',
            },
          ),
        );
        return { hrefs: [] as string[], inputs: [] as string[] };
      },
    );
    const entry = {
      hrefs: bundled.then((b) => b.hrefs),
      stamps: bundled.then(
        (b) =>
          new Map(
            b.inputs
              .map((p) => path.resolve(root, p.replace(/^[\w-]+:/, '')))
              .filter((p) => !path.relative(root, p).startsWith('..'))
              .map((p) => [p, stamp(p)]),
          ),
      ),
    };
    done.set(key, entry);
    return entry.hrefs;
  };
}

/** The hydrating entry: a loader per island, importing its file (an MDX file's ESM as a module). */
function entrySource(root: string, islands: PageIsland[]): string {
  const mount = path.join(componentsDir(), 'src/client/mount-islands.ts');
  const loaders = islands.map((island) => {
    const absolute = path.join(root, island.file);
    const specifier = island.esm !== undefined ? `${ESM}:${absolute}` : absolute;
    return `  ${JSON.stringify(`${island.file}#${island.name}`)}: () => import(${JSON.stringify(specifier)}).then((m) => m[${JSON.stringify(island.name)}]),`;
  });
  return `import { mountIslands } from ${JSON.stringify(mount)};\nmountIslands({\n${loaders.join('\n')}\n});\n`;
}

/**
 * docsgen's own folders the island bundle imports from (its JSX runtime, the mount script, Preact):
 * never confined as the user's code, even when docsgen is installed inside the docs root.
 */
function ownFolders(): string[] {
  const components = componentsDir();
  const preact = path.dirname(createRequire(path.join(components, 'src/index.ts')).resolve('preact/package.json'));
  return [components, packageDir('@docsgen/build'), packageDir('@docsgen/mdx'), preact];
}

function bundleIslands(root: string, islands: PageIsland[]) {
  const own = ownFolders();
  const esm = new Map(islands.filter((i) => i.esm !== undefined).map((i) => [path.join(root, i.file), i.esm!]));
  // The bundled CLI's copy of the sources when installed as a package (no workspace there).
  const jsxRuntime = path.join(packageDir('@docsgen/build'), 'src/island-jsx-runtime.ts');
  // Resolved from docsgen's own folder (the docs root has no packages), ES builds, one Preact.
  const ownImporter = path.join(componentsDir(), 'src/index.ts');
  // Built-in components (an import of a Mintlify package binds them) render on the server only, as MDX snippets do.
  const runtime = (specifier: string): esbuild.OnResolveResult | undefined =>
    /\.mdx?$/i.test(specifier) || specifier === BUILTIN_COMPONENTS_MODULE
      ? { path: specifier, namespace: MDX_STUB }
      : undefined;
  const virtual: esbuild.Plugin = {
    name: 'docsgen-islands',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${ENTRY}$`) }, () => ({ path: ENTRY, namespace: ENTRY }));
      build.onResolve({ filter: /^\//, namespace: ENTRY }, (args) => ({ path: args.path }));
      build.onResolve({ filter: /^(react|react-dom|preact)(\/.*)?$/ }, async (args) => {
        if ((args.pluginData as { own?: boolean } | undefined)?.own) return undefined;
        const mine = own.some((dir) => !path.relative(dir, args.importer).startsWith('..'));
        const user = args.namespace === ESM || (!mine && !path.relative(root, args.importer).startsWith('..'));
        const target = /^(react|preact)\/jsx-(dev-)?runtime$/.test(args.path)
          ? user
            ? jsxRuntime
            : args.path
          : args.path.replace(/^react-dom|^react/, 'preact/compat');
        const found = await build.resolve(target, {
          kind: args.kind,
          importer: ownImporter,
          resolveDir: path.dirname(ownImporter),
          namespace: 'file',
          pluginData: { own: true },
        });
        return found.errors.length > 0 ? { errors: found.errors } : { path: found.path };
      });
      build.onResolve({ filter: new RegExp(`^${ESM}:`) }, (args) => ({
        path: args.path.slice(ESM.length + 1),
        namespace: ESM,
      }));
      build.onLoad({ filter: /.*/, namespace: ENTRY }, () => ({
        contents: entrySource(root, islands),
        loader: 'js',
        resolveDir: root,
      }));
      build.onLoad({ filter: /.*/, namespace: ESM }, (args) => ({
        contents: esm.get(args.path) ?? '',
        loader: 'tsx',
        resolveDir: path.dirname(args.path),
      }));
      // An MDX snippet's content renders on the server only: using it in the browser is an error of the island.
      build.onLoad({ filter: /.*/, namespace: MDX_STUB }, (args) => ({
        contents: `const fail = () => { throw new Error(${JSON.stringify(`${args.path === BUILTIN_COMPONENTS_MODULE ? 'A built-in component' : `${args.path} is an MDX snippet, which`} runs on the server only`)}); };\nmodule.exports = new Proxy({}, { get: (_, k) => (k === '__esModule' ? false : fail) });`,
        loader: 'js',
      }));
    },
  };
  return bundleClientScript(ENTRY, {
    plugins: [
      virtual,
      confineToRoot(root, runtime, own, { names: Object.keys(components), module: BUILTIN_COMPONENTS_MODULE }),
    ],
    inject: [path.join(componentsDir(), 'src/client/island-globals.ts')],
    jsx: 'automatic',
    jsxImportSource: 'preact',
    loader: { '.js': 'jsx', '.jsx': 'jsx', '.ts': 'tsx', '.tsx': 'tsx' },
    metafile: true,
  });
}
