import { escapeHtml, isExternalUrl, safeUrl } from '@docsgen/components';
import { type Diagnostic, didYouMean, error, warning } from '@docsgen/diagnostics';
import type { SiteConfig } from './site-config.ts';
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
}

/** Inputs of {@link planRedirects}. */
export interface PlanRedirectsInput {
  /** docs.json. */
  config: SiteConfig;
  /** Every route URL. */
  routes: Set<string>;
  /** Published static files (docs-root-relative), valid destinations too. */
  assets: Set<string>;
  /** Base path. */
  base: string;
}

const PLACEHOLDER = /:[A-Za-z_][A-Za-z0-9_]*\*?|\*/;

function normalizePath(p: string): string {
  const withSlash = p.startsWith('/') ? p : `/${p}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : withSlash;
}

/**
 * Validates docs.json `redirects`: sources are site paths without `#`/`?`, used once, not a real
 * page; destinations are external http(s) URLs or paths of this site (checked against the routes,
 * parsed with `new URL` against a fixed origin so `/\evil.com` cannot leave the site).
 */
export function planRedirects(input: PlanRedirectsInput): { redirects: PlannedRedirect[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const redirects: PlannedRedirect[] = [];
  const seen = new Set<string>();
  const origin = 'https://docsgen.invalid';
  (input.config.redirects ?? []).forEach((r, i) => {
    const at = { file: 'docs.json', jsonPath: `redirects[${i}]` };
    if (typeof r?.source !== 'string' || typeof r.destination !== 'string') {
      diagnostics.push(error('build/redirect-invalid', 'A redirect needs a `source` and a `destination` string.', at));
      return;
    }
    if (/[#?]/.test(r.source) || isExternalUrl(r.source)) {
      diagnostics.push(
        error(
          'build/redirect-source',
          `Redirect source \`${r.source}\` must be a path of this site without \`#\` or \`?\`.`,
          {
            ...at,
            jsonPath: `${at.jsonPath}.source`,
            hint: 'Write the path only, e.g. `/old-page`.',
          },
        ),
      );
      return;
    }
    const source = normalizePath(r.source);
    if (seen.has(source)) {
      diagnostics.push(
        error('build/redirect-duplicate', `Redirect source \`${source}\` is used more than once.`, {
          ...at,
          jsonPath: `${at.jsonPath}.source`,
          hint: 'Keep one redirect per source.',
        }),
      );
      return;
    }
    seen.add(source);
    const pattern = PLACEHOLDER.test(source);
    if (!pattern && input.routes.has(source)) {
      diagnostics.push(
        warning(
          'build/redirect-shadowed',
          `Redirect source \`${source}\` is also a page; the page is kept and the redirect ignored.`,
          {
            ...at,
            jsonPath: `${at.jsonPath}.source`,
            hint: 'Remove the redirect or the page.',
          },
        ),
      );
      return;
    }
    const dest = r.destination.trim();
    const status = r.permanent === false ? 307 : 308;
    if (isExternalUrl(dest)) {
      if (safeUrl(dest) === undefined || !/^https?:/i.test(dest)) {
        diagnostics.push(
          error('build/redirect-destination', `Redirect destination \`${dest}\` is not an http(s) URL.`, {
            ...at,
            jsonPath: `${at.jsonPath}.destination`,
          }),
        );
        return;
      }
      redirects.push({ source, destination: dest, status, pattern });
      return;
    }
    let parsed: URL | undefined;
    try {
      parsed = new URL(dest, `${origin}/`);
    } catch {
      parsed = undefined;
    }
    if (!parsed || parsed.origin !== origin || safeUrl(dest) === undefined || /^[/\\]{2}|\\/.test(dest)) {
      diagnostics.push(
        error(
          'build/redirect-destination',
          `Redirect destination \`${dest}\` is neither a path of this site nor an http(s) URL.`,
          {
            ...at,
            jsonPath: `${at.jsonPath}.destination`,
            hint: 'Use a page path like `/guides/new` or a full https:// URL.',
          },
        ),
      );
      return;
    }
    const path = normalizePath(dest.replace(/[#?].*$/, ''));
    const suffix = dest.slice(dest.replace(/[#?].*$/, '').length);
    if (!PLACEHOLDER.test(path) && !input.routes.has(path) && !input.assets.has(path.slice(1))) {
      diagnostics.push(
        warning('build/redirect-unknown-destination', `Redirect destination \`${dest}\` is not a page of this site.`, {
          ...at,
          jsonPath: `${at.jsonPath}.destination`,
          hint:
            didYouMean(
              path,
              [...input.routes].filter((r) => r !== '/'),
            ) || 'Point it at an existing page.',
        }),
      );
    }
    redirects.push({ source, destination: routeHref(path, input.base) + suffix, status, pattern });
  });
  return { redirects, diagnostics };
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

/** `_redirects` (Netlify, Cloudflare Pages): `:slug*` splats become `*` and `:splat`. */
export function redirectsFile(redirects: PlannedRedirect[], base: string): string {
  const lines = redirects.map((r) => {
    let splat = false;
    const source = routeHref(r.source, base).replace(/:[A-Za-z_][A-Za-z0-9_]*\*|\*/g, () => {
      splat = true;
      return '*';
    });
    const destination = splat ? r.destination.replace(/:[A-Za-z_][A-Za-z0-9_]*\*|\*/g, ':splat') : r.destination;
    return `${source} ${destination} ${r.status}`;
  });
  return lines.length ? `${lines.join('\n')}\n` : '';
}
