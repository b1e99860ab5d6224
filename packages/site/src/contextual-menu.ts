import {
  CONTEXTUAL_OPTIONS,
  type ContextualSetting,
  type ContextualTargets,
  checkContextual,
  contextualCopyText,
  contextualHref,
  customContextualHref,
  iconSvg,
  needsPageMarkdown,
  safeUrl,
} from '@docsgen/components';
import { locationOf } from '@docsgen/config';
import type { Diagnostic } from '@docsgen/diagnostics';
import type { CompiledPage } from '@docsgen/mdx';
import type { Route, Site } from '@docsgen/navigation';
import type { ContextualItem, ContextualMenu } from '@docsgen/theme-api';
import type { IconRenderer } from './icon-renderer.ts';
import { routeHref } from './site-href.ts';

export type { ContextualItem, ContextualMenu };

/** A built-in option's icon: `brands:openai` from Font Awesome's brands, else a Lucide name. */
function builtInIcon(icon: string): string | undefined {
  const [style, name] = icon.startsWith('brands:') ? ['brands', icon.slice(7)] : [undefined, icon];
  return iconSvg(name!, style ? { library: 'fontawesome', style } : { library: 'lucide' });
}

/** The menu of one page from its checked setting: each option's label, action and first link. */
export function contextualMenu(
  setting: ContextualSetting,
  targets: ContextualTargets,
  icon: IconRenderer,
): ContextualMenu {
  const items: ContextualItem[] = [];
  for (const [i, option] of setting.options.entries()) {
    if (typeof option === 'string') {
      const info = CONTEXTUAL_OPTIONS[option]!;
      const href = info.action === 'link' ? safeUrl(contextualHref(option, targets)) : undefined;
      // "Download API spec" only appears on API reference pages.
      if (info.action === 'link' && href === undefined) continue;
      items.push({
        id: option,
        label: info.label,
        description: info.description,
        action: info.action,
        iconSvg: builtInIcon(info.icon),
        href,
        copyText: contextualCopyText(option, targets),
      });
    } else {
      const href = safeUrl(customContextualHref(option.href, targets));
      if (href === undefined) continue;
      items.push({
        id: 'custom',
        label: option.title,
        description: option.description,
        action: 'link',
        href,
        iconSvg: icon(option.icon, setting.at[i]),
        custom: needsPageMarkdown(option.href) || typeof option.href === 'object' ? option.href : undefined,
      });
    }
  }
  return { display: setting.display, items, targets };
}

/** Without `contextual` in docs.json, pages offer what docsgen always offered: copy and view. */
const DEFAULT_SETTING: ContextualSetting = { options: ['copy', 'view'], display: 'header', at: [] };

/** docs.json `contextual`, checked once per site (warnings located in docs.json). */
export function siteContextual(site: Site, diagnostics: Diagnostic[]): ContextualSetting {
  const raw = (site.config as { contextual?: unknown }).contextual;
  if (raw === undefined) return DEFAULT_SETTING;
  const locate = (path: string) => {
    const at = locationOf(site.sourceMap, path ? `contextual.${path}` : 'contextual');
    return at.file ? at : { ...at, file: 'docs.json' };
  };
  return checkContextual(raw, locate, diagnostics) ?? DEFAULT_SETTING;
}

/** Inputs of {@link pageContextualMenu}. */
export interface PageMenuInput {
  site: Site;
  route: Route;
  page: CompiledPage;
  base: string;
  siteUrl?: string;
  /** The site's setting, used when the page sets none (frontmatter was checked when the page compiled). */
  fallback: ContextualSetting;
  icon: IconRenderer;
}

/** One page's menu: its frontmatter `contextual` (already checked), else the site's. */
export function pageContextualMenu(input: PageMenuInput): ContextualMenu {
  const { route, base, site } = input;
  const own = input.page.frontmatter.contextual;
  const setting = (own !== undefined ? checkContextual(own, () => ({}), []) : undefined) ?? input.fallback;
  const origin = input.siteUrl ?? '';
  const href = routeHref(route.url, base);
  const spec = pageSpec(site, route, input.page.frontmatter);
  const name = (site.config as { name?: string }).name ?? 'docs';
  const targets: ContextualTargets = {
    pageUrl: origin + href,
    markdownUrl: route.url === '/' ? `${base}index.md` : `${href}.md`,
    path: route.url,
    mcpUrl: `${origin}${base}mcp`,
    mcpName: name,
    // Same-site files stay base-relative, so their links work wherever the site is served.
    specUrl: spec === undefined ? undefined : /^https?:/i.test(spec) ? spec : `${base}${spec.replace(/^\/+/, '')}`,
  };
  return contextualMenu(setting, targets, input.icon);
}

/** The OpenAPI spec of an API page: its endpoint's spec, the file its `openapi` names, or the site's only spec. */
function pageSpec(site: Site, route: Route, fm: CompiledPage['frontmatter']): string | undefined {
  if (route.source.kind === 'endpoint') return route.source.spec;
  const api = typeof fm.openapi === 'string' ? fm.openapi : typeof fm.api === 'string' ? fm.api : undefined;
  if (api === undefined) return undefined;
  const named = /^\s*(\S+\.(?:json|ya?ml))\s/i.exec(api)?.[1];
  if (named) return named;
  const specs = [...(site.openapi?.specs.keys() ?? [])];
  return specs.length === 1 ? specs[0] : undefined;
}
