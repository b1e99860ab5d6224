import { type Diagnostic, error, warning } from '@docsgen/diagnostics';
import { checkRoute } from './check-route.ts';
import { fileToUrl, isMarkdownFile, isSnippetFile } from './page-url.ts';

/**
 * Names that are never pages, at any depth: the repository files Mintlify leaves out (its default
 * ignores and `getFileCategory`'s excluded names: `.md` only, any case; a `README.mdx` is a page
 * there and here), plus the AGENTS.md/CLAUDE.md assistant instructions (docsgen's choice: Mintlify
 * publishes them).
 */
const NOT_PAGES = /^((readme|license|changelog|contributing|contribute)\.md|(AGENTS|CLAUDE)\.mdx?)$/i;

/** Page files of a docs root by URL. */
export interface PageTable {
  /** URL → page file (docs-root-relative), one file per URL. */
  byUrl: Map<string, string>;
  /** README/LICENSE/CHANGELOG/CONTRIBUTING files by URL: not pages unless the navigation lists them. */
  listedOnly: Map<string, string>;
  /** URL → file of each file that lost a collision (already an error), so a nav entry naming it is not also "missing". */
  collided: Map<string, string>;
  /** Two files mapping to one URL (also when they differ only in case), each an error. */
  diagnostics: Diagnostic[];
}

/**
 * Picks the page files among the scanned files (`.md`/`.mdx`, not snippets (`snippets/`, `_snippets/`), not
 * README/LICENSE/CHANGELOG/CONTRIBUTING, which become pages only when the navigation lists them)
 * and maps each to its URL. When two files claim one URL,
 * or URLs differ only in case (they collide on macOS and Windows file systems), the first in
 * code-point order keeps the URL and the clash is an error naming both.
 */
export function collectPages(files: readonly string[]): PageTable {
  const byUrl = new Map<string, string>();
  const byFolded = new Map<string, string>();
  const listedOnly = new Map<string, string>();
  const collided = new Map<string, string>();
  const diagnostics: Diagnostic[] = [];
  for (const file of files) {
    if (!isMarkdownFile(file) || isSnippetFile(file)) continue;
    // The root skill.md is the site's agent skill (published as it is), never a page, as on Mintlify.
    if (file.toLowerCase() === 'skill.md') continue;
    const url = fileToUrl(file);
    // Real repositories do list e.g. `publish/README` in their navigation; only then is it a page.
    if (NOT_PAGES.test(file.split('/').at(-1)!)) {
      if (!listedOnly.has(url)) listedOnly.set(url, file);
      continue;
    }
    // The one route check (check-route.ts): a file named like a generated file (`llms.txt.mdx`)
    // or a URL scheme (`javascript:x.mdx`) would publish a route that is not a page's.
    const route = checkRoute(url);
    if (!route.ok && (route.reason === 'generated' || route.reason === 'scheme')) {
      diagnostics.push(
        warning(
          'nav/route-refused',
          `Page \`${file}\` would be published at ${url}, which ${route.message}; it is left out.`,
          {
            file,
            hint: 'Rename the file.',
          },
        ),
      );
      continue;
    }
    const folded = url.toLowerCase();
    const taken = byUrl.get(url) ?? (byFolded.has(folded) ? byUrl.get(byFolded.get(folded)!) : undefined);
    if (taken !== undefined) {
      const caseOnly = !byUrl.has(url);
      diagnostics.push(
        error(
          'nav/url-collision',
          `Two sources map to ${caseOnly ? `${byFolded.get(folded)} and ${url} (differing only in case)` : url}: \`${taken}\` and \`${file}\`.`,
          {
            file,
            related: [{ message: 'this file keeps the URL', file: taken }],
            hint: caseOnly
              ? 'URLs that differ only in case clash on case-insensitive file systems; rename one of the files.'
              : 'Rename or remove one of the files (a.md and a.mdx, or a.mdx and a/index.mdx, share a URL).',
          },
        ),
      );
      if (!collided.has(url)) collided.set(url, file);
      continue;
    }
    byUrl.set(url, file);
    byFolded.set(folded, url);
  }
  return { byUrl, listedOnly, collided, diagnostics };
}
