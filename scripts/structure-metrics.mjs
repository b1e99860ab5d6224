// Counts what issue 46 bounds in the shipped sources (packages/*/src, themes/*/src; tests and
// dist left out): functions taking five or more positional parameters, `as unknown as` casts, and
// import cycles between a package's own files (relative imports, type-only ones too).
// `node scripts/structure-metrics.mjs [--list] [ROOT]` prints the counts (and with --list, each
// place) and exits 1 when one is over its limit (LIMITS); tests/structure-metrics.test.ts runs it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

/** The most each measure may reach (issue 46): past it, the tests fail. */
export const LIMITS = { longLists: 15, casts: 8, cycles: 0 };

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

/**
 * The places each measure counts under `root` (a checkout: the src folders of its packages and themes):
 * `longLists` as `file:line name (count)`, `casts` as `file:line`, `cycles` as `a -> b -> …`.
 */
export function structureMetrics(root) {
  const files = ['packages', 'themes'].flatMap((top) =>
    existsSync(join(root, top))
      ? readdirSync(join(root, top)).flatMap((pkg) => [...sources(join(root, top, pkg, 'src'))])
      : [],
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
  return { longLists, casts, cycles: [...cycles] };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const list = process.argv.includes('--list');
  const rootArg = process.argv.slice(2).find((a) => !a.startsWith('--'));
  const m = structureMetrics(resolve(rootArg ?? join(dirname(fileURLToPath(import.meta.url)), '..')));
  console.log(`functions with 5 or more positional parameters: ${m.longLists.length} (at most ${LIMITS.longLists})`);
  if (list) for (const l of m.longLists) console.log(`  ${l}`);
  console.log(`\`as unknown as\` casts: ${m.casts.length} (at most ${LIMITS.casts})`);
  if (list) for (const c of m.casts) console.log(`  ${c}`);
  console.log(`import cycles: ${m.cycles.length} (at most ${LIMITS.cycles})`);
  for (const c of m.cycles) console.log(`  ${c}`);
  if (m.longLists.length > LIMITS.longLists || m.casts.length > LIMITS.casts || m.cycles.length > LIMITS.cycles)
    process.exit(1);
}
