// A page's (or MDX snippet's) own `export const` components are wrapped as user components
// (user-component.ts): after each exporting statement the compiled code reassigns the name to
// its wrapper, interactive ones (interactive-exports.ts) marked as islands. The file's ESM text
// is kept (file.data.esm, see remark-keep-esm) for the browser bundle of its islands.
import type { ExpressionStatement, Program, Statement } from 'estree';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { scopeOf } from './compile-data.ts';
import { interactiveExportsOfEsm } from './interactive-exports.ts';
import { isIsland, userComponent } from './user-component.ts';
import { visitTree } from './visit-tree.ts';

/** The name the compiled code calls to wrap a component (bound in the file's scope). */
const WRAP = '__docsgenUserComponent';

/** First step, before imports are resolved: keeps the file's ESM text in `file.data.esm`. */
export function remarkKeepEsm() {
  return (tree: Root, file: VFile) => {
    const parts: string[] = [];
    visitTree(tree, 'mdxjsEsm', (node) => {
      parts.push((node as { value: string }).value);
    });
    if (parts.length > 0) file.data.esm = parts.join('\n');
  };
}

/** Options of {@link remarkUserComponents}. */
export interface UserComponentsOptions {
  /** Docs root, absolute real path. */
  root: string;
}

/** After imports are resolved: wraps each capitalised exported binding. */
export function remarkUserComponents(options: UserComponentsOptions) {
  return async (tree: Root, file: VFile) => {
    const esm = file.data.esm;
    if (esm === undefined) return;
    const scope = scopeOf(file);
    const interactive = await interactiveExportsOfEsm(options.root, file.path, esm, (local) => isIsland(scope[local]));
    let wrapped = false;
    visitTree(tree, 'mdxjsEsm', (node) => {
      const program = (node.data as { estree?: Program } | undefined)?.estree;
      if (!program) return;
      const body: Program['body'] = [];
      for (const statement of program.body) {
        body.push(statement);
        for (const name of componentNames(statement)) {
          body.push(wrapStatement(name, file.path, interactive.has(name)));
          wrapped = true;
        }
      }
      program.body = body;
    });
    if (wrapped) scope[WRAP] = userComponent;
  };
}

/** Capitalised names an `export` statement declares (a `const` becomes a `let`, to be reassigned). */
function componentNames(statement: Program['body'][number]): string[] {
  if (statement.type !== 'ExportNamedDeclaration' || !statement.declaration) return [];
  const decl = statement.declaration;
  const names: string[] = [];
  if (decl.type === 'FunctionDeclaration' || decl.type === 'ClassDeclaration') names.push(decl.id.name);
  else if (decl.type === 'VariableDeclaration') {
    for (const d of decl.declarations) if (d.id.type === 'Identifier') names.push(d.id.name);
  }
  const components = names.filter((n) => /^[A-Z]/.test(n));
  if (components.length > 0 && decl.type === 'VariableDeclaration' && decl.kind === 'const') decl.kind = 'let';
  return components;
}

function wrapStatement(name: string, file: string, interactive: boolean): Statement {
  const statement: ExpressionStatement = {
    type: 'ExpressionStatement',
    expression: {
      type: 'AssignmentExpression',
      operator: '=',
      left: { type: 'Identifier', name },
      right: {
        type: 'CallExpression',
        callee: { type: 'Identifier', name: WRAP },
        arguments: [
          { type: 'Identifier', name },
          { type: 'Literal', value: file },
          { type: 'Literal', value: name },
          { type: 'Literal', value: interactive },
        ],
        optional: false,
      },
    },
  };
  return statement;
}
