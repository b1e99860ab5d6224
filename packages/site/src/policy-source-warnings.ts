// `docsgen build --csp`: the sources of the site that cannot be written into a Content-Security-Policy
// (an API server such as `https://{region}.example.com`), each reported once per build where it is
// written: the spec file at its server's JSON pointer, docs.json at its path. Made from the site and
// its specs, not from rendered pages, so a build that reuses cached pages reports the same, and
// `check --csp` what `build --csp` does.

import type { DocsConfig, SourceMap } from '@docsgen/config';
import { type Diagnostic, warning } from '@docsgen/diagnostics';
import type { OpenApiIndex } from '@docsgen/openapi';
import { apiSettings } from '@docsgen/openapi/api-settings';
import { specServers } from '@docsgen/openapi/spec-servers';
import { policyOrigin } from './content-security-policy.ts';
import { integrationHosts } from './integration-policy.ts';
import { configPlace } from './integrations-script.ts';
import { leavesSite } from './page-policy.ts';

/** The site as the policy's sources are read from it. */
export interface PolicySite {
  config: Pick<DocsConfig, 'integrations' | 'api'>;
  sourceMap?: SourceMap;
  openapi?: Pick<OpenApiIndex, 'specs'>;
}

/** The warnings, and each refused value they name (pages naming one of these are not reported again). */
export interface PolicySourceWarnings {
  diagnostics: Diagnostic[];
  refused: Set<string>;
}

const HINT_SERVER =
  'Give API servers as absolute URLs without template variables (e.g. https://api.example.com), or give each variable a default.';
const HINT_HOST = 'Write the host name only, e.g. `analytics.example.com`.';

/** Every source of the site refused by the policy, located where it is written. */
export function policySourceWarnings(site: PolicySite, playgroundProxy?: string): PolicySourceWarnings {
  const out: PolicySourceWarnings = { diagnostics: [], refused: new Set() };
  const seen = new Set<string>();
  /** Reports `value` when the policy refuses it (once per value and place); true when refused. */
  const check = (value: string, what: string, at: Partial<Diagnostic>, hint: string): boolean => {
    if (policyOrigin(value) !== undefined) return false;
    out.refused.add(value);
    const key = `${value}\u0000${at.file ?? ''}\u0000${at.jsonPath ?? ''}`;
    if (seen.has(key)) return true;
    seen.add(key);
    const message = `\`${value}\`, ${what}, is not an http(s) origin: it is left out of the pages' Content-Security-Policy (--csp), so the browser refuses requests to it.`;
    out.diagnostics.push(warning('build/csp-source', message, { ...at, hint }));
    return true;
  };
  for (const spec of site.openapi?.specs.values() ?? []) {
    for (const { url, pointer } of specServers(spec.document)) {
      if (!leavesSite(url)) continue;
      const at = { file: spec.file, ...spec.locate?.(pointer), jsonPath: `#${pointer}` };
      check(url, 'a server of the API playground', at, HINT_SERVER);
    }
  }
  const api = apiSettings(site.config.api);
  const mdx = api.mdx?.server;
  for (const [i, url] of (Array.isArray(mdx) ? mdx : mdx === undefined ? [] : [mdx]).entries()) {
    if (!leavesSite(url)) continue;
    const jsonPath = Array.isArray(mdx) ? `api.mdx.server[${i}]` : 'api.mdx.server';
    const at = configPlace(site.sourceMap, jsonPath);
    // The page offers it without its trailing slash (render-manual-api-page.tsx).
    if (check(url, 'a server of the API playground', at, HINT_SERVER)) out.refused.add(url.replace(/(?<!\/)\/+$/, ''));
  }
  const proxy = playgroundProxy ?? (api.playground?.proxy === false ? undefined : api.playground?.proxyUrl);
  if (proxy !== undefined && leavesSite(proxy)) {
    const at = playgroundProxy ? {} : configPlace(site.sourceMap, 'api.playground.proxyUrl');
    const what = playgroundProxy ? 'the API playground proxy (--playground-proxy)' : 'the API playground proxy';
    check(proxy, what, at, 'Give the proxy as an absolute http(s) URL, e.g. https://proxy.example.com.');
  }
  for (const { url, jsonPath } of integrationHosts(site.config, site.sourceMap))
    check(url, 'a host of an integration', configPlace(site.sourceMap, jsonPath), HINT_HOST);
  return out;
}
