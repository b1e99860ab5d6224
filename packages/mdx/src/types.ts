// The page types live in @docsgen/html (the ground floor, so `openapi` and the theme contract share
// them); re-exported here, where the compiler that makes them is.
export type { CompiledPage, Frontmatter, Heading, PageIsland, PageLink, UpdateFeedItem } from '@docsgen/html';
