import type { Diagnostic } from '@docsgen/diagnostics';
import type { CompiledPage } from '@docsgen/mdx';
import { checkPageLinks as checkLinks, pageAnchorIds } from '@docsgen/mdx/check-page-links';
import type { RedirectMatcher } from '@docsgen/navigation/redirect-matcher';

/** What checking one page's links needs of it, kept from its compile until every page is known. */
export interface PageLinks {
  file: string;
  url: string;
  links: CompiledPage['links'];
  headings: CompiledPage['headings'];
  anchors?: CompiledPage['anchors'];
}

/** The site a link check runs against. */
export interface LinkTargets {
  base: string;
  /** Every route URL. */
  routeUrls: ReadonlySet<string>;
  /** Docs-root-relative files of the root (what a link to a file may name). */
  files: ReadonlySet<string>;
  /** docs.json `redirects` (`redirectMatcher`): links to their sources are checked at their destinations. */
  redirects?: RedirectMatcher;
  /** Files the build writes itself (llms.txt, `.md` copies, feeds…: site-files.ts); default none. */
  generated?: (rootRelativePath: string) => boolean;
}

/** One page's link diagnostics, against the anchors of the pages in `anchorsOf`. */
export function checkPageLinks(
  p: PageLinks,
  targets: LinkTargets,
  anchorsOf: { get(url: string): Set<string> | undefined },
): Diagnostic[] {
  return checkLinks(p, {
    file: p.file,
    url: p.url,
    base: targets.base,
    routeUrls: targets.routeUrls,
    headingIds: (u) => anchorsOf.get(u),
    fileExists: (f) => {
      const path = f.replace(/^\/+/, '');
      return targets.files.has(path) || targets.generated?.(path) === true;
    },
    redirects: targets.redirects,
  });
}

/** Every page's link diagnostics by URL (pages with none left out), checked once all headings are known. */
export function checkSiteLinks(pages: Iterable<PageLinks>, targets: LinkTargets): Map<string, Diagnostic[]> {
  const list = [...pages];
  const anchors = new Map(list.map((p) => [p.url, pageAnchorIds(p)]));
  const found = new Map<string, Diagnostic[]>();
  for (const p of list) {
    const d = checkPageLinks(p, targets, anchors);
    if (d.length > 0) found.set(p.url, d);
  }
  return found;
}
