export { baseEndpointSlug, cleanSlugSegment, endpointSlugs, operationKey } from './endpoint-slugs.ts';
export { closestOperations, findOperation, operationLabel } from './find-operation.ts';
export { findSpec, normalizeSpecPath } from './find-spec.ts';
export { groupOperationsByTag, UNTAGGED_GROUP } from './group-operations-by-tag.ts';
export { type LoadOpenApiIndexOptions, loadOpenApiIndex } from './load-openapi-index.ts';
export { type CachedSpec, DEFAULT_LIMITS, type LoadSpecResult, type SpecCache } from './load-spec.ts';
export { generatedTitle, OPERATION_KEYS } from './operations-of.ts';
export { FIXED_METHODS, parseEndpointRef } from './parse-endpoint-ref.ts';
export type * from './types.ts';
