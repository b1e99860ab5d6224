/**
 * @docsgen/search: the static search index, the search dialog client, and in-process text search.
 *
 * The caller (the build) leaves out pages that are `hidden`, `noindex` or `searchable: false`
 * before calling `buildSearchIndex`; pages passed with `exclude: true` are skipped as well.
 */
export {
  type BuildSearchIndexInput,
  type BuildSearchIndexResult,
  buildSearchIndex,
  type PreparedShard,
  prepareSearchShard,
} from './build-search-index.ts';
export type { InitSearchOptions, SearchDialog } from './client/search-dialog.ts';
export { SEARCH_INDEX_EVENT } from './client/search-index-event.ts';
export {
  buildMcpManifest,
  MCP_MANIFEST_PATH,
  type McpManifest,
  type McpManifestPage,
  parseMcpManifest,
} from './mcp-manifest.ts';
export { searchCssPath, searchDialogEntry } from './package-paths.ts';
export type { SearchPage } from './search-page.ts';
export {
  MAX_SHARDS,
  type SearchShard,
  SHARD_PAGES,
  SINGLE_INDEX_UNDER,
  searchShardDir,
  searchShardLayout,
  searchShards,
} from './search-shards.ts';
export { type StartedShards, type StartSearchShardsOptions, startSearchShards } from './start-search-shards.ts';
export {
  createTextSearch,
  MAX_QUERY_LENGTH,
  type TextSearch,
  type TextSearchDoc,
  type TextSearchHit,
  type TextSearchOptions,
} from './text-search.ts';
