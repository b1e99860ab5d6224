import { encodeUrlPath } from '@docsgen/html';
import { createTextSearch, MAX_QUERY_LENGTH } from '@docsgen/search';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { findPage } from './find-page.ts';
import type { Docs } from './load-docs.ts';

/** docsgen's version, reported to MCP clients. */
const SERVER_VERSION = '0.1.0';

/**
 * The docs MCP server: `search_docs` (MiniSearch over each page's Markdown) and `read_page`
 * (the page's Markdown, the same text the site serves at `<url>.md`). Transport-agnostic.
 */
export function createDocsServer(docs: Docs): McpServer {
  const index = createTextSearch(
    docs.pages.map((page) => ({
      url: page.url,
      title: page.title,
      text: page.markdown,
      description: page.description,
      section: page.section,
      language: page.language,
      version: page.version,
      method: page.method,
      path: page.path,
      keywords: page.keywords,
      boost: page.boost,
    })),
  );
  const languages = [...new Set(docs.pages.map((p) => p.language).filter(Boolean))];
  const versions = [...new Set(docs.pages.map((p) => p.version).filter(Boolean))];
  const server = new McpServer(
    { name: 'docsgen', version: SERVER_VERSION },
    {
      instructions: `Search and read the ${docs.name} documentation (${docs.pages.length} pages). Call search_docs first, then read_page with a result's url.`,
    },
  );

  server.registerTool(
    'search_docs',
    {
      title: `Search ${docs.name}`,
      description: `Full-text search over the ${docs.name} documentation. Returns matching pages with their URL, section and a snippet; pass a URL to read_page for the full text.${
        languages.length > 1 ? ` Languages: ${languages.join(', ')}.` : ''
      }${versions.length ? ` Versions: ${versions.join(', ')}.` : ''}`,
      inputSchema: {
        query: z.string().min(1).describe(`Words to search for (at most ${MAX_QUERY_LENGTH} characters)`),
        language: z.string().optional().describe('Only pages in this language code'),
        version: z.string().optional().describe('Only pages of this version'),
        limit: z.number().int().min(1).max(50).optional().describe('Most results to return (default 8)'),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ query, language, version, limit }) => {
      // Checked here rather than in the schema, so the assistant reads a plain sentence.
      if (query.length > MAX_QUERY_LENGTH) {
        return {
          isError: true,
          content: [
            {
              type: 'text',
              text: `The query is ${query.length.toLocaleString('en-US')} characters long; search_docs takes at most ${MAX_QUERY_LENGTH.toLocaleString('en-US')}. Search for a few words instead.`,
            },
          ],
        };
      }
      const hits = index.search(query, { language, version, limit: limit ?? 8 });
      if (hits.length === 0) {
        return { content: [{ type: 'text', text: `No pages match “${query}”.` }] };
      }
      const text = hits
        .map((hit, i) => {
          const where = [hit.section, hit.method && hit.path ? `${hit.method} ${hit.path}` : undefined]
            .filter(Boolean)
            .join(' · ');
          return `${i + 1}. ${hit.title} — ${encodeUrlPath(hit.url)}${where ? ` (${where})` : ''}\n   ${hit.snippet}`;
        })
        .join('\n');
      return { content: [{ type: 'text', text }] };
    },
  );

  server.registerTool(
    'read_page',
    {
      title: `Read a ${docs.name} page`,
      description:
        'Returns one documentation page as Markdown. Accepts a page URL (`/guides/intro`), a path (`guides/intro.mdx`) or a full link to the site.',
      inputSchema: { url: z.string().min(1).describe('Page URL or path, as returned by search_docs') },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ url }) => {
      const found = findPage(docs.pages, url);
      if ('page' in found) return { content: [{ type: 'text', text: found.page.markdown }] };
      const hint = found.suggestions.length
        ? ` Did you mean ${found.suggestions.map((s) => `\`${s}\``).join(', ')}?`
        : '';
      return {
        isError: true,
        content: [{ type: 'text', text: `No page at \`${url}\`.${hint} Use search_docs to find pages.` }],
      };
    },
  );
  return server;
}
