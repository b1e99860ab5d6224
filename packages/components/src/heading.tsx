import type { ComponentChildren } from 'preact';
import { h } from 'preact';
import type { ComponentDescriptor } from './component-descriptor.ts';
import { headingSlug } from './heading-slug.ts';
import { bool, str } from './icon-node.tsx';
import { asPhrasing } from './markdown-nodes.ts';
import { useAnchorId } from './render-context.ts';
import { vnodeText } from './vnode-text.ts';

/** Props of `<Heading>`. */
export interface HeadingProps {
  /** 1–6; default 2. */
  level?: unknown;
  /** Anchor id; default the slug of the text. */
  id?: unknown;
  /** No anchor id; default false. */
  noAnchor?: unknown;
  /** The heading text. */
  children?: ComponentChildren;
}

/**
 * `<Heading>`: a heading written as a component (Mintlify maps Markdown headings to it). It is
 * not in the table of contents, as on Mintlify, where only Markdown headings are collected.
 */
export function Heading({ level, id, noAnchor, children }: HeadingProps) {
  const n = Number(str(level) ?? 2);
  const depth = Number.isInteger(n) && n >= 1 && n <= 6 ? n : 2;
  const text = vnodeText(children).trim();
  const derived = useAnchorId(bool(noAnchor) || str(id) || !text ? undefined : headingSlug(text));
  return h(`h${depth}`, { id: bool(noAnchor) ? undefined : (str(id) ?? derived), class: 'dg-heading' }, children);
}

/** `<Heading level>`: a Markdown heading (its text only, inline). */
export const heading: ComponentDescriptor = {
  render: Heading,
  toMarkdown: (m) => {
    const level = Math.min(6, Math.max(1, Number(m.attr('level') ?? 2) || 2));
    return m.inline ? m.children() : [{ type: 'heading', depth: level, children: asPhrasing(m.children()) }];
  },
};
