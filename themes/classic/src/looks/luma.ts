import type { ThemeTraits } from './traits.ts';

/** luma (no published screenshot; chosen from TRAITS.md): calm and minimal, the frame-mode family; a borderless top bar with a tab row, quiet markers. */
export const luma: ThemeTraits = {
  name: 'luma',
  defaults: { breadcrumbs: true, drilldown: true },
  modes: { frame: true, center: true },
  logo: 'topbar',
  search: 'topbar',
  toggle: 'topbar',
  tabs: 'topbar',
  collapseSidebar: false,
  stylesheet: 'luma.css',
  parts: ['pill-tabs.css'],
};
