import path from 'node:path';
import { BoundedStdioTransport } from './bounded-stdio-transport.ts';
import { createDocsServer } from './create-docs-server.ts';
import { loadDocs } from './load-docs.ts';
import { folderSiteFiles, memorySiteFiles } from './site-files.ts';

/** Options of {@link startMcpServer}. */
export interface StartMcpServerOptions {
  /** Docs root; the built site is read from `<root>/dist` unless `dist` or `files` is given. Default `.`. */
  root?: string;
  /** A built site folder (holding the `.md` copies and `mcp-manifest.json`); default `<root>/dist`. */
  dist?: string;
  /** The files of an in-memory build (the build's MemorySink), used instead of a folder; default none. */
  files?: ReadonlyMap<string, string | Uint8Array>;
  /** Transport; only `stdio` (stdout carries the protocol, so nothing else is printed there). Default `stdio`. */
  transport?: 'stdio';
  /** Where status lines go; default stderr. */
  log?: (line: string) => void;
}

/**
 * Serves the docs over MCP on stdio until the client disconnects. Resolves once connected.
 * Status goes to stderr only: stdout is the protocol channel.
 */
export async function startMcpServer(options: StartMcpServerOptions): Promise<void> {
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const files = options.files
    ? memorySiteFiles(options.files)
    : folderSiteFiles(options.dist ?? path.join(options.root ?? '.', 'dist'));
  const docs = await loadDocs(files);
  const server = createDocsServer(docs);
  await server.connect(new BoundedStdioTransport({ log }));
  log(`docsgen mcp: serving ${docs.pages.length} pages of “${docs.name}” on stdio.`);
}
