import { type Diagnostic, didYouMean, warning } from '@docsgen/diagnostics';
import type { RedirectMatcher } from '@docsgen/navigation/redirect-matcher';
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
  /** docs.json `redirects`: a link to a redirect source is checked at its destination; default none. */
  redirects?: RedirectMatcher;
}

/** The ids a page can be linked into: its element ids when known, else its heading ids. */
export function pageAnchorIds(page: Pick<CompiledPage, 'headings' | 'anchors'>): Set<string> {
  return new Set([...page.headings.map((h) => h.id), ...(page.anchors ?? [])]);
}

/**
 * Whether a fragment lands on an id, as a browser finds the indicated element: first the id equal
 * to the URL's fragment as parsed (non-ASCII and spaces percent-encoded, so `#新しい-agent` reaches
 * `id="%E6%96%B0%E3%81%97%E3%81%84-agent"`, the id Mintlify gives a tab of that title), then the id
 * equal to the fragment percent-decoded (`#caf%C3%A9` reaches `id="café"`).
 */
function hasAnchor(ids: ReadonlySet<string>, hash: string): boolean {
  if (ids.has(hash)) return true;
  if (ids.has(new URL(`http://h/#${hash}`).hash.slice(1))) return true;
  try {
    return ids.has(decodeURIComponent(hash));
  } catch {
    return false;
  }
}

function routeFor(path: string, routes: ReadonlySet<string>): string | undefined {
  const clean = path.replace(/(?<!\/)\/+$/, '');
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
    if (route) {
      out.push(...checkAnchor({ route, hash: target.hash, ctx, at }));
      continue;
    }
    if (ctx.fileExists(path) || ctx.fileExists(folderIndexFile(path))) continue;
    const redirected = followRedirects(path, ctx);
    if (redirected) {
      out.push(...checkRedirected({ href: link.href, outcome: redirected, hash: target.hash, ctx, at }));
      continue;
    }
    const lastSegment = path.split('/').pop() ?? '';
    out.push(
      warning('mdx/broken-link', `Link \`${link.href}\` does not match any page or file.`, {
        ...at,
        hint:
          suggestRoute(`/${path.replace(/\.mdx?$/, '')}`, ctx) ||
          (lastSegment.includes('.')
            ? 'No file by that name exists in the docs root either.'
            : 'Page URLs are file paths without the extension.'),
      }),
    );
  }
  return out;
}

/**
 * The file a static host serves for a URL path naming a folder: its `index.html` (`` → `index.html`,
 * `a/b/` → `a/b/index.html`), as for the root's redirect home on a site without an index page.
 */
function folderIndexFile(path: string): string {
  const folder = path.replace(/\/+$/, '');
  return folder === '' ? 'index.html' : `${folder}/index.html`;
}

type At = Pick<Diagnostic, 'file' | 'line' | 'column' | 'length'>;

function suggestRoute(path: string, ctx: LinkCheckContext): string | undefined {
  return didYouMean(
    path,
    [...ctx.routeUrls].filter((r) => r.length > 1),
  );
}

/** A `#fragment` on the page at `route`, checked against that page's ids (when known). */
function checkAnchor({
  route,
  hash,
  ctx,
  at,
  via = '',
}: {
  route: string;
  hash: string | undefined;
  ctx: LinkCheckContext;
  at: At;
  via?: string;
}): Diagnostic[] {
  if (!hash) return [];
  const ids = ctx.headingIds(route);
  if (!ids || hasAnchor(ids, hash)) return [];
  return [
    warning('mdx/broken-anchor', `Anchor \`#${hash}\` does not match a heading on \`${route}\`${via}.`, {
      ...at,
      hint: didYouMean(hash, ids) || 'Heading ids are the heading text, lowercased, with dashes.',
    }),
  ];
}

/** Where the redirects of a link's path lead (the path as written, then without `.md`/`.mdx`). */
function followRedirects(path: string, ctx: LinkCheckContext) {
  if (!ctx.redirects) return undefined;
  const isPage = (p: string) => ctx.routeUrls.has(p) || ctx.fileExists(p.slice(1));
  const clean = path.replace(/(?<!\/)\/+$/, '');
  const plain = clean.replace(/\.mdx?$/i, '');
  return (
    ctx.redirects.follow(`/${clean}`, isPage) ??
    (plain !== clean ? ctx.redirects.follow(`/${plain}`, isPage) : undefined)
  );
}

/**
 * A link to a redirect source: fine when the redirects end at a page (and the anchor, the link's
 * own or the destination's, is on it), a file or another site; otherwise reported at the link.
 */
function checkRedirected({
  href,
  outcome,
  hash,
  ctx,
  at,
}: {
  href: string;
  outcome: NonNullable<ReturnType<typeof followRedirects>>;
  hash: string | undefined;
  ctx: LinkCheckContext;
  at: At;
}): Diagnostic[] {
  const chain = outcome.via.map((u) => `\`${u}\``).join(' → ');
  if (outcome.kind === 'external') return [];
  if (outcome.kind === 'loop') {
    return [
      warning('mdx/broken-link', `Link \`${href}\` follows redirects that never end: ${chain}.`, {
        ...at,
        hint: 'Fix the `redirects` in docs.json so that the chain ends at a page.',
      }),
    ];
  }
  const route = routeFor(outcome.path.slice(1), ctx.routeUrls);
  // A destination's own `#anchor` replaces the link's; without one the browser keeps the link's.
  if (route) return checkAnchor({ route, hash: outcome.hash ?? hash, ctx, at, via: ` (where \`${href}\` redirects)` });
  if (ctx.fileExists(outcome.path.slice(1))) return [];
  return [
    warning(
      'mdx/broken-link',
      `Link \`${href}\` redirects to \`${outcome.path}\`, which does not match any page or file.`,
      {
        ...at,
        hint: suggestRoute(outcome.path, ctx) || `Fix the redirect in docs.json (${chain}) or the link.`,
      },
    ),
  ];
}
