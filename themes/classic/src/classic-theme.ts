import type { Theme } from '@docsgen/theme-api';
import { lookTheme } from './look-theme.ts';
import { classic } from './looks/classic.ts';

/** classic: Mintlify-`mint`-like sidebar layout. Breadcrumbs off, drilldown off by default. */
export const classicTheme: Theme = lookTheme(classic);
