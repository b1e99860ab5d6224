import type { ComponentType } from 'preact';
import type { JsxElement } from './jsx-attributes.ts';
import type { AnyNode } from './markdown-nodes.ts';
import type { PropTypes } from './read-props.ts';

/** What the build ships for a client feature a page uses. */
export interface FeatureAssets {
  /** Absolute client entry files the build bundles, loaded only on pages using the feature. */
  scripts: string[];
  /** Files copied verbatim: absolute source, output path relative to the site root. */
  files: Array<{ from: string; to: string }>;
  /** Output paths of stylesheets to link on pages using the feature. */
  css: string[];
}

/**
 * A client feature: assets (a script bundled by the build, vendor files, a stylesheet) shipped only
 * with the pages that use it. The page records its name in `CompiledPage.features`.
 */
export interface ClientFeature {
  /** Name recorded in `CompiledPage.features` (`mermaid`, `katex`). */
  name: string;
  /** The files the build writes and links for the feature (called once per build). */
  assets(): FeatureAssets;
}

/** What a component's `toMarkdown` gets: its element, and the walker that lowers its children. */
export interface MarkdownLowering {
  /** The MDX JSX element being lowered. */
  node: JsxElement;
  /** True inside phrasing content (a paragraph, a heading, a text element). */
  inline: boolean;
  /** The attribute's value as text (see {@link jsxAttribute}); undefined when absent. */
  attr(key: string): string | undefined;
  /** True when the attribute is present and not `false`. */
  flag(key: string): boolean;
  /** The element's children, lowered in the element's mode (flow or phrasing). */
  children(): AnyNode[];
  /** Lowers any MDX nodes (e.g. a child's children) to plain mdast. */
  lower(nodes: AnyNode[], inline: boolean): AnyNode[];
}

/** Lowers one component to plain mdast for the page's Markdown copy and llms-full.txt. */
export type ToMarkdown = (lowering: MarkdownLowering) => AnyNode[];

/** Small prop schema `docsgen check` applies to a built-in component (mdx check-component-props.ts). */
export interface PropRules {
  /**
   * The declared type of each checked prop (read-props.ts), the declaration the component reads
   * its props through: a `text` prop given a number, object or list, or a `flag` given anything
   * but a boolean, is a warning.
   */
  types?: PropTypes;
  /** The child component a container must hold (`<Tabs>` → `Tab`). */
  child?: string;
}

/**
 * One built-in MDX component: everything docsgen does with it, in the component's own file.
 * The registry (components.ts) maps the names pages use to descriptors; every pipeline step reads
 * the registry (render scope, Markdown lowering, prop checks, client assets, the TOC).
 */
export interface ComponentDescriptor {
  /** The Preact component that renders its static HTML. */
  // biome-ignore lint/suspicious/noExplicitAny: components take heterogeneous props from MDX.
  render: ComponentType<any>;
  /** Markdown lowering; default: the children, as if the element were not there. */
  toMarkdown?: ToMarkdown;
  /** Prop checks; default none. */
  props?: PropRules;
  /** Client features a page using it needs; default none. */
  clientFeatures?: readonly ClientFeature[];
  /** Members (`<Tree.Folder>`) by name, with their own Markdown lowering. */
  members?: Readonly<Record<string, { toMarkdown?: ToMarkdown }>>;
  /** Headings inside stay out of the table of contents (Mintlify: Accordion, Expandable, Update, Prompt). */
  hidesHeadings?: boolean;
}
