// From its module: the config package's index loads its schema (zod), which a patch build never needs.

import type { DocsConfig } from '@docsgen/config';
import { locationOf, type SourceMap } from '@docsgen/config/source-location';
import { type Diagnostic, didYouMean, error, warning } from '@docsgen/diagnostics';
import { escapeHtml, hasLineBreak, isExternalUrl, lineUrl, safeUrl } from '@docsgen/html';
import { type RedirectMatcher, redirectMatcher } from '@docsgen/navigation/redirect-matcher';
import { routeHref, routeOutputPath } from './site-href.ts';

/** A redirect ready to write. */
export interface PlannedRedirect {
  /** Source path without base (`/old`). */
  source: string;
  /** Destination href with base applied (or external URL). */
  destination: string;
  /** HTTP status for `_redirects`: 308 permanent (default) or 307. */
  status: 308 | 307;
  /** Wildcard or placeholder source: `_redirects` only, no HTML page. */
  pattern: boolean;
  /** Where the redirect is declared (file, line, JSON path of its `source`), for later diagnostics; default none. */
  at?: Partial<Diagnostic>;
}

/** Inputs of {@link planRedirects}. */
export interface PlanRedirectsInput {
  /** docs.json's `redirects` (entries as written: each field checked here). */
  config: { redirects?: Array<Partial<NonNullable<DocsConfig['redirects']>[number]>> };
  /** Every route URL. */
  routes: Set<string>;
  /** Published static files (docs-root-relative), valid destinations too. */
  assets: Set<string>;
  /** Base path. */
  base: string;
  /** URLs of pages withheld for their `groups` frontmatter: a redirect to one is left out; default none. */
  withheld?: ReadonlySet<string>;
  /** Positions of docs.json values (and `$ref` files), to point diagnostics at the line; default none. */
  sourceMap?: SourceMap;
}

const PLACEHOLDER = /:[A-Za-z_][A-Za-z0-9_]*\*?|\*/;

function normalizePath(p: string): string {
  const withSlash = p.startsWith('/') ? p : `/${p}`;
  return withSlash.length > 1 ? withSlash.replace(/(?<!\/)\/+$/, '') : withSlash;
}

/**
 * Validates docs.json `redirects`: sources are site paths without `#`/`?`, used once, not a real
 * page; destinations are external http(s) URLs or paths of this site (checked against the routes,
 * parsed with `new URL` against a fixed origin so `/\evil.com` cannot leave the site).
 */
export function planRedirects(input: PlanRedirectsInput): { redirects: PlannedRedirect[]; diagnostics: Diagnostic[] } {
  const ctx: PlanContext = {
    input,
    diagnostics: [],
    seen: new Map(),
    chains: redirectMatcher(
      (input.config.redirects ?? [])
        .filter(
          (r): r is { source: string; destination: string } =>
            typeof r?.source === 'string' && typeof r.destination === 'string',
        )
        .map((r) => ({ ...r, source: withoutBase(r.source, input), destination: withoutBase(r.destination, input) })),
    ),
  };
  const redirects: PlannedRedirect[] = [];
  (input.config.redirects ?? []).forEach((r, i) => {
    // Redirects may live in a `$ref` file; the source map knows which file and line.
    const located = (jsonPath: string) => ({ file: 'docs.json', ...locationOf(input.sourceMap, jsonPath) });
    if (typeof r?.source !== 'string' || typeof r.destination !== 'string') {
      ctx.diagnostics.push(
        error(
          'build/redirect-invalid',
          'A redirect needs a `source` and a `destination` string.',
          located(`redirects[${i}]`),
        ),
      );
      return;
    }
    // A line break would end the `_redirects` rule early and start another one (a forced `200!`
    // rewrite of a real page, say): refused, whatever follows it.
    const broken = (['source', 'destination'] as const).find((k) => hasLineBreak(r[k]!));
    if (broken) {
      ctx.diagnostics.push(
        error(
          'build/redirect-invalid',
          `Redirect ${broken} ${JSON.stringify(r[broken])} holds a line break or a control character.`,
          {
            ...located(`redirects[${i}].${broken}`),
            hint: 'Write the path or URL on one line; percent-encode characters it really needs (`%0A`).',
          },
        ),
      );
      return;
    }
    const checked = checkSource(ctx, r as Entry, i, located);
    const planned = checked && planDestination(ctx, r as Entry, { i, located, ...checked });
    if (planned) redirects.push(planned);
  });
  return { redirects, diagnostics: ctx.diagnostics };
}

/** What the redirects of one docs.json share while planned. */
interface PlanContext {
  input: PlanRedirectsInput;
  diagnostics: Diagnostic[];
  /** Sources seen so far (normalised → as written). */
  seen: Map<string, string>;
  /** The redirects, to follow a destination that is another redirect's source. */
  chains: RedirectMatcher;
}

type Entry = { source: string; destination: string; permanent?: boolean };
type Located = (jsonPath: string) => Partial<Diagnostic>;

const ORIGIN = 'https://docsgen.invalid';

// The source of entry `i` normalised, with whether it is a pattern; undefined when it is refused or ignored (reported).
function checkSource(
  ctx: PlanContext,
  r: Entry,
  i: number,
  located: Located,
): { source: string; pattern: boolean } | undefined {
  if (isExternalUrl(r.source)) {
    ctx.diagnostics.push(
      error('build/redirect-source', `Redirect source \`${r.source}\` must be a path of this site, not a URL.`, {
        ...located(`redirects[${i}].source`),
        hint: 'Write the path only, e.g. `/old-page`.',
      }),
    );
    return undefined;
  }
  if (/[#?]/.test(r.source)) {
    // A server never sees the fragment (and static hosts match paths only), so the redirect
    // can never fire: a defect of the repo, but no reason to fail the build.
    ctx.diagnostics.push(
      warning(
        'build/redirect-source',
        `Redirect source \`${r.source}\` has a \`#\` or \`?\` part, which never reaches the server; the redirect is ignored.`,
        {
          ...located(`redirects[${i}].source`),
          hint: `Redirect the path only (\`${r.source.replace(/[#?][\s\S]*$/, '') || '/'}\`), or remove this redirect.`,
        },
      ),
    );
    return undefined;
  }
  const source = withoutBase(normalizePath(r.source), ctx.input);
  // Mintlify's validator refuses a source written twice (exact strings): an error, as there. Two
  // spellings of one path (`/a`, `/a/`) pass it and reach one file here: the first is kept.
  const first = ctx.seen.get(source);
  if (first !== undefined) {
    const same = first === r.source;
    ctx.diagnostics.push(
      (same ? error : warning)(
        'build/redirect-duplicate',
        same
          ? `Redirect source \`${r.source}\` is used more than once.`
          : `Redirect source \`${r.source}\` is the same path as \`${first}\` above; this one is ignored.`,
        {
          ...located(`redirects[${i}].source`),
          hint: 'Keep one redirect per source.',
        },
      ),
    );
    return undefined;
  }
  ctx.seen.set(source, r.source);
  const pattern = PLACEHOLDER.test(source);
  if (!pattern && ctx.input.routes.has(source)) {
    ctx.diagnostics.push(
      warning(
        'build/redirect-shadowed',
        `Redirect source \`${source}\` is also a page; the page is kept and the redirect ignored.`,
        {
          ...located(`redirects[${i}].source`),
          hint: 'Remove the redirect or the page.',
        },
      ),
    );
    return undefined;
  }
  return { source, pattern };
}

// The planned redirect of entry `i`, or undefined when its destination is refused (reported).
function planDestination(
  ctx: PlanContext,
  r: Entry,
  { i, located, source, pattern }: { i: number; located: Located; source: string; pattern: boolean },
): PlannedRedirect | undefined {
  const dest = r.destination.trim();
  const status = r.permanent === false ? 307 : 308;
  if (isExternalUrl(dest)) {
    if (safeUrl(dest) === undefined || !/^https?:/i.test(dest)) {
      ctx.diagnostics.push(
        error('build/redirect-destination', `Redirect destination \`${dest}\` is not an http(s) URL.`, {
          ...located(`redirects[${i}].destination`),
        }),
      );
      return undefined;
    }
    return { source, destination: dest, status, pattern, at: located(`redirects[${i}].source`) };
  }
  let parsed: URL | undefined;
  try {
    parsed = new URL(dest, `${ORIGIN}/`);
  } catch {
    parsed = undefined;
  }
  if (!parsed || parsed.origin !== ORIGIN || safeUrl(dest) === undefined || /^[/\\]{2}|\\/.test(dest)) {
    ctx.diagnostics.push(
      error(
        'build/redirect-destination',
        `Redirect destination \`${dest}\` is neither a path of this site nor an http(s) URL.`,
        {
          ...located(`redirects[${i}].destination`),
          hint: 'Use a page path like `/guides/new` or a full https:// URL.',
        },
      ),
    );
    return undefined;
  }
  const written = withoutBase(normalizePath(dest.replace(/[#?][\s\S]*$/, '')), ctx.input);
  // `/x/index` names the page `x/index.mdx`, whose URL is `/x` (as links to it resolve).
  const indexRoute = written === '/index' ? '/' : written.replace(/\/index$/, '');
  const path = !ctx.input.routes.has(written) && ctx.input.routes.has(indexRoute) ? indexRoute : written;
  // A page restricted to reader groups this build leaves out: so is every way to it (loadSite's note counts them).
  if (ctx.input.withheld?.has(path)) return undefined;
  const suffix = dest.slice(dest.replace(/[#?][\s\S]*$/, '').length);
  if (!PLACEHOLDER.test(path) && !ctx.input.routes.has(path) && !ctx.input.assets.has(path.slice(1))) {
    const problem = chainProblem({ source, dest, path, chains: ctx.chains, input: ctx.input });
    if (problem) ctx.diagnostics.push({ ...problem, ...located(`redirects[${i}].destination`) });
  }
  return {
    source,
    destination: routeHref(path, ctx.input.base) + suffix,
    status,
    pattern,
    at: located(`redirects[${i}].source`),
  };
}

/**
 * Why a destination that is no page or file is wrong: it is no redirect source either, its
 * redirects end at no page, or they never end. Undefined when they end at a page, a file or
 * another site (a chain, which a reader follows hop by hop).
 */
function chainProblem({
  source,
  dest,
  path,
  chains,
  input,
}: {
  source: string;
  dest: string;
  path: string;
  chains: RedirectMatcher;
  input: PlanRedirectsInput;
}): Diagnostic | undefined {
  const isPage = (p: string) => input.routes.has(p) || input.assets.has(p.slice(1));
  const end = chains.follow(path, isPage);
  if (end?.kind === 'external' || (end?.kind === 'path' && isPage(end.path))) return undefined;
  if (end?.kind === 'loop') {
    const chain = [source, ...end.via].map((u) => `\`${u}\``).join(' → ');
    return warning(
      'build/redirect-loop',
      `Redirect destination \`${dest}\` leads to redirects that never end: ${chain}.`,
      {
        hint: 'Point one of these redirects at a page.',
      },
    );
  }
  const target = end?.path ?? path;
  const via = end ? `, which redirects to \`${target}\`,` : '';
  return warning(
    'build/redirect-unknown-destination',
    `Redirect destination \`${dest}\`${via} is not a page of this site.`,
    {
      hint:
        didYouMean(
          target,
          [...input.routes].filter((r) => r !== '/'),
        ) || 'Point it at an existing page.',
    },
  );
}

/**
 * A site path with the base path taken off when it is written with it (`/docs/old` on a site built
 * with `--base /docs/` is the site's `/old`), as Mintlify's sub-path hosting strips a leading base
 * path (stripLeadingBasePath in @mintlify/common) instead of prefixing it again. A page of the site
 * that really starts with the base (a `docs/` folder) keeps its path. External URLs are unchanged.
 */
export function withoutBase(path: string, input: Pick<PlanRedirectsInput, 'base' | 'routes'>): string {
  const base = input.base.replace(/\/+$/, '');
  if (base === '' || isExternalUrl(path) || input.routes.has(path)) return path;
  if (path === base || path === `${base}/`) return '/';
  return path.startsWith(`${base}/`) ? path.slice(base.length) : path;
}

/** The HTML page written at a redirect's source: meta refresh, canonical link and a plain link. */
export function redirectPage(destination: string): string {
  const d = escapeHtml(destination);
  return `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>Redirecting…</title><meta name="robots" content="noindex"><link rel="canonical" href="${d}"><meta http-equiv="refresh" content="0; url=${d}"></head><body><p>This page has moved to <a href="${d}">${d}</a>.</p></body></html>\n`;
}

/** Output path of a redirect page. */
export function redirectOutputPath(source: string): string {
  return routeOutputPath(source);
}

/**
 * `_redirects` (Netlify, Cloudflare Pages): `:slug*` splats become `*` and `:splat`. One rule per
 * redirect, always: whitespace and control characters in a path or URL are percent-encoded.
 */
export function redirectsFile(redirects: PlannedRedirect[], base: string): string {
  const lines = redirects.map((r) => {
    let splat = false;
    const source = routeHref(r.source, base).replace(/:[A-Za-z_][A-Za-z0-9_]*\*|\*/g, () => {
      splat = true;
      return '*';
    });
    const destination = splat ? r.destination.replace(/:[A-Za-z_][A-Za-z0-9_]*\*|\*/g, ':splat') : r.destination;
    return `${lineUrl(source)} ${lineUrl(destination)} ${r.status}`;
  });
  return lines.length ? `${lines.join('\n')}\n` : '';
}
