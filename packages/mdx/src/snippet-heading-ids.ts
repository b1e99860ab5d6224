import { type ComponentChildren, cloneElement, h, isValidElement, type VNode } from 'preact';

/**
 * The attribute a page sets on each copy of an MDX snippet it uses: `[snippet's id, page id]`
 * pairs (JSON), from the page's heading numbering (remark-heading-ids), so that a snippet used
 * twice, or repeating a heading of the page, gets Mintlify's unique ids.
 */
export const SNIPPET_HEADING_IDS = 'dgHeadingIds';

const HEADING_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

/**
 * Components for one rendered copy of a snippet that rename its headings' ids (and their `#`
 * self-links) as the page asked with {@link SNIPPET_HEADING_IDS}; none when it asked nothing.
 */
export function headingRenames(value: unknown, components: Record<string, unknown>): Record<string, unknown> {
  if (typeof value !== 'string') return {};
  let pairs: Array<[string, string]>;
  try {
    pairs = JSON.parse(value) as Array<[string, string]>;
  } catch {
    return {};
  }
  const left = [...pairs];
  const rename = (id: unknown): string | undefined => {
    const i = left.findIndex(([from]) => from === id);
    return i < 0 ? undefined : left.splice(i, 1)[0]![1];
  };
  const out: Record<string, unknown> = {};
  for (const tag of HEADING_TAGS) {
    const base = (components[tag] as string | undefined) ?? tag;
    out[tag] = (props: { id?: unknown; children?: ComponentChildren }) => {
      const id = rename(props.id);
      if (id === undefined) return h(base as never, props as never);
      return h(base as never, { ...props, id, children: relink(props.children, String(props.id), id) } as never);
    };
  }
  return out;
}

/** The heading's `#` self-link (rehype-heading-anchors) pointed at the new id. */
function relink(children: ComponentChildren, from: string, to: string): ComponentChildren {
  const one = (child: ComponentChildren): ComponentChildren =>
    isValidElement(child) && (child as VNode<{ href?: string }>).props.href === `#${from}`
      ? cloneElement(child as VNode, { href: `#${to}` })
      : child;
  return Array.isArray(children) ? children.map(one) : one(children);
}
