// The theme contract lives in @docsgen/theme-api (a theme depends on it and the components, not on
// the build); re-exported for the build's own files.
export type * from '@docsgen/theme-api';
