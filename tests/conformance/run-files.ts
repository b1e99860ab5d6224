// Which files of a docs folder are pages and which are snippets, by docsgen (its root scan and
// collectPages) and by Mintlify's prebuild (`categorizeFilePaths`, which also reads `.mintignore`
// and which files other files import): the pages of each, and every Markdown file on which the two
// disagree. Test-only: @mintlify/prebuild is Elastic-licensed and never imported by shipped code.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { collectPages, isMarkdownFile, scanDocsRoot } from '@docsgen/navigation';
import { categorizeFilePaths } from '@mintlify/prebuild';

/** A folder's files as both tools classify them. */
export interface FileComparison {
  /** Markdown files Mintlify publishes as pages. */
  mintlifyPages: number;
  /** One line per file the two classify differently. */
  differences: string[];
}

/** Mintlify's `.mintignore` lines (as its prebuild's getMintIgnore reads them). */
async function mintIgnore(root: string): Promise<string[]> {
  const text = await readFile(path.join(root, '.mintignore'), 'utf8').catch(() => '');
  return text.split(/\r?\n/).map((l) => l.trim());
}

/** Compares the pages of the docs folder `root` (Markdown files only: `.md`, `.mdx`). */
export async function compareFiles(root: string): Promise<FileComparison> {
  const log = console.log;
  const error = console.error;
  console.log = console.error = () => {}; // prebuild reports unreadable specs; only the categories matter
  let mintlify: Awaited<ReturnType<typeof categorizeFilePaths>>;
  try {
    mintlify = await categorizeFilePaths(root, await mintIgnore(root), true);
  } finally {
    console.log = log;
    console.error = error;
  }
  const mintlifyPages = new Set(mintlify.contentFilenames.map((f) => f.replace(/^\/+/, '')));
  const mintlifySnippets = new Set([...mintlify.snippets, ...mintlify.snippetsV2].map((f) => f.replace(/^\/+/, '')));
  const scan = await scanDocsRoot(root);
  const table = collectPages(scan.files);
  const docsgenPages = new Set([...table.byUrl.values(), ...table.collided.values()]);
  const differences: string[] = [];
  for (const file of scan.files.filter(isMarkdownFile)) {
    const m = mintlifyPages.has(file) ? 'page' : mintlifySnippets.has(file) ? 'snippet' : 'neither';
    const d = docsgenPages.has(file) ? 'page' : 'not a page';
    if ((m === 'page') !== (d === 'page')) differences.push(`${file}: docsgen ${d}, Mintlify ${m}`);
  }
  for (const file of mintlifyPages) {
    if (isMarkdownFile(file) && !scan.files.includes(file))
      differences.push(`${file}: docsgen never scans it, Mintlify page`);
  }
  return { mintlifyPages: [...mintlifyPages].filter(isMarkdownFile).length, differences };
}
