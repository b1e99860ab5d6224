import { type Diagnostic, didYouMean, warning } from '@docsgen/diagnostics';
import { resolveUrl } from './rewrite-url.ts';
import type { CompiledPage } from './types.ts';

/** What {@link checkPageLinks} needs to know about the site. */
export interface LinkCheckContext {
  /** Docs-root-relative file of the page. */
  file: string;
  /** URL of the page (for same-page anchors), e.g. `/guides/setup`. */
  url: string;
  /** Base path of the site (`/` default). */
  base: string;
  /** Every page URL of the site (without base, leading slash, no trailing slash except `/`). */
  routeUrls: ReadonlySet<string>;
  /** Anchor ids (headings and other element ids, see `CompiledPage.anchors`) of the page at `url`, or undefined when unknown. */
  headingIds: (url: string) => ReadonlySet<string> | undefined;
  /** True when a docs-root-relative file exists (images, downloads). */
  fileExists: (rootRelativePath: string) => boolean;
}

/** The ids a page can be linked into: its element ids when known, else its heading ids. */
export function pageAnchorIds(page: Pick<CompiledPage, 'headings' | 'anchors'>): Set<string> {
  return new Set([...page.headings.map((h) => h.id), ...(page.anchors ?? [])]);
}

/** `#caf%C3%A9` and `#café` name the same id (browsers decode the fragment before matching). */
function hasAnchor(ids: ReadonlySet<string>, hash: string): boolean {
  if (ids.has(hash)) return true;
  try {
    return ids.has(decodeURIComponent(hash));
  } catch {
    return false;
  }
}

function routeFor(path: string, routes: ReadonlySet<string>): string | undefined {
  const clean = path.replace(/\/+$/, '');
  const candidates = [
    `/${clean}`,
    `/${clean.replace(/\.mdx?$/i, '')}`,
    `/${clean.replace(/\.mdx?$/i, '').replace(/(^|\/)index$/, '')}`.replace(/\/$/, '') || '/',
  ];
  if (clean === '') candidates.unshift('/');
  return candidates.find((c) => routes.has(c));
}

/**
 * Checks the page's links against the route table (anchors against the target's heading ids)
 * and its images against the files of the docs root. Problems are warnings at the link.
 */
export function checkPageLinks(
  page: Pick<CompiledPage, 'links' | 'headings' | 'anchors'>,
  ctx: LinkCheckContext,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const link of page.links) {
    const target = resolveUrl(link.href, ctx.file, ctx.base);
    const at = { file: ctx.file, line: link.line, column: link.column, length: link.href.length };
    if (target.kind === 'external') continue;
    if (target.kind === 'hash') {
      if (link.kind === 'link' && target.hash) {
        const ids = pageAnchorIds(page);
        const own = ctx.headingIds(ctx.url);
        if (!hasAnchor(ids, target.hash) && !(own && hasAnchor(own, target.hash))) {
          out.push(
            warning('mdx/broken-anchor', `Anchor \`#${target.hash}\` does not match a heading on this page.`, {
              ...at,
              hint: didYouMean(target.hash, ids) || 'Heading ids are the heading text, lowercased, with dashes.',
            }),
          );
        }
      }
      continue;
    }
    const path = target.path ?? '';
    if (link.kind === 'image') {
      if (!ctx.fileExists(path)) {
        out.push(
          warning('mdx/missing-image', `Image \`${link.href}\` not found (looked for \`${path}\` in the docs root).`, {
            ...at,
            hint: 'Check the path; relative paths start from the page’s folder.',
          }),
        );
      }
      continue;
    }
    const route = routeFor(path, ctx.routeUrls);
    if (!route) {
      if (ctx.fileExists(path)) continue;
      const lastSegment = path.split('/').pop() ?? '';
      out.push(
        warning('mdx/broken-link', `Link \`${link.href}\` does not match any page or file.`, {
          ...at,
          hint:
            didYouMean(
              `/${path.replace(/\.mdx?$/, '')}`,
              [...ctx.routeUrls].filter((r) => r.length > 1),
            ) ||
            (lastSegment.includes('.')
              ? 'No file by that name exists in the docs root either.'
              : 'Page URLs are file paths without the extension.'),
        }),
      );
      continue;
    }
    if (target.hash) {
      const ids = ctx.headingIds(route);
      if (ids && !hasAnchor(ids, target.hash)) {
        out.push(
          warning('mdx/broken-anchor', `Anchor \`#${target.hash}\` does not match a heading on \`${route}\`.`, {
            ...at,
            hint: didYouMean(target.hash, ids) || 'Heading ids are the heading text, lowercased, with dashes.',
          }),
        );
      }
    }
  }
  return out;
}
