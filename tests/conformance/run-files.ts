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

/** True when `file` (docs-root-relative, with or without a leading slash) lies in one of `folders`. */
export function inFolders(file: string, folders: readonly string[]): boolean {
  const f = file.replace(/^\/+/, '');
  return folders.some((dir) => f.startsWith(`${dir}/`));
}

/**
 * Compares the pages of the docs folder `root` (Markdown files only: `.md`, `.mdx`). Files under
 * `ignored` (docsgen's own output folders: docsgenOutputFolders, scripts/docs-pages.mjs) are left
 * out of Mintlify's side as docsgen's scan leaves them out: a built `dist` is no docs content.
 */
export async function compareFiles(root: string, ignored: readonly string[] = []): Promise<FileComparison> {
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
  const kept = (files: string[]) => files.map((f) => f.replace(/^\/+/, '')).filter((f) => !inFolders(f, ignored));
  const mintlifyPages = new Set(kept(mintlify.contentFilenames));
  const mintlifySnippets = new Set(kept([...mintlify.snippets, ...mintlify.snippetsV2]));
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
