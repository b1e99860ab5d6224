import { clientScriptFeature } from './client-feature.ts';

/**
 * Image click-to-zoom (client/image-zoom.ts): a page whose rendered content holds an image loads
 * it (`@docsgen/mdx` adds the feature after rendering), so pages without images do not carry it.
 */
export const imageZoomFeature = clientScriptFeature('zoom', 'image-zoom.ts');
