// The Content-Security-Policy `docsgen build --csp` gives every generated page (a <meta> tag, see
// page-policy.ts): the directives and what each allows, and the one check a source from docs.json
// or a spec (an integration host, an API server) passes before it is written into a policy.

import { createHash } from 'node:crypto';
import { safeUrl } from '@docsgen/html';

/** What a page's policy allows beyond the site itself. */
export interface PolicySources {
  /** Inline scripts the page runs, as their exact text (hashed: `'sha256-…'`). */
  inlineScripts?: Iterable<string>;
  /** Hashes already made (`'sha256-…'`), e.g. of the code an integration adds at run time. */
  scriptHashes?: Iterable<string>;
  /** Where external scripts come from (integrations): URLs or origins, checked by {@link policyOrigin}. */
  scriptOrigins?: Iterable<string>;
  /** Where the page's scripts send requests (API servers, the playground's proxy, analytics): checked the same way. */
  connectOrigins?: Iterable<string>;
  /** Sources docsgen itself names (wildcard hosts of an integration's endpoints): written as given. */
  trusted?: { script?: readonly string[]; connect?: readonly string[] };
}

/** A policy and the sources refused on the way (not a valid http(s) URL or origin). */
export interface MadePolicy {
  policy: string;
  refused: string[];
}

/** `'sha256-…'` of a script's text, as a browser hashes an inline script (its UTF-8 bytes). */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The origin (`https://api.example.com:8443`) of an absolute http(s) or ws(s) URL, through the one
 * URL allow-list (safeUrl) and the WHATWG URL parser, which leaves no space, quote, comma or `;` in
 * an origin: nothing in docs.json can add a directive. Undefined for anything else (a relative
 * URL, another scheme, a host with a template variable such as `{region}`).
 */
export function policyOrigin(raw: unknown): string | undefined {
  const url = safeUrl(raw);
  if (url === undefined || !/^(?:https?|wss?):\/\//i.test(url)) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.username || parsed.password || parsed.hostname === '') return undefined;
  const origin = `${parsed.protocol}//${parsed.host}`;
  return /^[a-z][a-z0-9+.-]*:\/\/[a-z0-9._\-[\]:]+$/i.test(origin) ? origin : undefined;
}

/**
 * The policy of a page. What it allows, and why:
 * - scripts: the site's own files, the page's inline scripts by hash (never `'unsafe-inline'`),
 *   integrations' hosts, and `'wasm-unsafe-eval'` for Pagefind's WebAssembly search;
 * - styles: the site's own and inline (`'unsafe-inline'`): pages set `style=` attributes and inline
 *   <style> elements (colours, KaTeX, Mermaid's SVG); CSS runs no script;
 * - images, media: any https URL and `data:`/`blob:` (docs show remote images and videos);
 * - fonts: the site's own, https URLs (docs.json `fonts.source`) and `data:`;
 * - frames: the site's own and any https page (YouTube, Loom… embeds in MDX);
 * - requests: the site's own (search index, Markdown copies) and the origins given (the API
 *   playground's servers and proxy, integrations' endpoints);
 * - no plugins (`object-src 'none'`), `<base>` and form targets the site's own.
 * No `frame-ancestors`: browsers ignore it in a <meta> policy (it needs an HTTP header).
 */
export function contentSecurityPolicy(sources: PolicySources = {}): MadePolicy {
  const refused: string[] = [];
  const origins = (list: Iterable<string> | undefined): string[] => {
    const out: string[] = [];
    for (const raw of list ?? []) {
      const origin = policyOrigin(raw);
      if (origin === undefined) refused.push(raw);
      else out.push(origin);
    }
    return out;
  };
  const hashes = [...(sources.scriptHashes ?? [])].filter((h) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(h));
  for (const text of sources.inlineScripts ?? []) hashes.push(scriptHash(text));
  const script = unique([
    "'self'",
    "'wasm-unsafe-eval'",
    ...hashes,
    ...origins(sources.scriptOrigins),
    ...(sources.trusted?.script ?? []),
  ]);
  const connect = unique(["'self'", ...origins(sources.connectOrigins), ...(sources.trusted?.connect ?? [])]);
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', script],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'https:', 'data:', 'blob:']],
    ['media-src', ["'self'", 'https:', 'data:', 'blob:']],
    ['font-src', ["'self'", 'https:', 'data:']],
    ['frame-src', ["'self'", 'https:']],
    ['connect-src', connect],
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  return { policy: directives.map(([name, list]) => `${name} ${list.join(' ')}`).join('; '), refused };
}

function unique(list: string[]): string[] {
  return [...new Set(list)];
}
