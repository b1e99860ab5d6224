export type { ApiSettings } from './api-settings.ts';
export { apiSettings, withPlaygroundProxy } from './api-settings.ts';
export { type CodeSample, codeSamples, quoted, shellQuote } from './code-samples.ts';
export { endpointModel } from './endpoint-model.ts';
export type { EndpointModel } from './endpoint-model-types.ts';
export { baseEndpointSlug, cleanSlugSegment, endpointSlugs, operationKey } from './endpoint-slugs.ts';
export { endpointTitle } from './endpoint-title.ts';
export { type OpenApiFeatureAssets, openApiCssPath, openApiFeatureAssets, tryItClientEntry } from './feature-assets.ts';
export { closestOperations, findOperation, operationLabel } from './find-operation.ts';
export { findPageSpec, findSpec, normalizeSpecPath, specPathCandidates } from './find-spec.ts';
export { groupOperationsByTag, UNTAGGED_GROUP } from './group-operations-by-tag.ts';
export { type LoadOpenApiIndexOptions, loadOpenApiIndex } from './load-openapi-index.ts';
export {
  type CachedSpec,
  DEFAULT_LIMITS,
  type LoadSpecOptions,
  type LoadSpecResult,
  type SpecCache,
} from './load-spec.ts';
export { markdownToHtml } from './markdown-to-html.ts';
export { fullUrl, type NormalisedRequest, normaliseRequest } from './normalise-request.ts';
export { generatedTitle, OPERATION_KEYS } from './operations-of.ts';
export { FIXED_METHODS, parseEndpointRef } from './parse-endpoint-ref.ts';
export { parseManualApiRef } from './parse-manual-api-ref.ts';
export { isPublicAddress } from './public-address.ts';
export { keptSpecPath, type RemoteSpecOptions } from './remote-spec.ts';
export { type RenderEndpointPageOptions, renderEndpointPage } from './render-endpoint-page.tsx';
export { type RenderFrontmatterApiPageOptions, renderFrontmatterApiPage } from './render-frontmatter-api-page.tsx';
export { type SpecServer, specServers } from './spec-servers.ts';
export type { SpecProblem, SpecValidations } from './spec-validations.ts';
export type * from './types.ts';
