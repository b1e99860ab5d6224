import type { Theme } from '@docsgen/theme-api';
import { renderHtml, renderMarkup, SidebarItems, themeAssets } from '@docsgen/theme-classic';
import { h } from 'preact';
import { defaults } from './defaults.ts';
import { QuillNotFound, QuillPage } from './quill-layout.tsx';

/** quill: minimal, centred layout with the tabs in the top bar. Breadcrumbs on, drilldown on by default. */
export const quillTheme: Theme = {
  name: 'quill',
  defaults,
  render: (ctx) => renderHtml(h(QuillPage, { ctx }), ctx.bodyEndHtml),
  renderNotFound: (ctx) => renderHtml(h(QuillNotFound, { ctx }), ctx.bodyEndHtml),
  renderSidebarItems: (items, { drilldown }) => renderMarkup(h(SidebarItems, { items, drilldown, currentHref: '' })),
  assets: () =>
    themeAssets({
      css: [
        ['@docsgen/theme-classic', 'src/styles/base.css'],
        ['@docsgen/theme-classic', 'src/styles/parts/pill-tabs.css'],
        ['@docsgen/theme-quill', 'src/styles/quill.css'],
      ],
      entry: ['@docsgen/theme-quill', 'src/client/theme.ts'],
    }),
};
