/**
 * The last-modified date a page shows, or undefined: frontmatter `timestamp` (true/false) wins over
 * docs.json `metadata.timestamp`; the date is frontmatter `lastUpdatedDate` (a date or ISO time),
 * else the page file's last commit. `dates` is called only for a page that shows one.
 */
export function pageLastModified(
  global: boolean,
  frontmatter: Record<string, unknown>,
  file: string | undefined,
  dates: () => Map<string, string> | undefined,
): string | undefined {
  const show = typeof frontmatter.timestamp === 'boolean' ? frontmatter.timestamp : global;
  if (!show) return undefined;
  const pinned = frontmatter.lastUpdatedDate;
  const own = pinned instanceof Date ? pinned.toISOString() : pinned;
  if (typeof own === 'string' && /^\d{4}-\d{2}-\d{2}/.test(own)) return own.slice(0, 10);
  return file === undefined ? undefined : dates()?.get(file);
}
