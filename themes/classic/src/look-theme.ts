import type { Theme } from '@docsgen/theme-api';
import { h } from 'preact';
import type { ThemeTraits } from './looks/traits.ts';
import { SidebarItems } from './parts/sidebar-items.tsx';
import { renderHtml, renderMarkup } from './render-html.ts';
import { themeAssets } from './theme-assets.ts';
import { ThemeNotFound, ThemePage } from './theme-layout.tsx';

const PKG = '@docsgen/theme-classic';

/**
 * The `Theme` for one look: the shared page structure (theme-layout.tsx) placed by its traits, and
 * the shared stylesheets, the shared parts it names (`src/styles/parts/`), then its own
 * (`src/styles/looks/<stylesheet>`).
 */
export function lookTheme(traits: ThemeTraits): Theme {
  return {
    name: traits.name,
    defaults: traits.defaults,
    render: (ctx) => renderHtml(h(ThemePage, { ctx, traits }), ctx.bodyEndHtml),
    renderNotFound: (ctx) => renderHtml(h(ThemeNotFound, { ctx, traits }), ctx.bodyEndHtml),
    renderSidebarItems: (items, { drilldown }) => renderMarkup(h(SidebarItems, { items, drilldown, currentHref: '' })),
    assets: () =>
      themeAssets({
        css: [
          [PKG, 'src/styles/base.css'],
          [PKG, 'src/styles/classic.css'],
          ...(traits.parts ?? []).map((part): [string, string] => [PKG, `src/styles/parts/${part}`]),
          [PKG, `src/styles/looks/${traits.stylesheet}`],
        ],
        entry: [PKG, 'src/client/theme.ts'],
      }),
  };
}
