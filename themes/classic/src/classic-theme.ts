import type { Theme } from '@docsgen/theme-api';
import { h } from 'preact';
import { ClassicNotFound, ClassicPage } from './classic-layout.tsx';
import { defaults } from './defaults.ts';
import { SidebarItems } from './parts/sidebar-items.tsx';
import { renderHtml, renderMarkup } from './render-html.ts';
import { themeAssets } from './theme-assets.ts';

const PKG = '@docsgen/theme-classic';

/** classic: Mintlify-`mint`-like sidebar layout. Breadcrumbs off, drilldown off by default. */
export const classicTheme: Theme = {
  name: 'classic',
  defaults,
  render: (ctx) => renderHtml(h(ClassicPage, { ctx }), ctx.bodyEndHtml),
  renderNotFound: (ctx) => renderHtml(h(ClassicNotFound, { ctx }), ctx.bodyEndHtml),
  renderSidebarItems: (items, { drilldown }) => renderMarkup(h(SidebarItems, { items, drilldown, currentHref: '' })),
  assets: () =>
    themeAssets({
      css: [
        [PKG, 'src/styles/base.css'],
        [PKG, 'src/styles/classic.css'],
      ],
      entry: [PKG, 'src/client/theme.ts'],
    }),
};
