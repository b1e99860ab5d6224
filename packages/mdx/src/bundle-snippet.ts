// Users' .jsx/.tsx/.js snippets are bundled with esbuild into one CommonJS function: React-style
// JSX on Preact (`react` → `preact/compat`), imports confined to the docs root, no packages.
import path from 'node:path';
import { type Diagnostic, error } from '@docsgen/diagnostics';
import { ServiceDownError } from '@docsgen/diagnostics/supervised-service';
import * as esbuild from 'esbuild';
import { withEsbuild } from './esbuild-service.ts';
import { isMintlifyPackage } from './is-mintlify-package.ts';
import { resolveImportPath } from './resolve-import-path.ts';

/** Modules provided by the runtime instead of files. */
export const RUNTIME_MODULES: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
  preact: 'preact',
  'preact/hooks': 'preact/hooks',
  'preact/compat': 'preact/compat',
  'preact/jsx-runtime': 'preact/jsx-runtime',
};

/** The module id a snippet's bundle requires for the built-in components (see {@link BuiltinComponents}). */
export const BUILTIN_COMPONENTS_MODULE = 'docsgen:components';

/**
 * What an import of a Mintlify package binds: the names of the built-in components, and where
 * their values come from (a module id the bundle imports, external or resolved by the caller).
 * An imported name that is not one of them is an error located at the import.
 */
export interface BuiltinComponents {
  names: readonly string[];
  module: string;
}

const MINTLIFY = 'docsgen-mintlify';

/** The bundled code of a snippet (CommonJS body), or diagnostics. */
export interface BundledSnippet {
  /** CommonJS code taking (module, exports, require); absent on failure. */
  code?: string;
  /** Problems, located in the file where esbuild found them. */
  diagnostics: Diagnostic[];
  /** Other docs-root-relative files bundled in. */
  imports: string[];
}

/** What a module name the runtime provides resolves to in a bundle (undefined: not one). */
export type RuntimeResolver = (specifier: string, importer: string) => esbuild.OnResolveResult | undefined;

/**
 * The esbuild plugin that keeps a bundle of users' code inside the docs root: imports by path
 * (`/x` from the root, `./x`), resolved as pages resolve them, and the runtime's modules; a
 * package is an error. Imports from files outside the root (docsgen's own modules) resolve as usual.
 */
export function confineToRoot(
  root: string,
  runtime: RuntimeResolver,
  /** Folders of docsgen's own code, which may sit inside the root (installed in its node_modules). */
  own: readonly string[] = [],
  /** The built-in components an import of a Mintlify package binds; without it such an import is an error. */
  builtins?: BuiltinComponents,
): esbuild.Plugin {
  const rel = (p: string) => path.relative(root, p).split(path.sep).join('/');
  const isOwn = (p: string) => rel(p).startsWith('..') || own.some((dir) => !path.relative(dir, p).startsWith('..'));
  return {
    name: 'docsgen-confine',
    setup(build) {
      build.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === 'entry-point') return { path: args.path };
        if (args.namespace === 'file' && isOwn(args.importer)) return undefined;
        const provided = runtime(args.path, args.importer);
        if (provided) return provided;
        if (builtins && isMintlifyPackage(args.path)) return { path: args.path, namespace: MINTLIFY };
        if (!args.path.startsWith('.') && !args.path.startsWith('/')) {
          return {
            errors: [
              {
                text: `Cannot import \`${args.path}\`: packages are not available to snippets (only \`react\`, and Mintlify's, whose components are built in).`,
              },
            ],
          };
        }
        const resolved = resolveImportPath(root, rel(args.importer), args.path);
        if (resolved === 'outside')
          return { errors: [{ text: `Import \`${args.path}\` points outside the docs root.` }] };
        if (!resolved) return { errors: [{ text: `Import \`${args.path}\` not found.` }] };
        return { path: resolved.absolute };
      });
      // A Mintlify package as an ES module exporting the built-ins by name: esbuild itself reports
      // a name it lacks ("No matching export"), at the import, in the snippet's file.
      build.onLoad({ filter: /.*/, namespace: MINTLIFY }, () => ({
        contents: `import * as builtins from ${JSON.stringify(builtins!.module)};\n${builtins!.names
          .map((name) => `export const ${name} = builtins[${JSON.stringify(name)}];`)
          .join('\n')}\n`,
        loader: 'js',
      }));
    },
  };
}

/**
 * Bundles `absolute` (inside `root`) for running on Preact at build time; imports of Mintlify's
 * packages bind the built-in components `components` names (required as {@link BUILTIN_COMPONENTS_MODULE}).
 */
export async function bundleSnippet(
  root: string,
  absolute: string,
  components: readonly string[] = [],
): Promise<BundledSnippet> {
  const diagnostics: Diagnostic[] = [];
  const rel = (p: string) => path.relative(root, p).split(path.sep).join('/');
  const confine = confineToRoot(
    root,
    (specifier) => {
      if (specifier === BUILTIN_COMPONENTS_MODULE) return { path: specifier, external: true };
      const runtime = RUNTIME_MODULES[specifier];
      return runtime ? { path: runtime, external: true } : undefined;
    },
    [],
    { names: components, module: BUILTIN_COMPONENTS_MODULE },
  );
  try {
    const result = await withEsbuild(() =>
      esbuild.build({
        entryPoints: [absolute],
        bundle: true,
        write: false,
        format: 'cjs',
        platform: 'neutral',
        target: 'es2022',
        jsx: 'automatic',
        jsxImportSource: 'preact',
        loader: { '.js': 'jsx', '.jsx': 'jsx', '.ts': 'tsx', '.tsx': 'tsx' },
        plugins: [confine],
        metafile: true,
        logLevel: 'silent',
      }),
    );
    const imports = Object.keys(result.metafile.inputs)
      .map((p) => rel(path.resolve(p)))
      .filter((p) => p !== rel(absolute) && !p.startsWith('..'));
    return { code: result.outputFiles[0]?.text ?? '', diagnostics, imports };
  } catch (e) {
    // esbuild gone for good is not a mistake in the snippet: the build says so (dev keeps its last version).
    if (e instanceof ServiceDownError) throw e;
    const failure = e as esbuild.BuildFailure;
    for (const m of failure.errors ?? []) {
      const missing = new RegExp(`^No matching export in "${MINTLIFY}:(.+)" for import "(.+)"$`).exec(m.text);
      const text = missing ? `\`${missing[2]}\` imported from \`${missing[1]}\` is not a built-in component.` : m.text;
      diagnostics.push(
        error('mdx/snippet-build', `Snippet: ${text}`, {
          file: m.location ? rel(path.resolve(m.location.file)) : rel(absolute),
          line: m.location?.line,
          // esbuild columns are 0-based.
          column: m.location ? m.location.column + 1 : undefined,
          length: m.location?.length || 1,
          hint: 'Snippets are JSX components: `export const X = (props) => <div>…</div>`.',
        }),
      );
    }
    if (diagnostics.length === 0)
      diagnostics.push(error('mdx/snippet-build', `Snippet: ${String(e)}`, { file: rel(absolute) }));
    return { diagnostics, imports: [] };
  }
}
