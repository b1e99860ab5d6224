/** True when a URL is covered by one of the redirect sources (exact, `:param`, `:param*` or `*`). */
export type RedirectMatcher = (url: string) => boolean;

/** Compiles redirect `source` patterns once. Trailing slashes are ignored on both sides. */
export function redirectMatcher(sources: readonly string[]): RedirectMatcher {
  const exact = new Set<string>();
  const patterns: RegExp[] = [];
  for (const raw of sources) {
    const source = trim(raw);
    if (!/[:*]/.test(source)) {
      exact.add(source);
      continue;
    }
    let body = '';
    for (const part of source.split(/(:[A-Za-z0-9_]+\*?|\*)/)) {
      if (part === '*' || /^:[A-Za-z0-9_]+\*$/.test(part)) body += '.*';
      else if (/^:[A-Za-z0-9_]+$/.test(part)) body += '[^/]+';
      else body += part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    }
    patterns.push(new RegExp(`^${body}$`));
  }
  return (url) => {
    const u = trim(url);
    return exact.has(u) || patterns.some((p) => p.test(u));
  };
}

function trim(url: string): string {
  const withSlash = url.startsWith('/') ? url : `/${url}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : withSlash;
}
