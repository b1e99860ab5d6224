import type { ThemeDefaults } from '@docsgen/theme-api';

/** quill's published defaults: breadcrumbs on, drilldown on (selecting a group opens its first page). */
export const defaults: ThemeDefaults = { breadcrumbs: true, drilldown: true };
