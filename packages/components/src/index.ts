export * from './escape.ts';
export * from './highlight.ts';
export * from './icons.ts';
export * from './safe-url.ts';
