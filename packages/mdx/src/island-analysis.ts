// Which exported components of a module are interactive (need their code in the browser), by a
// static analysis of the module's top level: a declaration is interactive when its code calls a
// hook (`useX(…)`, `React.useX(…)`), passes an event handler or a ref (`onX` / `ref` props), or
// is a class with a superclass; or when it refers to a top-level name or an import that is.
// References are over-approximated (shadowing is ignored), so the answer errs on "interactive".
import { parse } from 'acorn';
import type { Node, Program } from 'estree';
import { importedName } from './imported-name.ts';

/** Tells whether an import binding (`import { imported } from source`) is interactive. */
export type ImportedInteractive = (source: string, imported: string, local: string) => boolean;

interface TopLevel {
  /** The declaration's code (initialiser, function or class); absent for imports. */
  node?: Node;
  /** For an import binding. */
  from?: { source: string; imported: string; local: string };
}

/** Exported names of `code` (plain JavaScript, an ES module) whose value is interactive. */
export function interactiveExports(code: string, importedInteractive: ImportedInteractive): Set<string> {
  const program = parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Program;
  const top = new Map<string, TopLevel>();
  const exported = new Map<string, string>();
  for (const statement of program.body) collectTopLevel(statement, top, exported);
  const verdicts = new Map<string, boolean>();
  const isInteractive = (name: string): boolean => {
    const known = verdicts.get(name);
    if (known !== undefined) return known;
    verdicts.set(name, false); // a cycle adds nothing
    const entry = top.get(name);
    let result = false;
    if (entry?.from) result = importedInteractive(entry.from.source, entry.from.imported, entry.from.local);
    else if (entry?.node) {
      const scan = scanCode(entry.node, top);
      result = scan.direct || [...scan.refs].some(isInteractive);
    }
    verdicts.set(name, result);
    return result;
  };
  const out = new Set<string>();
  for (const [name, local] of exported) if (isInteractive(local)) out.add(name);
  return out;
}

function collectTopLevel(
  statement: Program['body'][number],
  top: Map<string, TopLevel>,
  exported: Map<string, string>,
) {
  if (statement.type === 'ImportDeclaration') {
    for (const s of statement.specifiers) {
      const imported = importedName(s);
      top.set(s.local.name, { from: { source: String(statement.source.value), imported, local: s.local.name } });
    }
    return;
  }
  if (statement.type === 'ExportDefaultDeclaration') {
    const d = statement.declaration as Node;
    if ((d.type === 'FunctionDeclaration' || d.type === 'ClassDeclaration') && d.id) {
      top.set(d.id.name, { node: d });
      exported.set('default', d.id.name);
    } else if (d.type === 'Identifier') exported.set('default', d.name);
    else {
      top.set('*default*', { node: d });
      exported.set('default', '*default*');
    }
    return;
  }
  if (statement.type === 'ExportNamedDeclaration') {
    if (statement.declaration) {
      for (const name of declare(statement.declaration, top)) exported.set(name, name);
    } else if (statement.source) {
      // `export { X } from './y'`: the export is the import.
      for (const s of statement.specifiers) {
        const local = s.local.type === 'Identifier' ? s.local.name : String(s.local.value);
        const name = s.exported.type === 'Identifier' ? s.exported.name : String(s.exported.value);
        top.set(`*re*${name}`, { from: { source: String(statement.source.value), imported: local, local } });
        exported.set(name, `*re*${name}`);
      }
    } else {
      for (const s of statement.specifiers) {
        const local = s.local.type === 'Identifier' ? s.local.name : String(s.local.value);
        exported.set(s.exported.type === 'Identifier' ? s.exported.name : String(s.exported.value), local);
      }
    }
    return;
  }
  declare(statement as Node, top);
}

function declare(node: Node, top: Map<string, TopLevel>): string[] {
  if ((node.type === 'FunctionDeclaration' || node.type === 'ClassDeclaration') && node.id) {
    top.set(node.id.name, { node });
    return [node.id.name];
  }
  if (node.type !== 'VariableDeclaration') return [];
  const names: string[] = [];
  for (const d of node.declarations) {
    const bound: string[] = [];
    patternNames(d.id, bound);
    // A destructured name may hold any part of the initialiser: each gets all of it.
    for (const name of bound) top.set(name, { node: d.init ?? d.id });
    names.push(...bound);
  }
  return names;
}

function patternNames(p: Node, out: string[]): void {
  if (p.type === 'Identifier') out.push(p.name);
  else if (p.type === 'ObjectPattern')
    for (const prop of p.properties) patternNames(prop.type === 'RestElement' ? prop.argument : prop.value, out);
  else if (p.type === 'ArrayPattern') {
    for (const el of p.elements) if (el) patternNames(el, out);
  } else if (p.type === 'AssignmentPattern') patternNames(p.left, out);
  else if (p.type === 'RestElement') patternNames(p.argument, out);
}

const HOOK = /^use[A-Z0-9]/;
const HANDLER = /^on[A-Z]/;

/** Whether `node` is directly interactive, and the top-level names it refers to. */
function scanCode(node: Node, top: Map<string, TopLevel>): { direct: boolean; refs: Set<string> } {
  const refs = new Set<string>();
  let direct = false;
  const visit = (n: unknown): void => {
    if (!n || typeof n !== 'object') return;
    if (Array.isArray(n)) {
      for (const c of n) visit(c);
      return;
    }
    const node = n as Node & Record<string, unknown>;
    if (typeof node.type !== 'string') return;
    switch (node.type) {
      case 'Identifier':
        if (top.has(node.name)) refs.add(node.name);
        break;
      case 'CallExpression': {
        const callee = node.callee;
        const name =
          callee.type === 'Identifier'
            ? callee.name
            : callee.type === 'MemberExpression' && callee.property.type === 'Identifier'
              ? callee.property.name
              : '';
        if (HOOK.test(name) || name === 'use') direct = true;
        break;
      }
      case 'Property': {
        const key = node.key.type === 'Identifier' ? node.key.name : node.key.type === 'Literal' ? node.key.value : '';
        if (typeof key === 'string' && (HANDLER.test(key) || key === 'ref')) direct = true;
        break;
      }
      case 'ClassDeclaration':
      case 'ClassExpression':
        if (node.superClass) direct = true;
        break;
    }
    for (const key of Object.keys(node)) {
      if (key === 'type' || key === 'loc' || key === 'range' || key === 'start' || key === 'end') continue;
      visit(node[key]);
    }
  };
  visit(node);
  return { direct, refs };
}
