import { searchShardDir } from '@docsgen/search';
import type { PipelineSession } from './pipeline-session.ts';
import type { OutputSink } from './types.ts';

/** Refreshes a dev sink's search index from a session's records (see {@link createSearchRefresh}). */
export interface SearchRefresh {
  /** Writes the index of `session`'s records into the sink, unless `current()` turned false meanwhile. */
  refresh(session: PipelineSession, current: () => boolean): Promise<void>;
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
      if (!current()) return;
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
      try {
        await writing;
      } finally {
        searching.delete(writing);
      }
      if (!current()) return;
      for (const path of [...sink.keys()])
        if (path.startsWith('pagefind/') && !kept.has(searchShardDir(path))) sink.delete(path);
      for (const [path, contents] of files) await sink.write(path, contents);
      shardKeys = keys;
    },
    settle: async () => {
      await Promise.allSettled([...searching]);
    },
  };
}
