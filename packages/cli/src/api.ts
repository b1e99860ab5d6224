// The programmatic API of the bundled CLI (packages/cli/dist/api.mjs), for scripts such as the
// benchmark that drive a build or a dev server without spawning the command line.
export { buildSite, createIncrementalBuilder } from '@docsgen/build';
export { startDevServer } from '@docsgen/dev-server';
export { themeFor } from './theme-for.ts';
