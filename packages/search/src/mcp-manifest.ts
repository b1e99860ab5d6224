/** Where the build writes the manifest, relative to the site root. */
export const MCP_MANIFEST_PATH = 'mcp-manifest.json';

/** One page in the MCP manifest. */
export interface McpManifestPage {
  /** Route URL without base (`/guides/intro`). */
  url: string;
  /** Site-relative path of the page's `.md` copy (`guides/intro.md`). */
  markdownPath: string;
  /** Page title. */
  title: string;
  /** Description; default none. */
  description?: string;
  /** Section trail (tab › group); default none. */
  section?: string;
  /** Language code; default none. */
  language?: string;
  /** Version label; default none. */
  version?: string;
  /** Endpoint method; default none. */
  method?: string;
  /** Endpoint path; default none. */
  path?: string;
  /** Frontmatter keywords; default none. */
  keywords?: string[];
  /** Frontmatter boost; default 1. */
  boost?: number;
}

/** `mcp-manifest.json`: what `docsgen mcp` needs to serve a built site without rebuilding it. */
export interface McpManifest {
  /** Format version, 1. */
  version: 1;
  /** Site name. */
  name: string;
  /** Site description; default none. */
  description?: string;
  /** Searchable pages (hidden, noindex and `searchable: false` pages left out by the build). */
  pages: McpManifestPage[];
}

/** Serialises the manifest (stable key order, one page per line for readable diffs). */
export function buildMcpManifest(input: Omit<McpManifest, 'version'>): string {
  const head = JSON.stringify({ version: 1, name: input.name, description: input.description });
  const pages = input.pages.map((page) => `    ${JSON.stringify(page)}`).join(',\n');
  return `${head.slice(0, -1)},\n  "pages": [\n${pages}\n  ]\n}\n`;
}

/** Reads a manifest back; returns undefined when the text is not one (wrong shape or version). */
export function parseMcpManifest(text: string): McpManifest | undefined {
  try {
    const value = JSON.parse(text) as McpManifest;
    if (value?.version !== 1 || !Array.isArray(value.pages)) return undefined;
    return value;
  } catch {
    return undefined;
  }
}
