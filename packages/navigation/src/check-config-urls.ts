import { joinJsonPath, locationOf, type SourceMap } from '@docsgen/config';
import { type Diagnostic, error } from '@docsgen/diagnostics';
import { safeUrl } from '@docsgen/html';

/** Keys whose string values are URLs that end up in `href`/`src` attributes. */
const URL_KEYS = new Set([
  'href',
  'url',
  'destination',
  'source',
  'logo',
  'favicon',
  'image',
  'light',
  'dark',
  'server',
  'root',
]);

/** Inline-Markdown strings (banners, the 404 description): their `[text](url)` links are URLs too. */
const MARKDOWN_PATH = /(^|\.)banner\.content$|^errors\["404"\]\.description$/;
// One level of parentheses inside the URL (`javascript:alert(1)`), as Markdown allows; the two
// alternatives never start alike, so the scan stays linear.
const MARKDOWN_LINK = /\[[^[\]]*\]\(((?:[^()\s]|\([^()\s]*\))*)\)/g;

/**
 * Reports every URL in the configuration that the one URL policy (safeUrl) refuses (`javascript:`,
 * `data:`, `//host` …). Walks iteratively; footer social links and the links inside banners and
 * the 404 description count as URLs too (the renderer would drop them; the author should know).
 */
export function checkConfigUrls(config: unknown, map?: SourceMap): Diagnostic[] {
  const out: Diagnostic[] = [];
  const stack: Array<[unknown, string, string | undefined]> = [[config, '', undefined]];
  while (stack.length) {
    const [value, jsonPath, key] = stack.pop()!;
    if (typeof value === 'string') {
      const isUrl = (key !== undefined && URL_KEYS.has(key)) || jsonPath.startsWith('footer.socials');
      const urls = isUrl
        ? [value]
        : MARKDOWN_PATH.test(jsonPath)
          ? [...value.matchAll(MARKDOWN_LINK)].map((m) => m[1]!)
          : [];
      for (const url of urls) {
        if (url.trim() === '' || safeUrl(url) !== undefined) continue;
        out.push(
          error(
            'config/unsafe-url',
            `\`${jsonPath}\` ${isUrl ? 'is' : 'links to'} an unsafe URL (${JSON.stringify(url.slice(0, 60))}); \`javascript:\`, \`vbscript:\`, \`data:\` (but raster images) and \`//host\` URLs are never written.`,
            {
              ...locationOf(map, jsonPath),
              hint: 'Use an https:// address or a path inside the site.',
            },
          ),
        );
      }
    } else if (Array.isArray(value)) {
      value.forEach((v, i) => {
        stack.push([v, joinJsonPath(jsonPath, i), key]);
      });
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        stack.push([v, joinJsonPath(jsonPath, k), k]);
      }
    }
  }
  return out;
}
