/**
 * @docsgen/mcp: the docs-search Model Context Protocol server behind `docsgen mcp`, with the tools
 * `search_docs` and `read_page`, answering from the same Markdown the site serves at `<url>.md`.
 * Kept in its own package so the SDK's dependencies load only for `docsgen mcp`.
 */
export {
  BoundedStdioTransport,
  type BoundedStdioTransportOptions,
  MAX_MESSAGE_BYTES,
} from './bounded-stdio-transport.ts';
export { createDocsServer } from './create-docs-server.ts';
export { findPage } from './find-page.ts';
export { type DocPage, type Docs, loadDocs } from './load-docs.ts';
export { folderSiteFiles, memorySiteFiles, type SiteFiles } from './site-files.ts';
export { type StartMcpServerOptions, startMcpServer } from './start-mcp-server.ts';
