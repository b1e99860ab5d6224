import type { ThemeTraits } from './traits.ts';

/** mint: a full-width top bar with the search centred and a tab row under it; anchors as icon tiles; the current page on a tint. */
export const mint: ThemeTraits = {
  name: 'mint',
  defaults: { breadcrumbs: false, drilldown: false },
  modes: { frame: false, center: true },
  logo: 'topbar',
  search: 'topbar',
  toggle: 'topbar',
  tabs: 'row',
  collapseSidebar: false,
  stylesheet: 'mint.css',
};
