import type { ThemeDefaults } from '@docsgen/theme-api';

/** classic's published defaults: breadcrumbs off (the section eyebrow shows), drilldown off. */
export const defaults: ThemeDefaults = { breadcrumbs: false, drilldown: false };
