// Every regular expression written in the shipped sources (packages/*/src, themes/*/src): regex
// literals and `new RegExp('literal')`/`RegExp('literal')` calls, found with the TypeScript parser.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** One regular expression of the sources. */
export interface RegexLiteral {
  /** `packages/x/src/file.ts:line`. */
  at: string;
  source: string;
  flags: string;
}

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'node_modules' && name !== 'dist') sourceFiles(path, out);
    } else if (/\.(?:ts|tsx|mts|js|mjs)$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

function literalsOf(file: string, root: string): RegexLiteral[] {
  const text = readFileSync(file, 'utf8');
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: RegexLiteral[] = [];
  const at = (node: ts.Node) =>
    `${relative(root, file)}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1}`;
  const visit = (node: ts.Node): void => {
    if (ts.isRegularExpressionLiteral(node)) {
      const t = node.text;
      const end = t.lastIndexOf('/');
      found.push({ at: at(node), source: t.slice(1, end), flags: t.slice(end + 1) });
    } else if (
      (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'RegExp' &&
      node.arguments?.[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      const flags = node.arguments[1];
      found.push({
        at: at(node),
        source: node.arguments[0].text,
        flags: flags && ts.isStringLiteralLike(flags) ? flags.text : '',
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** Every regex literal under `<root>/packages/*\/src` and `<root>/themes/*\/src`. */
export function regexLiterals(root: string): RegexLiteral[] {
  const out: RegexLiteral[] = [];
  for (const group of ['packages', 'themes']) {
    for (const pkg of readdirSync(join(root, group))) {
      const src = join(root, group, pkg, 'src');
      try {
        statSync(src);
      } catch {
        continue;
      }
      for (const file of sourceFiles(src)) out.push(...literalsOf(file, root));
    }
  }
  return out;
}
