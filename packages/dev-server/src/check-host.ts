/**
 * The host name of a `Host` header (`name`, `name:port`, `[v6]`, `[v6]:port`), lower-cased, with
 * IPv6 brackets kept; undefined when the header is not a plain host.
 */
export function hostName(hostHeader: string): string | undefined {
  const h = hostHeader.trim().toLowerCase();
  const m = /^(\[[0-9a-f:.]+\]|[a-z0-9._-]+)(?::(\d{1,5}))?$/.exec(h);
  return m ? m[1] : undefined;
}

/**
 * True when a request's `Host` header names this machine: `localhost`, `*.localhost`, `127.0.0.1`,
 * `[::1]`, or one of `extraHosts` (the `--host` value and, for a wildcard bind, this machine's
 * addresses). Anything else is DNS rebinding: a foreign name resolving to 127.0.0.1.
 */
export function isAllowedHost(hostHeader: string | undefined, extraHosts: readonly string[] = []): boolean {
  if (!hostHeader) return false;
  const name = hostName(hostHeader);
  if (!name) return false;
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (name === '127.0.0.1' || name === '[::1]') return true;
  return extraHosts.some((h) => normalizeHost(h) === name);
}

/** `::1` → `[::1]`, lower-cased, so `--host` values compare with `Host` headers. */
export function normalizeHost(host: string): string {
  const h = host.trim().toLowerCase();
  return h.includes(':') && !h.startsWith('[') ? `[${h}]` : h;
}

/**
 * True when the reload channel may answer: no `Origin` (same-origin `EventSource` requests and
 * non-browser clients send none; allowed only because the channel is notify-only), or an `Origin`
 * that is exactly this server as the browser addressed it. `null` and every other origin,
 * IP origins included, are refused.
 */
export function isAllowedOrigin(origin: string | undefined, hostHeader: string | undefined): boolean {
  if (origin === undefined) return true;
  if (!hostHeader) return false;
  return origin.toLowerCase() === `http://${hostHeader.trim().toLowerCase()}`;
}
