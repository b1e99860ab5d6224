/**
 * True when a generated `.json` file is an OpenAPI/Swagger document copied from the docs root.
 * Specs are sources, not pages: the dev server never serves them (YAML ones are refused by name).
 */
export function looksLikeSpec(path: string, bytes: Uint8Array): boolean {
  if (!path.endsWith('.json')) return false;
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 4096)).toString('utf8');
  return /^\s*\{[\s\S]*?"(openapi|swagger)"\s*:/.test(head);
}
