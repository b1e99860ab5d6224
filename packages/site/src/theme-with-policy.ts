// `docsgen build --csp`: the theme whose every page carries its Content-Security-Policy
// (page-policy.ts), the site's integrations included (integration-policy.ts). The 404 page gets its
// policy once its redirect home is in it (site-extra-files.ts).

import type { DocsConfig, SourceMap } from '@docsgen/config';
import { type Diagnostic, warning } from '@docsgen/diagnostics';
import { integrationPolicySources } from './integration-policy.ts';
import { type SitePolicySources, withPagePolicy } from './page-policy.ts';
import type { Theme } from './theme-api.ts';

/**
 * `theme` rendering every page with its policy. A source of a page that is not an http(s) origin
 * (an API server such as `https://{region}.example.com`) stays out of the policy, so the page cannot
 * send to it. The site's own sources are reported where they are written, once per build
 * (policySourceWarnings: `known`); `report` is told of any other once, with the first page naming it.
 */
export function themeWithPolicy(
  theme: Theme,
  site: { config: Pick<DocsConfig, 'integrations'>; sourceMap?: SourceMap },
  known: ReadonlySet<string>,
  report: (d: Diagnostic) => void,
): Theme {
  const sources: SitePolicySources = integrationPolicySources(site.config, site.sourceMap);
  const told = new Set<string>();
  const apply = (html: string, url: string): string => {
    const made = withPagePolicy(html, sources);
    for (const source of made.refused) {
      if (told.has(source) || known.has(source)) continue;
      told.add(source);
      report(
        warning(
          'build/csp-source',
          `\`${source}\`, where \`${url}\` sends requests, is not an http(s) origin: it is left out of the page's Content-Security-Policy (--csp), so the browser refuses requests to it.`,
          { hint: 'Give API servers as absolute URLs without template variables (e.g. https://api.example.com).' },
        ),
      );
    }
    return made.html;
  };
  // The theme's own properties and its prototype's (a theme may be a class instance), `render` replaced.
  return Object.assign(Object.create(Object.getPrototypeOf(theme)), theme, {
    render: (ctx) => apply(theme.render(ctx), ctx.page.url),
  } satisfies Pick<Theme, 'render'>);
}
