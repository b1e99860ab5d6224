import path from 'node:path';
import { type Diagnostic, warning } from '@docsgen/diagnostics';
import type { PagefindFile } from './pagefind-file.ts';
import { type MaybeSearchPage, writePagefindIndex } from './pagefind-index.ts';
import type { SearchPage } from './search-page.ts';
import { type SearchShard, searchShards } from './search-shards.ts';

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
  /** Goes into every shard key (docsgen's version); default none. */
  salt?: string;
  /**
   * Asked before a shard is indexed: resolve true when the caller has already put that shard's
   * files of an earlier build with the same key in place (its files are then not written again);
   * default: every shard is indexed.
   */
  keep?: (shard: { dir: string; key: string }) => Promise<boolean>;
  /**
   * Shards whose indexing the caller started early ({@link prepareSearchShard},
   * {@link startSearchShards}), by folder: used when that shard has exactly those pages (by URL,
   * in order), else ignored; default none.
   */
  prepared?: ReadonlyMap<string, PreparedShard>;
}

/** A shard's index started before all its pages were known (see {@link prepareSearchShard}). */
export interface PreparedShard {
  /** The index once every page came in, with the URLs of the pages it holds, in order. */
  result: Promise<{ files: PagefindFile[]; urls: string[] } | { error: string }>;
}

/**
 * Starts indexing the pages of one shard before all of them are ready: a page given as a promise
 * is awaited in its turn, the ones before it are indexed meanwhile; one that resolves to undefined
 * (or with `exclude`) is left out. Resolve each page as it will be passed to
 * {@link buildSearchIndex}, which uses the result only when it holds exactly the shard's pages
 * (reject a promise to abandon the index).
 */
export function prepareSearchShard(
  pages: ReadonlyArray<MaybeSearchPage | Promise<MaybeSearchPage>>,
  defaultLanguage = 'en',
): PreparedShard {
  return { result: writePagefindIndex(pages, defaultLanguage) };
}

/** What {@link buildSearchIndex} produced. */
export interface BuildSearchIndexResult {
  /** Files written, POSIX paths relative to the site root, sorted (kept shards' files are not listed). */
  files: string[];
  /** Each shard's folder and key, first shard first. */
  shards: Array<{ dir: string; key: string }>;
  /** Problems (the indexer missing or failing is a warning: the site still works without search). */
  diagnostics: Diagnostic[];
}

/**
 * Builds the static search index with Pagefind: one index per language, chunked so a reader
 * downloads only the parts a query needs, with `language`/`version` filters and title, section,
 * method and path metadata. A large site's index is split into shards ({@link searchShards}) that
 * the search dialog merges, so a rebuild after an edit re-indexes only the shard of the edited
 * page. Files are written under `pagefind/`.
 */
export async function buildSearchIndex(input: BuildSearchIndexInput): Promise<BuildSearchIndexResult> {
  const write = input.write ?? writerInto(input.outDir);
  if (!write) throw new Error('buildSearchIndex needs `outDir` or `write`.');
  const shards = searchShards(input.pages, input.salt);
  const others = shards.slice(1).map((shard) => shard.dir.slice('pagefind/'.length));
  const files: string[] = [];
  const language = input.defaultLanguage ?? 'en';
  // Pagefind's service works one request at a time: the shards indexed here go one after another.
  let turn: Promise<unknown> = Promise.resolve();
  const index = (pages: SearchPage[]) => {
    const next = turn.then(() => writePagefindIndex(pages, language));
    turn = next;
    return next;
  };
  // Each shard's files are written as soon as its index is there: the shards started early all
  // end with the last pages, in any order, and holding each until its turn added up to about
  // 190 MB at 10,000 pages.
  const failures: Array<string | undefined> = [];
  const writing: Array<Promise<void>> = [];
  for (const [i, shard] of shards.entries()) {
    if (input.keep && (await input.keep({ dir: shard.dir, key: shard.key }))) continue;
    const prepared = input.prepared?.get(shard.dir);
    writing.push(
      (async () => {
        // An index started early is a shortcut only: one that failed or holds other pages is made again.
        const early = await prepared?.result;
        const result = early && 'urls' in early && sameUrls(early.urls, shard.pages) ? early : await index(shard.pages);
        if ('error' in result) {
          failures[i] = result.error;
          return;
        }
        for (const file of shardFiles(shard, result.files, i === 0 ? others : undefined)) {
          await write(file.path, file.content);
          files.push(file.path);
        }
      })(),
    );
  }
  await Promise.all(writing);
  const failure = failures.find((f) => f !== undefined);
  if (failure !== undefined) return failed(failure, shards);
  return { files: files.sort(), shards: shards.map(({ dir, key }) => ({ dir, key })), diagnostics: [] };
}

function sameUrls(urls: string[], pages: SearchPage[]): boolean {
  return urls.length === pages.length && pages.every((p, i) => p.url === urls[i]);
}

function failed(message: string, shards: SearchShard[]): BuildSearchIndexResult {
  return {
    files: [],
    shards: shards.map(({ dir, key }) => ({ dir, key })),
    diagnostics: [
      warning('search/index-failed', `The search index was not built: ${message}`, {
        hint: 'The site works without search. Check that the `pagefind` package and its platform binary (@pagefind/<platform>) are installed.',
      }),
    ],
  };
}

/**
 * A shard's files at their output paths. Pagefind's own UI bundles are not used (the theme ships
 * docsgen's dialog). Only the first shard keeps Pagefind's script, worker and wasm: the browser
 * loads those once and merges the other shards' indexes into that instance; the first shard's
 * `pagefind-entry.json` lists the others under `docsgen_shards` for the dialog to merge.
 */
function shardFiles(shard: SearchShard, files: PagefindFile[], others: string[] | undefined): PagefindFile[] {
  const out: PagefindFile[] = [];
  for (const file of files) {
    const name = file.path.split(path.sep).join('/');
    if (PAGEFIND_UI.test(`pagefind/${name}`)) continue;
    if (others === undefined && !SHARD_DATA.test(name)) continue;
    const content = others?.length && name === 'pagefind-entry.json' ? withShards(file.content, others) : file.content;
    out.push({ path: shard.dir + name, content });
  }
  return out;
}

// What a merged shard needs: its entry, meta, word index, fragments and filters.
const SHARD_DATA = /^(pagefind-entry\.json|pagefind\.[^/]+\.pf_meta|index\/|fragment\/|filter\/)/;

function withShards(entry: Uint8Array, shards: string[]): Uint8Array {
  const json = JSON.parse(new TextDecoder().decode(entry)) as Record<string, unknown>;
  return new TextEncoder().encode(JSON.stringify({ ...json, docsgen_shards: shards }));
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
