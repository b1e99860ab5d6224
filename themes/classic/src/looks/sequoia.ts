import type { ThemeTraits } from './traits.ts';

/** sequoia (no published screenshot; chosen from TRAITS.md): aspen's lineage (uppercase group labels), the tabs split across the top bar, `navbar.primary` as the primary header button at the end of the top bar. */
export const sequoia: ThemeTraits = {
  name: 'sequoia',
  defaults: { breadcrumbs: false, drilldown: false },
  modes: { frame: true, center: true },
  logo: 'topbar',
  search: 'topbar',
  toggle: 'topbar',
  tabs: 'topbar',
  headerButton: true,
  collapseSidebar: false,
  stylesheet: 'sequoia.css',
};
