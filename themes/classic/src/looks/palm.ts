import type { ThemeTraits } from './traits.ts';

/** palm: edge to edge (the sidebar at the window's left edge, the contents at its right edge); a collapse-sidebar button; a text-style primary link; the language switcher floating at the bottom left. */
export const palm: ThemeTraits = {
  name: 'palm',
  defaults: { breadcrumbs: false, drilldown: false },
  modes: { frame: false, center: false },
  logo: 'topbar',
  search: 'topbar',
  toggle: 'topbar',
  tabs: 'row',
  languages: 'floating',
  collapseSidebar: true,
  stylesheet: 'palm.css',
};
