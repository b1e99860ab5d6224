// One import of a page (an `import` statement or a `<Snippet file>`) resolved into the page's
// scope, for remarkImports (remark-imports.ts).
import { components } from '@docsgen/components';
import type { Point } from 'unist';
import type { VFile } from 'vfile';

import { featuresOf, importsOf, scopeOf } from './compile-data.ts';
import { type ReportDetails, report, reportDiagnostic } from './file-messages.ts';
import type { ImportedName } from './imported-name.ts';
import { isMintlifyPackage } from './is-mintlify-package.ts';
import type { BuiltinModules, LoadedModule, ModuleLoader } from './module-loader.ts';
import { missingImportPath, resolveImportPath } from './resolve-import-path.ts';

/** A name an import binds: `local`, bound to the module's export `imported` (or the whole module, `*`). */
export interface ImportBinding {
  local: string;
  imported: ImportedName;
}

/** What the imports of one page share: its file, the docs root, the loader, the built-in modules and the loads started. */
export interface ImportContext {
  /** The file being compiled (its bindings and imports go to its data, its problems to its messages). */
  file: VFile;
  /** Docs root, absolute real path. */
  root: string;
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
export function importModule({
  ctx,
  specifier,
  bindings,
  line,
  column,
}: {
  ctx: ImportContext;
  specifier: string;
  bindings: ImportBinding[];
  line?: number;
  column?: number;
}): void {
  const { file } = ctx;
  const scope = scopeOf(file);
  const builtin = ctx.builtins[specifier];
  if (builtin) {
    for (const b of bindings)
      scope[b.local] = b.imported === '*' || b.imported === 'default' ? builtin : builtin[b.imported];
    return;
  }
  const place = line === undefined ? undefined : { line, column: column ?? 1 };
  const at: At = { place, length: specifier.length + 2 };
  if (isMintlifyPackage(specifier)) {
    bindMintlifyComponents(file, specifier, bindings, at);
    return;
  }
  const resolved = resolveSpecifier(ctx, specifier, at);
  if (!resolved) {
    stubBindings(scope, bindings);
    return;
  }
  const imports = importsOf(file);
  imports.add(resolved.relative);
  ctx.jobs.push(
    ctx.load(resolved.absolute, resolved.relative).then((mod) => {
      // Problems the loader could not place (a cycle) belong to this import statement.
      for (const d of mod.diagnostics)
        reportDiagnostic(file, d.file === file.path && d.line === undefined ? { ...d, line, column } : d);
      for (const f of mod.imports) imports.add(f);
      for (const f of mod.features) featuresOf(file).add(f);
      if (mod.fences) file.data.snippetFences = [...(file.data.snippetFences ?? []), ...mod.fences];
      if (mod.esm) file.data.snippetEsm = { ...file.data.snippetEsm, ...mod.esm };
      if (mod.places) file.data.snippetPlaces = { ...file.data.snippetPlaces, ...mod.places };
      if (!mod.exports) stubBindings(scope, bindings);
      else
        bindExports({
          file,
          mod: mod as LoadedModule & { exports: Record<string, unknown> },
          bindings,
          relative: resolved.relative,
          at,
        });
    }),
  );
}

/**
 * An import of Mintlify's own package (`import { Card } from '@mintlify/components'`): Mintlify's
 * prebuild drops it and the names render as its built-ins; here each name binds docsgen's
 * built-in of that name. A name that is no built-in is an error at the import, bound to nothing.
 */
function bindMintlifyComponents(file: VFile, specifier: string, bindings: ImportBinding[], at: At): void {
  const scope = scopeOf(file);
  for (const b of bindings) {
    const name = b.imported === 'default' ? b.local : b.imported;
    if (name !== '*' && Object.hasOwn(components, name)) {
      scope[b.local] = components[name];
      continue;
    }
    reportAt({
      file,
      at,
      code: 'mdx/import-missing-export',
      reason: `\`${name}\` imported from \`${specifier}\` is not a built-in component.`,
      details: {
        severity: 'error',
        hint: `Mintlify's packages give only the built-in components here (\`Card\`, \`Columns\`, \`Tabs\`…); import your own components by path.`,
      },
    });
    stubBindings(scope, [b]);
  }
}

/** Binds names to nothing (components rendering nothing), unless already bound. */
export function stubBindings(scope: Record<string, unknown>, bindings: ImportBinding[]): void {
  for (const b of bindings) if (!(b.local in scope)) scope[b.local] = () => null;
}

/** Where an import is written (the statement's source, or the `<Snippet>`) and the length underlined. */
interface At {
  place?: Point;
  length: number;
}

function reportAt({
  file,
  at,
  code,
  reason,
  details,
}: {
  file: VFile;
  at: At;
  code: string;
  reason: string;
  details: ReportDetails;
}): void {
  report({ file, place: at.place, code, reason, details: { ...details, length: at.length } });
}

function resolveSpecifier(ctx: ImportContext, specifier: string, at: At) {
  const { file } = ctx;
  if (!specifier.startsWith('/') && !specifier.startsWith('.')) {
    reportAt({
      file,
      at,
      code: 'mdx/import-not-found',
      reason: `Cannot import \`${specifier}\`: packages are not available to pages.`,
      details: {
        severity: 'error',
        hint: 'Import snippets by path (`/snippets/x.mdx`, `./x.jsx`); `react` is the only package pages can import.',
      },
    });
    return undefined;
  }
  const resolved = resolveImportPath(ctx.root, file.path, specifier);
  if (resolved === 'outside') {
    reportAt({
      file,
      at,
      code: 'mdx/import-not-found',
      reason: `Import \`${specifier}\` points outside the docs root.`,
      details: {
        severity: 'error',
        hint: 'Check the path; snippets usually live under `/snippets/`.',
      },
    });
    return undefined;
  }
  if (resolved === undefined) {
    const from = specifier.startsWith('/') ? 'the docs root' : `\`${file.path}\``;
    reportAt({
      file,
      at,
      code: 'mdx/import-not-found',
      reason: `Import \`${specifier}\` not found (looked for it relative to ${from}); it renders nothing.`,
      details: { severity: 'warning', hint: 'Check the path; snippets usually live under `/snippets/`.' },
    });
    const missing = missingImportPath(ctx.root, file.path, specifier);
    if (missing !== undefined) importsOf(file).add(missing);
    return undefined;
  }
  return resolved;
}

// Each binding to its export of the loaded module; a missing export is an error and binds nothing.
function bindExports({
  file,
  mod,
  bindings,
  relative,
  at,
}: {
  file: VFile;
  mod: LoadedModule & { exports: Record<string, unknown> };
  bindings: ImportBinding[];
  relative: string;
  at: At;
}): void {
  const scope = scopeOf(file);
  for (const b of bindings) {
    if (b.imported === 'default' && mod.headingPlan)
      file.data.snippetHeadings = { ...file.data.snippetHeadings, [b.local]: mod.headingPlan };
    if (b.imported === '*') scope[b.local] = mod.exports;
    else if (b.imported in mod.exports) scope[b.local] = mod.exports[b.imported];
    else {
      const exported = Object.keys(mod.exports).map((k) => `\`${k}\``);
      reportAt({
        file,
        at,
        code: 'mdx/import-missing-export',
        reason: `\`${relative}\` has no export named \`${b.imported}\`.`,
        details: {
          severity: 'error',
          hint: `It exports: ${exported.join(', ') || 'nothing'}.`,
        },
      });
      stubBindings(scope, [b]);
    }
  }
}
