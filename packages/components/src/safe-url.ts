// The URL allow-list lives in @docsgen/html (the ground floor); re-exported for the components' own files.
export { isExternalUrl, safeUrl } from '@docsgen/html';
