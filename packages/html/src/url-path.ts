/**
 * The one encoder for a site path in a URL the build prints: the sidebar's links, the sitemap,
 * llms.txt and llms-full.txt, skill indexes, feeds and what `docsgen mcp` lists. It percent-encodes
 * the characters a URL path cannot hold as they are (space, `#`, `?`, `%`, quotes, angle brackets,
 * backslash, controls); `/` and letters of any script stay readable, as browsers accept them.
 * `c#sharp` → `c%23sharp`, `100%` → `100%25`, `my page` → `my%20page`.
 */
export function encodeUrlPath(path: string): string {
  return path.replace(/[\s#?%"'<>\\^`{|}\u0000-\u001f\u007f]/g, (c) => encodeURIComponent(c));
}
