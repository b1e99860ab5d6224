export { anchorIds } from './anchor-ids.ts';
export { authoringChecks } from './authoring-checks.ts';
export { checkPageLinks, type LinkCheckContext, pageAnchorIds } from './check-page-links.ts';
export { type CompilePageOptions, compilePage } from './compile-page.ts';
export { type CodeMeta, parseCodeMeta } from './parse-code-meta.ts';
export { parseFrontmatter } from './parse-frontmatter.ts';
export { activeParser, type ParserName } from './parse-mdx.ts';
export type * from './types.ts';
