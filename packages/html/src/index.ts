export type * from './compiled-page.ts';
export * from './escape.ts';
export * from './line-field.ts';
export * from './safe-url.ts';
export * from './url-path.ts';
