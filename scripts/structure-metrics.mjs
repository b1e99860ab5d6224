// Counts what issue 46 bounds in the shipped sources (packages/*/src, themes/*/src; tests and
// dist left out): functions taking five or more positional parameters, `as unknown as` casts, and
// import cycles between a package's own files (relative imports, type-only ones too).
// `node scripts/structure-metrics.mjs [--list]` prints the counts (and with --list, each place).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = join(import.meta.dirname, '..');
const SOURCE = /\.(ts|tsx|mts)$/;

function* sources(dir) {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name === 'test' || name === 'fixtures') continue;
    const p = join(dir, name);
    if (statSync(p).isDirectory()) yield* sources(p);
    else if (SOURCE.test(name) && !name.endsWith('.d.ts')) yield p;
  }
}

const files = ['packages', 'themes'].flatMap((top) =>
  readdirSync(join(root, top)).flatMap((pkg) => [...sources(join(root, top, pkg, 'src'))]),
);
const longLists = [];
const imports = new Map();
const casts = [];
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const at = (node) => `${relative(root, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node) => {
    if (ts.isFunctionLike(node) && node.parameters && node.parameters.length >= 5 && !ts.isFunctionTypeNode(node)) {
      const name = node.name?.getText() ?? '(anonymous)';
      longLists.push(`${at(node)} ${name} (${node.parameters.length})`);
    }
    if (
      ts.isAsExpression(node) &&
      ts.isAsExpression(node.expression) &&
      node.expression.type.kind === ts.SyntaxKind.UnknownKeyword
    )
      casts.push(at(node));
    ts.forEachChild(node, visit);
  };
  visit(source);
  const local = [];
  for (const statement of source.statements)
    if ((ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier) {
      const spec = statement.moduleSpecifier.text;
      if (spec.startsWith('.')) local.push(resolve(dirname(file), spec));
    }
  imports.set(file, local);
}

// Cycles: a depth-first walk, each cycle reported once (by its smallest member first).
const cycles = new Set();
const walk = (file, path) => {
  const at = path.indexOf(file);
  if (at >= 0) {
    const cycle = path.slice(at).map((f) => relative(root, f));
    const start = cycle.indexOf([...cycle].sort()[0]);
    cycles.add([...cycle.slice(start), ...cycle.slice(0, start)].join(' -> '));
    return;
  }
  if (done.has(file)) return;
  for (const next of imports.get(file) ?? []) walk(next, [...path, file]);
  done.add(file);
};
const done = new Set();
for (const file of imports.keys()) walk(file, []);
const list = process.argv.includes('--list');
console.log(`functions with 5 or more positional parameters: ${longLists.length}`);
if (list) for (const l of longLists) console.log(`  ${l}`);
console.log(`\`as unknown as\` casts: ${casts.length}`);
if (list) for (const c of casts) console.log(`  ${c}`);
console.log(`import cycles: ${cycles.size}`);
for (const c of cycles) console.log(`  ${c}`);
