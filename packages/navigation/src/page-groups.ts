import { parseDocument } from 'yaml';

const FRONTMATTER = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---\s*(\r?\n|$)/;
const GROUPS_LINE = /^groups\s*:/m;

/**
 * The groups a page is restricted to by its `groups` frontmatter (Mintlify's group-based access
 * control, deploy/authentication-setup), from the head of its file: undefined when the page sets
 * none. A value that cannot be read as a list of names (or a frontmatter the head cuts off after
 * `groups:`) restricts the page to no group at all: a restricted page is never published by mistake.
 */
export function pageGroups(head: string): string[] | undefined {
  const block = FRONTMATTER.exec(head)?.[1];
  if (block === undefined) {
    // A frontmatter longer than the head read: restricted when it names groups, to be safe.
    return /^\uFEFF?---\r?\n/.test(head) && GROUPS_LINE.test(head) ? [] : undefined;
  }
  if (!GROUPS_LINE.test(block)) return undefined;
  try {
    // Data, never code: the core schema, no aliases expanded.
    const doc = parseDocument(block, { schema: 'core', uniqueKeys: false });
    const value: unknown =
      doc.errors.length > 0 ? undefined : (doc.toJS({ maxAliasCount: 0 }) as Record<string, unknown> | null)?.groups;
    if (value === undefined || value === null) return [];
    const list = Array.isArray(value) ? value : [value];
    return list
      .flatMap((g) => (typeof g === 'string' || typeof g === 'number' ? [String(g).trim()] : []))
      .filter(Boolean);
  } catch {
    return [];
  }
}

/** True when a page restricted to `groups` is published for readers of `allowed` (any one shared). */
export function groupsAllow(groups: readonly string[] | undefined, allowed: ReadonlySet<string>): boolean {
  return groups === undefined || groups.some((g) => allowed.has(g));
}
