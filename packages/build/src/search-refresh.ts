import { type Diagnostic, error } from '@docsgen/diagnostics';
import { searchShardDir } from '@docsgen/search';
import type { PipelineSession } from './pipeline-session.ts';
import type { OutputSink } from './types.ts';

/** Refreshes a dev sink's search index from a session's records (see {@link createSearchRefresh}). */
export interface SearchRefresh {
  /**
   * Writes the index of `session`'s records into the sink, unless `current()` turned false
   * meanwhile. When it cannot be made (Pagefind failed, its helper process down for good), the last
   * index stays in the sink as it was and the problem is returned (`search/refresh-failed`).
   */
  refresh(session: PipelineSession, current: () => boolean): Promise<Diagnostic[]>;
  /** Resolves once every index being written has ended. */
  settle(): Promise<void>;
}

/**
 * The search index of a dev sink, refreshed after a change: only the shards whose pages changed
 * (the edited page's one) are indexed again, the others' files stay where they are, and the
 * replaced shards' files (content-hashed names) leave the sink so memory stays flat.
 */
export function createSearchRefresh(sink: OutputSink): SearchRefresh {
  // Search indexes being written (by Pagefind's service process): `settle` lets them end, or the
  // service panics on a broken pipe when the process exits.
  const searching = new Set<Promise<unknown>>();
  // The key of each search shard now in the sink.
  let shardKeys = new Map<string, string>();
  return {
    async refresh(session, current) {
      // A moment later: dropped if another change came first.
      await new Promise((r) => setTimeout(r, 0));
      if (!current()) return [];
      const files: Array<[string, Uint8Array]> = [];
      const keys = new Map<string, string>();
      const kept = new Set<string>();
      const writing = session.writeSearch(
        async (path, contents) => {
          files.push([path, contents]);
        },
        async ({ dir, key }) => {
          keys.set(dir, key);
          if (shardKeys.get(dir) !== key) return false;
          kept.add(dir);
          return true;
        },
      );
      searching.add(writing);
      let problems: Diagnostic[];
      try {
        problems = await writing;
      } finally {
        searching.delete(writing);
      }
      if (!current()) return [];
      // Nothing is taken out or put in: search keeps answering from the last index (before, its
      // shards were dropped and every query failed for the rest of the session).
      if (problems.length > 0) return problems.map(refreshFailed);
      for (const path of [...sink.keys()])
        if (path.startsWith('pagefind/') && !kept.has(searchShardDir(path))) sink.delete(path);
      for (const [path, contents] of files) await sink.write(path, contents);
      shardKeys = keys;
      return [];
    },
    settle: async () => {
      await Promise.allSettled([...searching]);
    },
  };
}

/**
 * A search index the dev server could not refresh, as an error for its overlay: search still
 * answers, from an index without the latest change.
 */
function refreshFailed(problem: Diagnostic): Diagnostic {
  const cause = problem.message.replace(/^The search index was not built: /, '');
  const down = /helper process stopped/.test(cause);
  return error(
    'search/refresh-failed',
    `The search index was not refreshed after this change: ${cause} Search still answers from the last index.`,
    {
      hint: down
        ? 'Pagefind runs as a separate process; it may have been stopped for lack of memory. Free some memory, then save a file to try again (or restart `docsgen dev`).'
        : (problem.hint ?? 'Save a file to try again.'),
    },
  );
}
