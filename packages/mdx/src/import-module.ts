// One import of a page (an `import` statement or a `<Snippet file>`) resolved into the page's
// scope, for remarkImports (remark-imports.ts).
import { error, warning } from '@docsgen/diagnostics';
import type { ImportedName } from './imported-name.ts';
import type { PageState } from './page-state.ts';
import type { BuiltinModules, LoadedModule, ModuleLoader } from './remark-imports.ts';
import { missingImportPath, resolveImportPath } from './resolve-import-path.ts';

/** A name an import binds: `local`, bound to the module's export `imported` (or the whole module, `*`). */
export interface ImportBinding {
  local: string;
  imported: ImportedName;
}

/** What the imports of one page share: its state, the loader, the built-in modules and the loads started. */
export interface ImportContext {
  state: PageState;
  load: ModuleLoader;
  builtins: BuiltinModules;
  /** Loads started, awaited by remarkImports. */
  jobs: Array<Promise<void>>;
}

/**
 * Binds `bindings` to the module `specifier` names (line and column of the statement): a built-in
 * at once, a file once loaded (a job of `ctx.jobs`). A failed import still binds its names (to
 * components rendering nothing), so the page renders the rest of its content and reports the
 * import, not a confusing render error.
 */
export function importModule(
  ctx: ImportContext,
  specifier: string,
  bindings: ImportBinding[],
  line?: number,
  column?: number,
): void {
  const { state } = ctx;
  const builtin = ctx.builtins[specifier];
  if (builtin) {
    for (const b of bindings)
      state.scope[b.local] = b.imported === '*' || b.imported === 'default' ? builtin : builtin[b.imported];
    return;
  }
  const at = { file: state.file, line, column, length: specifier.length + 2 };
  const resolved = resolveSpecifier(state, specifier, at);
  if (!resolved) {
    stubBindings(state, bindings);
    return;
  }
  state.imports.add(resolved.relative);
  ctx.jobs.push(
    ctx.load(resolved.absolute, resolved.relative).then((mod) => {
      // Problems the loader could not place (a cycle) belong to this import statement.
      state.diagnostics.push(
        ...mod.diagnostics.map((d) => (d.file === state.file && d.line === undefined ? { ...d, line, column } : d)),
      );
      for (const f of mod.imports) state.imports.add(f);
      for (const f of mod.features) state.features.add(f);
      state.fences.push(...(mod.fences ?? []));
      if (!mod.exports) stubBindings(state, bindings);
      else
        bindExports(state, mod as LoadedModule & { exports: Record<string, unknown> }, bindings, resolved.relative, at);
    }),
  );
}

/** Binds names to nothing (components rendering nothing), unless already bound. */
export function stubBindings(state: PageState, bindings: ImportBinding[]): void {
  for (const b of bindings) if (!(b.local in state.scope)) state.scope[b.local] = () => null;
}

type At = { file: string; line?: number; column?: number; length: number };

// The file a specifier names, or undefined when it is a package, outside the docs root or missing (reported).
function resolveSpecifier(state: PageState, specifier: string, at: At) {
  if (!specifier.startsWith('/') && !specifier.startsWith('.')) {
    state.diagnostics.push(
      error('mdx/import-not-found', `Cannot import \`${specifier}\`: packages are not available to pages.`, {
        ...at,
        hint: 'Import snippets by path (`/snippets/x.mdx`, `./x.jsx`); `react` is the only package pages can import.',
      }),
    );
    return undefined;
  }
  const resolved = resolveImportPath(state.root, state.file, specifier);
  if (resolved === 'outside') {
    state.diagnostics.push(
      error('mdx/import-not-found', `Import \`${specifier}\` points outside the docs root.`, {
        ...at,
        hint: 'Check the path; snippets usually live under `/snippets/`.',
      }),
    );
    return undefined;
  }
  if (resolved === undefined) {
    // Mintlify's build warns and builds the page, the import rendering nothing: so does docsgen.
    state.diagnostics.push(
      warning(
        'mdx/import-not-found',
        `Import \`${specifier}\` not found (looked for it relative to ${specifier.startsWith('/') ? 'the docs root' : `\`${state.file}\``}); it renders nothing.`,
        { ...at, hint: 'Check the path; snippets usually live under `/snippets/`.' },
      ),
    );
    // Remembered as an import, so that the page compiles again once the file exists.
    const missing = missingImportPath(state.root, state.file, specifier);
    if (missing !== undefined) state.imports.add(missing);
    return undefined;
  }
  return resolved;
}

// Each binding to its export of the loaded module; a missing export is an error and binds nothing.
function bindExports(
  state: PageState,
  mod: LoadedModule & { exports: Record<string, unknown> },
  bindings: ImportBinding[],
  relative: string,
  at: At,
): void {
  for (const b of bindings) {
    if (b.imported === 'default' && mod.headingPlan) state.snippetHeadings[b.local] = mod.headingPlan;
    if (b.imported === '*') state.scope[b.local] = mod.exports;
    else if (b.imported in mod.exports) state.scope[b.local] = mod.exports[b.imported];
    else {
      state.diagnostics.push(
        error('mdx/import-missing-export', `\`${relative}\` has no export named \`${b.imported}\`.`, {
          ...at,
          hint: `It exports: ${
            Object.keys(mod.exports)
              .map((k) => `\`${k}\``)
              .join(', ') || 'nothing'
          }.`,
        }),
      );
      stubBindings(state, [b]);
    }
  }
}
