// Mintlify's side of one page for the page conformance worker (pages-worker.ts): what its own
// frontmatter parser and page compiler (mintlify-oracle.mjs) make of the page. The recordings'
// key (oracle-record.ts) hashes this file with the oracle scripts: they alone decide Mintlify's side.
import type { PageResult, PageTask } from './page-result.ts';

const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** What Mintlify's own code makes of the page (unless its recording came with the task). */
export async function mintlifySide(t: PageTask, source: string): Promise<NonNullable<PageResult['mintlify']>> {
  // Loaded on first use: with every page recorded, the worker never loads Mintlify's compiler.
  // @ts-expect-error: plain JS module shared with scripts/conformance.mjs.
  const { mintlifyFrontmatter, mintlifyHeadingIds } = await import('./mintlify-oracle.mjs');
  const fm = mintlifyFrontmatter(source) as { attributes?: Record<string, unknown>; error?: string };
  const mintlify = (await mintlifyHeadingIds(t.root, t.file, t.variables)) as {
    ids?: string[];
    elementIds?: string[];
    error?: string;
  };
  return {
    ids: mintlify.ids,
    elementIds: mintlify.elementIds,
    compileError: mintlify.error,
    frontmatterError: fm.error,
    title: text(fm.attributes?.title),
    description: text(fm.attributes?.description),
  };
}
