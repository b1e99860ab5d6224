/**
 * The DOM event (dispatched on `window`) telling an open page that the search index it may have
 * loaded is outdated. `docsgen dev` makes the index after the pages and swaps it in without
 * reloading them, so a page that searched before the swap would search the old index until it is
 * reloaded; on this event the search dialog drops the index it loaded, and its next query (or the
 * one it shows) loads the new one. A built site never sends it.
 */
export const SEARCH_INDEX_EVENT = 'docsgen:search-index';
