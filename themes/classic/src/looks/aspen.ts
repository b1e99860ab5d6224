import type { ThemeTraits } from './traits.ts';

/** aspen: uppercase group labels with icons, rules between groups, chevrons on items, pill header buttons and search, the navigation switchers as pills beside the logo. */
export const aspen: ThemeTraits = {
  name: 'aspen',
  defaults: { breadcrumbs: false, drilldown: false },
  modes: { frame: true, center: false },
  logo: 'topbar',
  search: 'topbar',
  toggle: 'topbar',
  tabs: 'row',
  switchers: 'topbar',
  collapseSidebar: false,
  stylesheet: 'aspen.css',
};
