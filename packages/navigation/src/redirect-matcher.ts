/** A docs.json redirect as far as matching needs it. */
export interface RedirectRule {
  source: string;
  destination: string;
}

/** Where following a URL's redirects ends. */
export type RedirectOutcome =
  /** A path of this site (`/x`, no trailing slash) no redirect covers, or a page; `hash` from the last destination that had one. */
  | { kind: 'path'; path: string; hash?: string; via: string[] }
  /** An http(s) URL outside the site. */
  | { kind: 'external'; url: string; via: string[] }
  /** The chain comes back to a URL it passed, or is longer than {@link MAX_HOPS}. */
  | { kind: 'loop'; via: string[] };

/**
 * True when a redirect source covers the URL; `follow` resolves it to where its redirects lead.
 * Callable, so it can stand where a plain predicate is wanted.
 */
export interface RedirectMatcher {
  (url: string): boolean;
  /**
   * Follows the redirects from `url` (a site path without base), hop by hop, stopping at a URL
   * `isPage` accepts (a page is served before a redirect with the same source) or no source
   * covers. Undefined when no source covers `url` itself.
   */
  follow(url: string, isPage: (path: string) => boolean): RedirectOutcome | undefined;
}

/** Longest chain followed; a longer one is reported as a loop (browsers give up near 20). */
export const MAX_HOPS = 20;

interface Compiled {
  regex: RegExp;
  /** Names of the captures in order: a parameter name, or `*`. */
  names: string[];
  destination: string;
}

/**
 * Compiles the redirect sources once, matching as Mintlify's hosting does: an exact path (trailing
 * slashes ignored on both sides); `:name` for one whole segment; `:name*` for one or more whole
 * segments (the bare prefix, `/beta` for `/beta/:slug*`, is not matched); `*` for one or more
 * characters anywhere (`/articles/concepts-*`). A parameter inside a segment (`zkevm-:slug`) never
 * matches, as on Mintlify. The first rule that matches wins. Sources with `#` or `?` never reach a
 * server and are left out, as the build leaves them out.
 */
export function redirectMatcher(rules: readonly RedirectRule[]): RedirectMatcher {
  const exact = new Map<string, string>();
  const patterns: Compiled[] = [];
  for (const rule of rules) {
    if (typeof rule?.source !== 'string' || typeof rule.destination !== 'string') continue;
    if (/[#?]/.test(rule.source) || /^[a-z][a-z0-9+.-]*:|^\/\//i.test(rule.source)) continue;
    const source = trim(rule.source);
    if (!/[:*]/.test(source)) {
      if (!exact.has(source)) exact.set(source, rule.destination);
      continue;
    }
    patterns.push(compile(source, rule.destination));
  }
  const match = (url: string): string | undefined => {
    const u = trim(url);
    const hit = exact.get(u);
    if (hit !== undefined) return hit;
    for (const p of patterns) {
      const m = p.regex.exec(u);
      if (m) return substitute(p, m);
    }
    return undefined;
  };
  const matcher = ((url: string) => match(url) !== undefined) as RedirectMatcher;
  matcher.follow = (url, isPage) => {
    const via = [trim(url)];
    let destination = match(url);
    if (destination === undefined) return undefined;
    let hash: string | undefined;
    for (;;) {
      const dest = destination.trim();
      if (/^https?:\/\//i.test(dest)) return { kind: 'external', url: dest, via };
      const cut = dest.search(/[#?]/);
      const pathPart = cut < 0 ? dest : dest.slice(0, cut);
      const h = /#([\s\S]*)$/.exec(dest)?.[1];
      if (h) hash = h;
      const path = trim(pathPart);
      if (via.includes(path) || via.length > MAX_HOPS) return { kind: 'loop', via: [...via, path] };
      via.push(path);
      const next = isPage(path) ? undefined : match(path);
      if (next === undefined) return { kind: 'path', path, ...(hash ? { hash } : {}), via };
      destination = next;
    }
  };
  return matcher;
}

function compile(source: string, destination: string): Compiled {
  const names: string[] = [];
  const segments = source
    .split('/')
    .slice(1)
    .map((segment) => {
      const whole = /^:([A-Za-z_][A-Za-z0-9_]*)(\*|\+)?$/.exec(segment);
      if (whole) {
        names.push(whole[1] as string);
        return whole[2] ? '(.+)' : '([^/]+)';
      }
      // `*` anywhere (one or more characters, across segments); any other character is literal,
      // a parameter inside a segment included.
      return segment
        .split('*')
        .map((part, i) => {
          if (i > 0) names.push('*');
          return (i > 0 ? '(.+)' : '') + part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
        })
        .join('');
    });
  return { regex: new RegExp(`^/${segments.join('/')}$`), names, destination };
}

/** The destination with the source's captures put in (`:slug*` by name, `*` in order). */
function substitute(p: Compiled, m: RegExpExecArray): string {
  const byName = new Map<string, string>();
  const stars: string[] = [];
  p.names.forEach((name, i) => {
    const value = m[i + 1] ?? '';
    if (name === '*') stars.push(value);
    else byName.set(name, value);
  });
  let star = 0;
  return p.destination.replace(/:([A-Za-z_][A-Za-z0-9_]*)[*+]?|\*/g, (token, name?: string) => {
    if (name !== undefined) return byName.get(name) ?? token;
    return stars[star++] ?? stars[stars.length - 1] ?? '';
  });
}

function trim(url: string): string {
  const withSlash = url.startsWith('/') ? url : `/${url}`;
  return withSlash.length > 1 ? withSlash.replace(/(?<!\/)\/+$/, '') || '/' : withSlash;
}
