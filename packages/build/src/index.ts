export type * from './theme-api.ts';
export type * from './types.ts';
