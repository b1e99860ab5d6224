// Patterns recheck reports polynomial (or the pumped inputs show slow) that are left as they are,
// each with why no user input reaches them in a form that could matter. Anything else fails
// regex-audit.test.ts.

const RENDERED =
  'runs on HTML docsgen rendered, where every user string is escaped: no run of unclosed `<a ` tags can occur';

export const KNOWN_POLYNOMIAL = new Map<string, string>([
  [
    '(<a\\s[^>]*>(?:<img class="dg-card__img"[^>]*>)?<div class="dg-card__inner">)(?!<span[^>]*class="dg-card__icon)',
    RENDERED,
  ],
  ['<[a-zA-Z][^\\s>/]*\\s[^>]*?(?<=\\s)id="([^"]+)"', RENDERED],
  ['<([a-zA-Z][^\\s>/]*)(\\s[^>]*?(?<=\\s))id="([^"]+)"', RENDERED],
  ['<pre\\b[^>]*>[\\s\\S]*?<\\/pre>', RENDERED],
  [
    '\\/\\*[\\s\\S]*?\\*\\/',
    "strips comments from a page's ESM block, which is code run at build time, trusted like a build script (SECURITY.md)",
  ],
  [
    '\\/\\/[^\\r\\n]*(\\r\\n|\\n|\\r)',
    "strips comments from a page's ESM block, which is code run at build time, trusted like a build script (SECURITY.md)",
  ],
  [
    '^(\\d+):(\\d+)(?:-\\d+:\\d+)?:\\s*([\\s\\S]*?)(?:\\s*\\(([\\w-]+):([\\w-]+)\\))?\\s*$',
    "reads the MDX parser's own error message (positions and a fixed sentence), not page text",
  ],
  [
    '\\/\\* ([\\w-]+) \\*\\/\\s*(@font-face\\s*\\{[^}]*\\})',
    "reads the stylesheets of the theme's pinned font packages (@fontsource-variable), files of a dependency, never a site's input",
  ],
  [
    '\\/+$',
    "only left in the playground's browser script (try-it.ts), on the base URL a reader types into their own browser; no build or server input",
  ],
]);
