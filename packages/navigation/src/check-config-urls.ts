import { safeUrl } from '@docsgen/components';
import { joinJsonPath, locationOf, type SourceMap } from '@docsgen/config';
import { type Diagnostic, error } from '@docsgen/diagnostics';

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

/**
 * Reports every URL in the configuration that the one allow-list refuses (`javascript:`,
 * `data:`, `//host` …). Walks iteratively; footer social links count as URLs too.
 */
export function checkConfigUrls(config: unknown, map?: SourceMap): Diagnostic[] {
  const out: Diagnostic[] = [];
  const stack: Array<[unknown, string, string | undefined]> = [[config, '', undefined]];
  while (stack.length) {
    const [value, jsonPath, key] = stack.pop()!;
    if (typeof value === 'string') {
      const isUrl = (key !== undefined && URL_KEYS.has(key)) || jsonPath.startsWith('footer.socials');
      if (isUrl && value.trim() !== '' && safeUrl(value) === undefined) {
        out.push(
          error(
            'config/unsafe-url',
            `\`${jsonPath}\` is an unsafe URL (${JSON.stringify(value.slice(0, 60))}); only http(s), mailto, tel and relative links are allowed.`,
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
