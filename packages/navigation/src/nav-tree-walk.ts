import type { EntryResolver, EntryResolverContext } from './resolve-nav-entries.ts';

/** What the steps of one buildNavTree walk share (build-nav-tree.ts makes it). */
export interface NavTreeWalk {
  /** Resolves page and endpoint entries, and generates endpoint groups. */
  resolver: EntryResolver;
  /** The position of a JSON path, for a node. */
  at: EntryResolverContext['at'];
  /** Records one appearance of a route. */
  record: EntryResolverContext['record'];
}
