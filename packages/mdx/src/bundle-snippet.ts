// Users' .jsx/.tsx/.js snippets are bundled with esbuild into one CommonJS function: React-style
// JSX on Preact (`react` → `preact/compat`), imports confined to the docs root, no packages.
import path from 'node:path';
import { type Diagnostic, error } from '@docsgen/diagnostics';
import * as esbuild from 'esbuild';
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
        if (!args.path.startsWith('.') && !args.path.startsWith('/')) {
          return {
            errors: [
              { text: `Cannot import \`${args.path}\`: packages are not available to snippets (only \`react\`).` },
            ],
          };
        }
        const resolved = resolveImportPath(root, rel(args.importer), args.path);
        if (resolved === 'outside')
          return { errors: [{ text: `Import \`${args.path}\` points outside the docs root.` }] };
        if (!resolved) return { errors: [{ text: `Import \`${args.path}\` not found.` }] };
        return { path: resolved.absolute };
      });
    },
  };
}

/** Bundles `absolute` (inside `root`) for running on Preact at build time. */
export async function bundleSnippet(root: string, absolute: string): Promise<BundledSnippet> {
  const diagnostics: Diagnostic[] = [];
  const rel = (p: string) => path.relative(root, p).split(path.sep).join('/');
  const confine = confineToRoot(root, (specifier) => {
    const runtime = RUNTIME_MODULES[specifier];
    return runtime ? { path: runtime, external: true } : undefined;
  });
  try {
    const result = await esbuild.build({
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
    });
    const imports = Object.keys(result.metafile.inputs)
      .map((p) => rel(path.resolve(p)))
      .filter((p) => p !== rel(absolute) && !p.startsWith('..'));
    return { code: result.outputFiles[0]?.text ?? '', diagnostics, imports };
  } catch (e) {
    const failure = e as esbuild.BuildFailure;
    for (const m of failure.errors ?? []) {
      diagnostics.push(
        error('mdx/snippet-build', `Snippet: ${m.text}`, {
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
