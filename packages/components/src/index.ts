export * from './components.ts';
export * from './escape.ts';
export * from './feature-assets.ts';
export * from './heading-slug.ts';
export * from './highlight.ts';
export * from './icons.ts';
export * from './render-context.ts';
export * from './safe-url.ts';
