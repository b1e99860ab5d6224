import type { ThemeDefaults } from '@docsgen/build';

/** classic's published defaults: breadcrumbs off (the section eyebrow shows), drilldown off. */
export const defaults: ThemeDefaults = { breadcrumbs: false, drilldown: false };
