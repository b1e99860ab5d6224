import type { ThemeTraits } from './traits.ts';

/** willow: a full-height sidebar holding the logo; the tabs and search in a bar to its right; square-cornered image frames. */
export const willow: ThemeTraits = {
  name: 'willow',
  defaults: { breadcrumbs: true, drilldown: true },
  modes: { frame: false, center: true },
  logo: 'sidebar',
  search: 'topbar',
  toggle: 'topbar',
  tabs: 'topbar',
  collapseSidebar: false,
  stylesheet: 'willow.css',
};
