// The engine's entry point: building a site once (buildSite) or again and again (the dev builder),
// the sinks a build writes to, and the types the CLI, the dev server and themes name.
export { buildSite } from './build-site.ts';
export { checkOutputDir } from './check-output-dir.ts';
export { type ChangeContext, type ChangeKind, classifyChange } from './classify-change.ts';
export { createIncrementalBuilder } from './create-incremental-builder.ts';
export { type DevOutput, DevSink, isStaticReference } from './dev-sink.ts';
export { MemorySink } from './memory-sink.ts';
export { isOutputLockText, OUTPUT_LOCK_SUFFIX } from './output-lock.ts';
export { OUTPUT_MARKER } from './output-marker.ts';
export { scanRootFiles } from './scan-root-files.ts';
export type * from './theme-api.ts';
export type * from './types.ts';
