// remark-gfm turns literal URLs and e-mail addresses in text into links with a transform
// (mdast-util-gfm-autolink-literal) that searches every text node of the page with four regular
// expressions through a generic tree walk: about 3% of a worker's CPU. Every one of those
// expressions needs `http://`, `https://`, `www.` or `@` in the text it matches, so a page with
// none of them in any text node is left as it is without the search.

interface AnyNode {
  type: string;
  value?: unknown;
  children?: AnyNode[];
}

type Transform = (tree: AnyNode) => AnyNode | undefined;

const TRANSFORM_NAME = 'transformGfmAutolinkLiterals';
const MAY_LINK = /https?:\/\/|www\.|@/i;

/** Wraps remark-gfm's autolink-literal transform (plugin placed after remark-gfm) with that test. */
export function remarkQuickAutolinks(this: { data(key: string): unknown }) {
  const extensions = this.data('fromMarkdownExtensions');
  if (Array.isArray(extensions)) wrapTransforms(extensions);
}

function wrapTransforms(list: unknown[]): void {
  for (const item of list) {
    if (Array.isArray(item)) {
      wrapTransforms(item);
      continue;
    }
    const transforms = (item as { transforms?: Transform[] } | null)?.transforms;
    if (!Array.isArray(transforms)) continue;
    for (const [i, transform] of transforms.entries()) {
      if (transform.name === TRANSFORM_NAME) transforms[i] = (tree) => (mayLink(tree) ? transform(tree) : undefined);
    }
  }
}

function mayLink(node: AnyNode): boolean {
  if (node.type === 'text' && typeof node.value === 'string' && MAY_LINK.test(node.value)) return true;
  if (node.children) for (const child of node.children) if (mayLink(child)) return true;
  return false;
}
