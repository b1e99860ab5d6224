// The markup contract between the server render of an island (packages/mdx) and the browser
// runtime that hydrates it (client/mount-islands.ts).

/** Element wrapping an island's server markup; `display: contents`, so it adds no box. */
export const ISLAND_TAG = 'docsgen-island';
/** Attribute naming the island's component: `<docs-root-relative file>#<export>`. */
export const ISLAND_ATTR = 'data-island';
/** Attribute holding the island's props as JSON. */
export const ISLAND_PROPS_ATTR = 'data-props';
/** Key of the object that stands for JSX in props (children, JSX props): `{ [key]: "<html>" }`. */
export const ISLAND_HTML_KEY = '$docsgen:html';
