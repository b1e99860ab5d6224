import type { ThemeTraits } from './traits.ts';

/** maple: no top bar on desktop (logo, toggle and search head the sidebar); items on a guide line with the current one marked on it; a primary eyebrow. */
export const maple: ThemeTraits = {
  name: 'maple',
  defaults: { breadcrumbs: false, drilldown: false },
  modes: { frame: false, center: true },
  logo: 'sidebar',
  search: 'sidebar',
  toggle: 'sidebar',
  tabs: 'sidebar',
  collapseSidebar: false,
  stylesheet: 'maple.css',
};
