/**
 * Parses a hand-written API page's frontmatter `api: "METHOD /path"` or `api: "METHOD https://host/path"`
 * (api-playground/mdx/configuration): the method upper-cased and the path or URL as written. Returns
 * undefined for anything else. The page itself and its context (badge, search record) both read it here.
 */
export function parseManualApiRef(value: string): { method: string; path: string } | undefined {
  const match = /^\s*([A-Za-z]+)\s+(\S+)\s*$/.exec(value);
  return match ? { method: match[1]!.toUpperCase(), path: match[2]! } : undefined;
}
