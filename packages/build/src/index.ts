export type { ContextualItem, ContextualMenu } from '@docsgen/site';
export {
  type ContextFactory,
  createContextFactory,
  createPageContext,
  linkHref,
  normalizeBase,
  type PageContextOptions,
  type PlannedRedirect,
  planRedirects,
  routeHref,
  routeMarkdownPath,
  routeOutputPath,
  siteConfig,
} from '@docsgen/site';
export { contentHash, hashedName } from '@docsgen/site/content-hash';
export { INTERFACE_LANGUAGES, interfaceText } from '@docsgen/theme-api';
export { buildSite } from './build-site.ts';
export { checkOutputDir, isInside } from './check-output-dir.ts';
export { type ChangeContext, type ChangeKind, classifyChange } from './classify-change.ts';
export { createIncrementalBuilder } from './create-incremental-builder.ts';
export { MemorySink } from './memory-sink.ts';
export { isOutputLockText, OUTPUT_LOCK_SUFFIX } from './output-lock.ts';
export { OUTPUT_MARKER } from './output-marker.ts';
export { scanRootFiles } from './scan-root-files.ts';
export type * from './theme-api.ts';
export type * from './types.ts';
