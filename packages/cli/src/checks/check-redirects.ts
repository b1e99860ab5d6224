import { planRedirects, scanRootFiles, siteConfig } from '@docsgen/build';
import { type Diagnostic, warning } from '@docsgen/diagnostics';
import type { Site } from '@docsgen/navigation';

/**
 * docs.json `redirects` checked as `docsgen build` checks them (a source that is a URL, has `#`
 * or `?`, repeats or is a page; a destination that is not http(s) or not a page or file of the
 * site), plus a source that is a file of the docs root or a page's `.md` copy, which the build
 * keeps over the redirect. Only what depends on the written output is left to the build.
 */
export async function checkRedirects(site: Site): Promise<Diagnostic[]> {
  const config = siteConfig(site);
  if (!config.redirects?.length) return [];
  const routes = new Set(site.routes.map((r) => r.url));
  // The files the build publishes (not page sources, components or configuration), as it lists them.
  const files = new Set((await scanRootFiles({ root: site.root, exclude: [], configFiles: site.configFiles })).assets);
  const planned = planRedirects({ config, routes, assets: files, base: '/', sourceMap: site.sourceMap });
  const shadowed = planned.redirects.flatMap((r) => {
    const file = r.source.replace(/^\/+/, '');
    const copyOf = file.endsWith('.md') && routes.has(`/${file.slice(0, -3)}`) ? `/${file.slice(0, -3)}` : undefined;
    if (r.pattern || !(files.has(file) || copyOf)) return [];
    return [
      warning(
        'build/redirect-shadowed',
        `Redirect source \`${r.source}\` is a file of the built site${copyOf ? ` (the Markdown copy of \`${copyOf}\`)` : ''}; the file is kept and the redirect ignored.`,
        { file: 'docs.json', ...r.at, hint: 'Remove the redirect: the file already answers at that path.' },
      ),
    ];
  });
  return [...planned.diagnostics, ...shadowed];
}
