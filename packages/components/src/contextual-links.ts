/**
 * The contextual menu's options (docs.json `contextual.options`, Mintlify's ai/contextual-menu):
 * what each shows and where each leads. Pure, so the build (first render, links that work without
 * scripts) and the theme's client script (absolute URLs from the reader's location, `$page`) give
 * the same links.
 */

import type { ContextualAction, ContextualHref, ContextualTargets } from '@docsgen/theme-api';

export type { ContextualAction, ContextualHref, ContextualTargets };

/** A built-in option: its label, the line under it and its action. */
export interface ContextualOptionInfo {
  label: string;
  description: string;
  action: ContextualAction;
  /** Its icon: a Lucide name, or `brands:<name>` for a Font Awesome brand. */
  icon: string;
}

const ASK = 'Ask questions about this page';
const MCP = (tool: string) => `Install the MCP server on ${tool}`;

/** Every built-in option docsgen renders, by identifier. */
export const CONTEXTUAL_OPTIONS: Readonly<Record<string, ContextualOptionInfo>> = {
  copy: { label: 'Copy page', description: 'Copy page as Markdown for LLMs', action: 'copy-page', icon: 'copy' },
  view: {
    label: 'View as Markdown',
    description: 'View this page as plain text',
    action: 'link',
    icon: 'brands:markdown',
  },
  chatgpt: { label: 'Open in ChatGPT', description: ASK, action: 'link', icon: 'brands:openai' },
  claude: { label: 'Open in Claude', description: ASK, action: 'link', icon: 'brands:claude' },
  perplexity: { label: 'Open in Perplexity', description: ASK, action: 'link', icon: 'search' },
  grok: { label: 'Open in Grok', description: ASK, action: 'link', icon: 'brands:x-twitter' },
  aistudio: { label: 'Open in Google AI Studio', description: ASK, action: 'link', icon: 'brands:google' },
  devin: { label: 'Open in Devin', description: ASK, action: 'link', icon: 'bot' },
  'devin-desktop': { label: 'Open in Devin Desktop', description: ASK, action: 'link', icon: 'bot' },
  windsurf: { label: 'Open in Windsurf', description: ASK, action: 'link', icon: 'bot' },
  mcp: {
    label: 'Copy MCP server URL',
    description: 'Copy the MCP server URL to the clipboard',
    action: 'copy-text',
    icon: 'plug',
  },
  'add-mcp': {
    label: 'Copy MCP install command',
    description: 'Copy the npx add-mcp command',
    action: 'copy-text',
    icon: 'terminal',
  },
  cursor: { label: 'Connect to Cursor', description: MCP('Cursor'), action: 'link', icon: 'mouse-pointer-2' },
  vscode: { label: 'Connect to VS Code', description: MCP('VS Code'), action: 'link', icon: 'code' },
  'devin-mcp': {
    label: 'Connect to Devin',
    description: 'Copy the MCP server URL to add in Devin',
    action: 'copy-text',
    icon: 'bot',
  },
  'download-spec': {
    label: 'Download API spec',
    description: 'Download the OpenAPI specification',
    action: 'link',
    icon: 'download',
  },
  'download-pdf': {
    label: 'Download PDF',
    description: 'Save this page as a PDF',
    action: 'print',
    icon: 'file-down',
  },
};

/** Option identifiers Mintlify accepts that docsgen cannot offer (no AI assistant in a static site). */
export const UNOFFERED_CONTEXTUAL_OPTIONS: ReadonlySet<string> = new Set(['assistant']);

const CHAT_URLS: Readonly<Record<string, string>> = {
  chatgpt: 'https://chatgpt.com/?hints=search&q=',
  claude: 'https://claude.ai/new?q=',
  perplexity: 'https://www.perplexity.ai/search/new?q=',
  grok: 'https://grok.com/?q=',
  aistudio: 'https://aistudio.google.com/prompts/new_chat?prompt=',
  devin: 'https://app.devin.ai/?prompt=',
  'devin-desktop': 'windsurf://cascade?prompt=',
  windsurf: 'windsurf://cascade?prompt=',
};

/** The prompt an AI tool is opened with. */
export function contextualPrompt(pageUrl: string): string {
  return `Read from ${pageUrl} so I can ask questions about it.`;
}

function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Where a built-in `link` option leads; undefined for other actions (and download-spec without a spec). */
export function contextualHref(id: string, t: ContextualTargets): string | undefined {
  const chat = CHAT_URLS[id];
  if (chat) return chat + encodeURIComponent(contextualPrompt(t.pageUrl));
  switch (id) {
    case 'view':
      return t.markdownUrl;
    case 'download-spec':
      return t.specUrl;
    case 'cursor':
      return `cursor://anysphere.cursor-deeplink/mcp/install?name=${encodeURIComponent(t.mcpName)}&config=${encodeURIComponent(base64(JSON.stringify({ url: t.mcpUrl })))}`;
    case 'vscode':
      return `https://vscode.dev/redirect/mcp/install?name=${encodeURIComponent(t.mcpName)}&config=${encodeURIComponent(JSON.stringify({ type: 'http', url: t.mcpUrl }))}`;
    default:
      return undefined;
  }
}

/** The text a `copy-text` option puts on the clipboard. */
export function contextualCopyText(id: string, t: ContextualTargets): string | undefined {
  if (id === 'mcp' || id === 'devin-mcp') return t.mcpUrl;
  if (id === 'add-mcp') return `npx add-mcp ${t.mcpUrl}`;
  return undefined;
}

/** Replaces `$page` (the page's Markdown, when given), `$path` and `$mcp` in a query value. */
function fill(value: string, t: ContextualTargets, markdown: string | undefined): string {
  return value.replace(/\$(page|path|mcp)\b/g, (_whole, name: string) =>
    name === 'path' ? t.path : name === 'mcp' ? t.mcpUrl : (markdown ?? t.pageUrl),
  );
}

/** A custom option's URL, its query values filled (`$page` is the page URL until the Markdown is given). */
export function customContextualHref(href: ContextualHref, t: ContextualTargets, markdown?: string): string {
  if (typeof href === 'string')
    return href.replace(/\$(page|path|mcp)\b/g, (v) => encodeURIComponent(fill(v, t, markdown)));
  const query = (href.query ?? []).map(
    ({ key, value }) => `${encodeURIComponent(key)}=${encodeURIComponent(fill(value, t, markdown))}`,
  );
  if (query.length === 0) return href.base;
  return `${href.base}${href.base.includes('?') ? '&' : '?'}${query.join('&')}`;
}

/** True when a custom option's query names `$page` (the client fetches the Markdown on click). */
export function needsPageMarkdown(href: ContextualHref): boolean {
  return typeof href === 'string' ? /\$page\b/.test(href) : (href.query ?? []).some((q) => /\$page\b/.test(q.value));
}
