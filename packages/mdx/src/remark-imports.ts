// Imports are resolved here, not by MDX: the import statements are removed from the tree and
// the imported values are handed to the compiled function as scope (and as components), so
// the page runs as a plain function body with no module loader.
import type { Program } from 'estree';
import type { Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { declaredOf, importsOf, scopeOf } from './compile-data.ts';
import { report } from './file-messages.ts';
import { type ImportBinding, type ImportContext, importModule } from './import-module.ts';
import { importedName } from './imported-name.ts';
import type { BuiltinModules, ModuleLoader } from './module-loader.ts';
import { resolveImportPath } from './resolve-import-path.ts';
import { visitTree } from './visit-tree.ts';

/** Options of {@link remarkImports}. */
export interface RemarkImportsOptions {
  /** Docs root, absolute real path. */
  root: string;
  /** Loads an imported file. */
  load: ModuleLoader;
  /** Modules that need no file. */
  builtins: BuiltinModules;
}

/**
 * Resolves `import` statements and `<Snippet file>` into `file.data.scope`; records declared
 * names, imported files and what the snippets bring (features, fences, heading plans, ESM).
 */
export function remarkImports(options: RemarkImportsOptions) {
  return async (tree: Root, file: VFile) => {
    const scope = scopeOf(file);
    declaredOf(file);
    importsOf(file);
    const ctx: ImportContext = { file, root: options.root, load: options.load, builtins: options.builtins, jobs: [] };
    hoistImports(tree, ctx);
    importSnippetElements(tree, ctx);
    await Promise.all(ctx.jobs);
    // A failed import still needs a binding so the page renders the rest of its content.
    visitTree(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const name = (node as MdxJsxFlowElement).name;
      if (name?.startsWith('DocsgenSnippet') && !(name in scope)) scope[name] = () => null;
    });
  };
}

// Import statements leave the ESM blocks (imported as they go), re-exports are refused, other
// declarations recorded; a block left empty leaves the tree.
function hoistImports(tree: Root, ctx: ImportContext): void {
  const declared = declaredOf(ctx.file);
  const emptied: unknown[] = [];
  visitTree(tree, 'mdxjsEsm', (node) => {
    const program = (node.data as { estree?: Program } | undefined)?.estree;
    if (!program) return;
    program.body = program.body.filter((statement) => {
      if (statement.type === 'ImportDeclaration') {
        const bindings: ImportBinding[] = statement.specifiers.map((s) => ({
          local: s.local.name,
          imported: importedName(s),
        }));
        for (const b of bindings) declared.add(b.local);
        const loc = statement.source.loc?.start ?? statement.loc?.start;
        importModule({
          ctx,
          specifier: String(statement.source.value),
          bindings,
          line: loc?.line ?? node.position?.start.line,
          column: loc ? loc.column + 1 : 1,
        });
        return false;
      }
      if (statement.type === 'ExportNamedDeclaration' && statement.source) {
        const line = statement.loc?.start.line ?? node.position?.start.line;
        const place = line === undefined ? undefined : { line, column: (statement.loc?.start.column ?? 0) + 1 };
        report({
          file: ctx.file,
          place,
          code: 'mdx/unsupported-export',
          reason: 'Re-exporting from another file (`export … from`) is not supported in pages.',
          details: { severity: 'error', hint: 'Import the value, then `export const x = …`.' },
        });
        return false;
      }
      collectDeclared(statement, declared);
      return true;
    });
    if (program.body.length === 0) emptied.push(node);
  });
  if (emptied.length > 0) {
    visitTree(tree, (node, index, parent) => {
      if (parent && index !== undefined && emptied.includes(node)) {
        parent.children.splice(index, 1);
        return index;
      }
      return undefined;
    });
  }
}

// <Snippet file="x.mdx" /> is an import under a generated name.
function importSnippetElements(tree: Root, ctx: ImportContext): void {
  const scope = scopeOf(ctx.file);
  let n = 0;
  visitTree(tree, (node) => {
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    const el = node as MdxJsxFlowElement | MdxJsxTextElement;
    if (el.name !== 'Snippet') return;
    const fileAttr = el.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'file');
    const value = fileAttr && typeof fileAttr.value === 'string' ? fileAttr.value : undefined;
    const local = `DocsgenSnippet${n++}`;
    el.name = local;
    el.attributes = el.attributes.filter((a) => a !== fileAttr);
    if (!value) {
      report({
        file: ctx.file,
        place: el.position,
        code: 'mdx/snippet-file',
        reason: '`<Snippet>` needs a `file` attribute with a literal path.',
        details: {
          severity: 'error',
          hint: 'Write `<Snippet file="my-snippet.mdx" />` (relative to /_snippets/ or /snippets/).',
        },
      });
      scope[local] = () => null;
      return;
    }
    const specifier = snippetSpecifier(ctx.root, ctx.file.path, value);
    declaredOf(ctx.file).add(local);
    importModule({
      ctx,
      specifier,
      bindings: [{ local, imported: 'default' }],
      line: el.position?.start.line,
      column: el.position?.start.column,
    });
  });
}

/**
 * The import a `<Snippet file>` names: a path as written when it starts with `/` or `.`, else a
 * file of the legacy `_snippets/` folder, where Mintlify's `<Snippet>` expands from, or of
 * `snippets/` when `_snippets/` has no such file (docsgen's reading before the legacy folder).
 */
function snippetSpecifier(root: string, from: string, value: string): string {
  if (value.startsWith('/') || value.startsWith('.')) return value;
  const legacy = `/_snippets/${value}`;
  const found = resolveImportPath(root, from, legacy);
  return found !== undefined && found !== 'outside' ? legacy : `/snippets/${value}`;
}

function collectDeclared(statement: Program['body'][number], out: Set<string>): void {
  const decl =
    statement.type === 'ExportNamedDeclaration'
      ? statement.declaration
      : statement.type === 'ExportDefaultDeclaration'
        ? undefined
        : statement;
  if (!decl) return;
  if ((decl.type === 'FunctionDeclaration' || decl.type === 'ClassDeclaration') && decl.id) out.add(decl.id.name);
  if (decl.type === 'VariableDeclaration') {
    for (const d of decl.declarations) collectPattern(d.id, out);
  }
}

function collectPattern(pattern: unknown, out: Set<string>): void {
  const p = pattern as {
    type: string;
    name?: string;
    properties?: Array<{ value?: unknown; argument?: unknown }>;
    elements?: unknown[];
    left?: unknown;
    argument?: unknown;
  };
  if (p.type === 'Identifier' && p.name) out.add(p.name);
  else if (p.type === 'ObjectPattern')
    for (const prop of p.properties ?? []) collectPattern(prop.value ?? prop.argument, out);
  else if (p.type === 'ArrayPattern') {
    for (const el of p.elements ?? []) if (el) collectPattern(el, out);
  } else if (p.type === 'AssignmentPattern') collectPattern(p.left, out);
  else if (p.type === 'RestElement') collectPattern(p.argument, out);
}
