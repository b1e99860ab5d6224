// A generated page with its Content-Security-Policy (`docsgen build --csp`): what the page runs and
// where it sends requests, read from the exact HTML written, then the policy as a <meta> tag
// placed before the first script of the page.

import { escapeHtml, unescapeHtml } from '@docsgen/html';
import { contentSecurityPolicy, type PolicySources } from './content-security-policy.ts';

/** What every page of the site adds to its own sources (integrations, the playground's proxy). */
export type SitePolicySources = Pick<PolicySources, 'scriptHashes' | 'scriptOrigins' | 'connectOrigins' | 'trusted'>;

/** A page with its policy, and the sources of the page that were refused. */
export interface PagePolicy {
  html: string;
  refused: string[];
}

const TYPE_ATTR = /\stype\s*=\s*["']?([^"'\s>]*)/i;
const SRC_ATTR = /\ssrc\s*=/i;
/** `type` values a browser runs as script (absent or empty is classic script). */
const SCRIPT_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript']);

/** The text of each inline script the page runs (not `src`, not a data block such as JSON-LD). */
export function inlineScripts(html: string): string[] {
  const out: string[] = [];
  for (let open = findTag(html, 'script', 0); open; ) {
    const close = findTag(html, '/script', open.end);
    const end = close ? close.start : html.length;
    const type = (TYPE_ATTR.exec(open.tag)?.[1] ?? '').toLowerCase();
    if (!SRC_ATTR.test(open.tag) && SCRIPT_TYPES.has(type)) out.push(html.slice(open.end, end));
    open = close && findTag(html, 'script', close.end);
  }
  return out;
}

/**
 * The first start tag `<name …>` (or end tag, with `/name`) at or after `from`, ASCII case ignored:
 * where it starts and ends, and its text. A scan that only moves forward (no regular expression
 * retried at every `<`), so a page of any shape costs time in proportion to its length.
 */
export function findTag(
  html: string,
  name: string,
  from: number,
): { start: number; end: number; tag: string } | undefined {
  for (let at = html.indexOf('<', from); at >= 0; at = html.indexOf('<', at + 1)) {
    if (html.slice(at + 1, at + 1 + name.length).toLowerCase() !== name) continue;
    const next = html[at + 1 + name.length];
    if (next !== '>' && next !== '/' && next !== undefined && !/\s/.test(next)) continue;
    const close = html.indexOf('>', at);
    if (close < 0) return undefined;
    return { start: at, end: close + 1, tag: html.slice(at, close + 1) };
  }
  return undefined;
}

const SERVER_LIST = '<datalist id="dg-tryit-form-servers">';
const OPTION_VALUE = /<option value="([^"]*)"/g;
const PROXY_URL = /\sdata-proxy-url="([^"]*)"/g;
/** A URL with a scheme or protocol-relative: anything else is a path on the site itself. */
const NOT_SITE_PATH = /^(?:[a-z][a-z0-9+.-]*:|[/\\]{2})/i;

/** The absolute URLs the page's API playground sends requests to: its servers and its proxy. */
export function playgroundTargets(html: string): string[] {
  const out: string[] = [];
  for (let at = html.indexOf(SERVER_LIST); at >= 0; at = html.indexOf(SERVER_LIST, at + 1)) {
    const end = html.indexOf('</datalist>', at);
    const list = html.slice(at, end < 0 ? html.length : end);
    for (const option of list.matchAll(OPTION_VALUE)) out.push(unescapeHtml(option[1]!));
  }
  for (const proxy of html.matchAll(PROXY_URL)) out.push(unescapeHtml(proxy[1]!));
  return out.filter(leavesSite);
}

/** True for a URL with a scheme or protocol-relative: one a page sends to elsewhere than its own site. */
export function leavesSite(url: string): boolean {
  return NOT_SITE_PATH.test(url.trim());
}

const CHARSET = /<meta charset=["']?[\w-]+["']?\s*\/?>/iy;

/**
 * The page with `<meta http-equiv="Content-Security-Policy">`: right after `<meta charset>` when it
 * opens the head (the charset stays in the first bytes), else first in the head; a policy only
 * governs what follows it. Throws when the page has no <head> (a theme bug: the build reports it
 * as the page's render failure).
 */
export function withPagePolicy(html: string, site: SitePolicySources): PagePolicy {
  const head = findTag(html, 'head', 0);
  if (!head) throw new Error('the page has no <head> for its Content-Security-Policy');
  let at = head.end;
  CHARSET.lastIndex = at;
  const charset = CHARSET.exec(html);
  if (charset) at += charset[0].length;
  const made = contentSecurityPolicy({
    ...site,
    inlineScripts: inlineScripts(html),
    connectOrigins: [...(site.connectOrigins ?? []), ...playgroundTargets(html)],
  });
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(made.policy)}">`;
  return { html: html.slice(0, at) + meta + html.slice(at), refused: made.refused };
}
