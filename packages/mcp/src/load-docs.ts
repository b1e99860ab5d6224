import { MCP_MANIFEST_PATH, type McpManifestPage, parseMcpManifest } from '@docsgen/search';
import type { SiteFiles } from './site-files.ts';

/** A page the MCP server can search and read. */
export interface DocPage extends McpManifestPage {
  /** The page's Markdown, as served at `<url>.md`. */
  markdown: string;
}

/** The documentation the server answers from. */
export interface Docs {
  /** Site name. */
  name: string;
  /** Site description; default none. */
  description?: string;
  /** Pages in navigation order. */
  pages: DocPage[];
}

// Generated files that end in .md but are not pages.
const NOT_PAGES = new Set(['llms.txt', 'llms-full.txt']);

/**
 * Loads the pages of a built site: from `mcp-manifest.json` when the build wrote one, otherwise
 * from every `.md` copy in the site (title from its `# ` line, description from its `> ` line).
 */
export async function loadDocs(files: SiteFiles): Promise<Docs> {
  const manifestText = await files.read(MCP_MANIFEST_PATH);
  const manifest = manifestText === undefined ? undefined : parseMcpManifest(manifestText);
  if (manifest) {
    const pages: DocPage[] = [];
    for (const page of manifest.pages) {
      const markdown = await files.read(page.markdownPath);
      if (markdown !== undefined) pages.push({ ...page, markdown });
    }
    return { name: manifest.name, description: manifest.description, pages };
  }
  const pages: DocPage[] = [];
  for (const file of await files.list()) {
    if (!file.endsWith('.md') || NOT_PAGES.has(file) || file.split('/').some((part) => part.startsWith('.'))) continue;
    const markdown = (await files.read(file)) ?? '';
    const title = /^# (.+)$/m.exec(markdown)?.[1]?.trim() ?? file.replace(/\.md$/, '');
    const description = /^> (.+)$/m.exec(markdown)?.[1]?.trim();
    const url = file === 'index.md' ? '/' : `/${file.replace(/\.md$/, '')}`;
    pages.push({ url, markdownPath: file, title, description, markdown });
  }
  const llms = await files.read('llms.txt');
  const name = llms ? /^# (.+)$/m.exec(llms)?.[1]?.trim() : undefined;
  return { name: name ?? 'Documentation', pages };
}
