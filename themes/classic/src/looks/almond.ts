import type { ThemeTraits } from './traits.ts';

/** almond: the article and contents on a raised, rounded panel apart from the page; search at the top of the sidebar; the tabs as links in the top bar. */
export const almond: ThemeTraits = {
  name: 'almond',
  defaults: { breadcrumbs: true, drilldown: true },
  modes: { frame: true, center: false },
  logo: 'topbar',
  search: 'sidebar',
  toggle: 'topbar',
  tabs: 'topbar',
  collapseSidebar: false,
  stylesheet: 'almond.css',
};
