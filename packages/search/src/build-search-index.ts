import path from 'node:path';
import { type Diagnostic, warning } from '@docsgen/diagnostics';
import { writePagefindIndex } from './pagefind-index.ts';
import type { SearchPage } from './search-page.ts';

const PAGEFIND_UI = /^pagefind\/pagefind-(ui|modular-ui|component-ui|highlight)\./;

/** Input of {@link buildSearchIndex}. */
export interface BuildSearchIndexInput {
  /** Pages to index; pages with `exclude` are skipped. */
  pages: SearchPage[];
  /** Site output folder; the index goes to `<outDir>/pagefind/`. Give this or `write`. */
  outDir?: string;
  /** Writes one output file (path relative to the site root, e.g. `pagefind/pagefind.js`). */
  write?: (path: string, contents: Uint8Array) => Promise<void>;
  /** Language used for pages without one; default `en`. */
  defaultLanguage?: string;
}

/** What {@link buildSearchIndex} produced. */
export interface BuildSearchIndexResult {
  /** Files written, POSIX paths relative to the site root, sorted. */
  files: string[];
  /** Problems (the indexer missing or failing is a warning: the site still works without search). */
  diagnostics: Diagnostic[];
}

/**
 * Builds the static search index with Pagefind: one index per language, chunked so a reader
 * downloads only the parts a query needs, with `language`/`version` filters and title, section,
 * method and path metadata. Files are written under `pagefind/`.
 */
export async function buildSearchIndex(input: BuildSearchIndexInput): Promise<BuildSearchIndexResult> {
  const pages = input.pages.filter((page) => !page.exclude);
  const write = input.write ?? writerInto(input.outDir);
  if (!write) throw new Error('buildSearchIndex needs `outDir` or `write`.');
  const result = await writePagefindIndex(pages, input.defaultLanguage ?? 'en');
  if ('error' in result) {
    return {
      files: [],
      diagnostics: [
        warning('search/index-failed', `The search index was not built: ${result.error}`, {
          hint: 'The site works without search. Check that the `pagefind` package and its platform binary (@pagefind/<platform>) are installed.',
        }),
      ],
    };
  }
  const files: string[] = [];
  for (const file of result.files) {
    const name = `pagefind/${file.path.split(path.sep).join('/')}`;
    // Pagefind's own UI bundles are not used: the theme ships docsgen's dialog instead.
    if (PAGEFIND_UI.test(name)) continue;
    await write(name, file.content);
    files.push(name);
  }
  return { files: files.sort(), diagnostics: [] };
}

function writerInto(outDir: string | undefined) {
  if (!outDir) return undefined;
  return async (file: string, contents: Uint8Array) => {
    const { mkdir, writeFile } = await import('node:fs/promises');
    const target = path.join(outDir, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, contents);
  };
}
