import type { SidebarFragment } from '@docsgen/site';
import type { OutputSink } from './output-sink.ts';

/**
 * Writes the sidebar fragments the site model returns with each page context (and the 404 page's):
 * content-hashed files many pages name, so each path is written once per run. Resolves when the
 * given fragments are written, also those another page started.
 */
export type FragmentWriter = (fragments: readonly SidebarFragment[]) => Promise<void>;

/** A {@link FragmentWriter} into `sink`. */
export function createFragmentWriter(sink: OutputSink): FragmentWriter {
  const started = new Map<string, Promise<void>>();
  return async (fragments) => {
    if (fragments.length === 0) return;
    const writes = fragments.map((f) => {
      let write = started.get(f.path);
      if (!write) {
        write = sink.write(f.path, f.contents);
        started.set(f.path, write);
      }
      return write;
    });
    await Promise.all(writes);
  };
}
