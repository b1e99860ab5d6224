// The agent-facing text files' builders (llms.txt, llms-full.txt, the instructions block, a page's
// Markdown copy), alone: the build's thread writes those without loading the Markdown serialiser.
export { agentInstructionsBlock } from './agent-instructions.ts';
export { buildLlmsFullTxt, type LlmsFullPage } from './build-llms-full-txt.ts';
export { buildLlmsTxt, type LlmsTxtInput, type LlmsTxtPage } from './build-llms-txt.ts';
export { renderPageMarkdown } from './render-page-markdown.ts';
