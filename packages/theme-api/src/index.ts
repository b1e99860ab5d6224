export type * from './theme-api.ts';
