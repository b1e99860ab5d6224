// HTML escaping lives in @docsgen/html (the ground floor); re-exported for the components' own files.
export { escapeHtml } from '@docsgen/html';
