import type { ComponentType } from 'preact';
import { accordion, accordionGroup, expandable } from './accordion.tsx';
import { badge, icon } from './badge.tsx';
import { callouts } from './callout.tsx';
import { card, cardGroup, column, columns, tile } from './card.tsx';
import { codeBlock, codeGroup, docsgenCode, requestExample, responseExample } from './code-block.tsx';
import { color } from './color.tsx';
import type { ClientFeature, ComponentDescriptor } from './component-descriptor.ts';
import { paramField, responseField } from './fields.tsx';
import { frame } from './frame.tsx';
import { github } from './github.tsx';
import { heading } from './heading.tsx';
import { imageZoomFeature } from './image-zoom-feature.ts';
import { katexFeature, latex } from './latex.tsx';
import { optimizedVideo, zoomImage } from './media.tsx';
import { mermaid } from './mermaid.tsx';
import { prompt } from './prompt.tsx';
import { step, steps } from './steps.tsx';
import { tab, tabs } from './tabs.tsx';
import { tooltip } from './tooltip.tsx';
import { tree } from './tree.tsx';
import { update } from './update.tsx';
import { link, panel, view, visibility } from './view.tsx';

/**
 * The one registry of built-in MDX components, by the names pages use: each descriptor (in the
 * component's own file) says how it renders, lowers to Markdown, checks its props and which client
 * features it loads. `DocsgenCode` is internal (mdx wraps highlighted fences in it). `Snippet` is
 * expanded by mdx at compile time and has no component. `FileTree`, `Github` and `SnippetGroup`
 * are Mintlify's other names for `Tree`, `GitHub` and `CodeGroup`.
 */
export const descriptors: Readonly<Record<string, ComponentDescriptor>> = {
  Accordion: accordion,
  AccordionGroup: accordionGroup,
  Badge: badge,
  Callout: callouts.Callout!,
  Card: card,
  CardGroup: cardGroup,
  Check: callouts.Check!,
  CodeBlock: codeBlock,
  CodeGroup: codeGroup,
  Color: color,
  Column: column,
  Columns: columns,
  Danger: callouts.Danger!,
  DocsgenCode: docsgenCode,
  Expandable: expandable,
  FileTree: tree,
  Frame: frame,
  GitHub: github,
  Github: github,
  Heading: heading,
  Icon: icon,
  Info: callouts.Info!,
  Latex: latex,
  Link: link,
  Mermaid: mermaid,
  Note: callouts.Note!,
  OptimizedVideo: optimizedVideo,
  Panel: panel,
  Param: paramField,
  ParamField: paramField,
  Prompt: prompt,
  RequestExample: requestExample,
  ResponseExample: responseExample,
  ResponseField: responseField,
  SnippetGroup: codeGroup,
  Step: step,
  Steps: steps,
  Tab: tab,
  Tabs: tabs,
  Tile: tile,
  Tip: callouts.Tip!,
  Tooltip: tooltip,
  Tree: tree,
  Update: update,
  View: view,
  Visibility: visibility,
  Warning: callouts.Warning!,
  ZoomImage: zoomImage,
};

/** The component set by name, for rendering (each descriptor's `render`). */
// biome-ignore lint/suspicious/noExplicitAny: components take heterogeneous props from MDX.
export const components: Record<string, ComponentType<any>> = Object.fromEntries(
  Object.entries(descriptors).map(([name, d]) => [name, d.render]),
);

/** Names with members (`<Tree.Folder>`), for unknown-component checks. */
export const componentMembers: Record<string, string[]> = Object.fromEntries(
  Object.entries(descriptors).flatMap(([name, d]) => (d.members ? [[name, Object.keys(d.members)]] : [])),
);

/** Every client feature by name: the components' own, KaTeX (also used by `$math$` in Markdown) and image zoom. */
export const clientFeatures: ReadonlyMap<string, ClientFeature> = new Map(
  [katexFeature, imageZoomFeature, ...Object.values(descriptors).flatMap((d) => d.clientFeatures ?? [])].map((f) => [
    f.name,
    f,
  ]),
);

/** The descriptor of a built-in component or member name (`Card`, `Tree.Folder`), if any. */
export function componentDescriptor(name: string): Pick<ComponentDescriptor, 'toMarkdown'> | undefined {
  const dot = name.indexOf('.');
  if (dot < 0) return Object.hasOwn(descriptors, name) ? descriptors[name] : undefined;
  const parent = descriptors[name.slice(0, dot)];
  return parent?.members?.[name.slice(dot + 1)];
}
