import type { ThemeTraits } from './traits.ts';

/** linden: monospace everywhere; the tabs as links in the top bar; `>` before the current entry; a square outlined button; a background tinted toward primary. */
export const linden: ThemeTraits = {
  name: 'linden',
  defaults: { breadcrumbs: false, drilldown: false },
  modes: { frame: false, center: true },
  logo: 'topbar',
  search: 'topbar',
  toggle: 'topbar',
  tabs: 'topbar',
  collapseSidebar: false,
  stylesheet: 'linden.css',
};
