import type { ImportDeclaration } from 'estree';

/** What an import binds a name to: the whole module (`*`), its default export, or a named export. */
export type ImportedName = string | '*' | 'default';

/** What an import specifier binds its local name to. */
export function importedName(s: ImportDeclaration['specifiers'][number]): ImportedName {
  if (s.type === 'ImportNamespaceSpecifier') return '*';
  if (s.type === 'ImportDefaultSpecifier') return 'default';
  return s.imported.type === 'Identifier' ? s.imported.name : String(s.imported.value);
}
