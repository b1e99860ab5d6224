// `_headers` of `docsgen build --csp` (Netlify, Cloudflare Pages): the part of the policy a <meta>
// tag cannot carry. Each page's own <meta> policy (page-policy.ts) does the rest; a browser enforces
// both, so the header adds `frame-ancestors` and restricts nothing the pages need.

import { lineUrl } from '@docsgen/html';

/** The header policy: only the site itself may frame its pages (clickjacking). */
export const HEADER_POLICY = "frame-ancestors 'self'";

/** `_headers` for the site under `base` (starting and ending with `/`). */
export function headersFile(base: string): string {
  return `${lineUrl(base)}*\n  Content-Security-Policy: ${HEADER_POLICY}\n`;
}
