/**
 * Mintlify's own packages (`@mintlify/components`…): their components are built-ins here, as on
 * Mintlify, whose prebuild drops such imports and renders the names as its built-ins.
 */
export function isMintlifyPackage(specifier: string): boolean {
  return /^@mintlify\/[^/]+/.test(specifier);
}
