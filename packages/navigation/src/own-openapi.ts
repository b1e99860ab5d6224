import { normalizeOpenApiValue } from '@docsgen/config';
import type { Scope } from './nav-tree-walk.ts';
import type { OpenApiSourceRef } from './types.ts';

/** A docs.json `openapi` value as the spec references the navigation nodes carry. */
export function openApiRefs(value: Parameters<typeof normalizeOpenApiValue>[0]): OpenApiSourceRef[] {
  return normalizeOpenApiValue(value).map((e) => ({
    source: e.source,
    ...(e.directory !== undefined ? { directory: e.directory } : {}),
  }));
}

/**
 * The specs in scope of an element with `openapi` value `value` (its own, else the enclosing
 * element's: nearest ancestor wins), and its own (none when it has no `openapi`).
 */
export function ownOpenApi(value: unknown, scope: Scope): { list: OpenApiSourceRef[]; own: OpenApiSourceRef[] } {
  if (value === undefined) return { list: scope.openapi, own: [] };
  const own = openApiRefs(value as Parameters<typeof normalizeOpenApiValue>[0]);
  return { list: own, own };
}
