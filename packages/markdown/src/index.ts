/**
 * @docsgen/markdown: MDX trees lowered to clean Markdown, and the AI-ready site files built from it.
 *
 * - `mdastToMarkdown` is called by @docsgen/mdx inside `compilePage` (CompiledPage.markdown).
 * - `renderPageMarkdown` gives the `<url>.md` copy (title, description, body).
 * - `buildLlmsTxt` / `buildLlmsFullTxt` are called by the build's extras step. A custom
 *   `llms.txt` in the docs root wins: the build copies it instead of calling `buildLlmsTxt`.
 */
export * from './agent-files.ts';
export {
  type LoweredMarkdownTree,
  lowerMarkdownTree,
  type MdastToMarkdownOptions,
  mdastToMarkdown,
  printLoweredMarkdown,
} from './mdast-to-markdown.ts';
export { oneLine } from './render-page-markdown.ts';
export { substituteVariables } from './variables.ts';
