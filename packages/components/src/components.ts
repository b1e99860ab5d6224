import type { ComponentType } from 'preact';
import { Accordion, AccordionGroup, Expandable } from './accordion.tsx';
import { Badge, Icon } from './badge.tsx';
import { Callout, Check, Danger, Info, Note, Tip, Warning } from './callout.tsx';
import { Card, CardGroup, Column, Columns, Tile } from './card.tsx';
import { CodeBlock, CodeGroup, DocsgenCode, RequestExample, ResponseExample } from './code-block.tsx';
import { Color } from './color.tsx';
import { Param, ParamField, ResponseField } from './fields.tsx';
import { Frame } from './frame.tsx';
import { GitHub } from './github.tsx';
import { Heading } from './heading.tsx';
import { OptimizedVideo, ZoomImage } from './media.tsx';
import { Latex, Mermaid } from './mermaid.tsx';
import { Prompt } from './prompt.tsx';
import { Step, Steps } from './steps.tsx';
import { Tab, Tabs } from './tabs.tsx';
import { Tooltip } from './tooltip.tsx';
import { FileTree, Tree } from './tree.tsx';
import { Update } from './update.tsx';
import { Link, Panel, View, Visibility } from './view.tsx';

/**
 * The MDX component set by the names pages use. `DocsgenCode` is internal (mdx wraps highlighted
 * fences in it). `Snippet` is expanded by mdx at compile time and has no component. `FileTree`,
 * `Github` and `SnippetGroup` are Mintlify's other names for `Tree`, `GitHub` and `CodeGroup`.
 */
// biome-ignore lint/suspicious/noExplicitAny: components take heterogeneous props from MDX.
export const components: Record<string, ComponentType<any>> = {
  Accordion,
  AccordionGroup,
  Badge,
  Callout,
  Card,
  CardGroup,
  Check,
  CodeBlock,
  CodeGroup,
  Color,
  Column,
  Columns,
  Danger,
  DocsgenCode,
  Expandable,
  FileTree,
  Frame,
  GitHub,
  Github: GitHub,
  Heading,
  Icon,
  Info,
  Latex,
  Link,
  Mermaid,
  Note,
  OptimizedVideo,
  Panel,
  Param,
  ParamField,
  Prompt,
  RequestExample,
  ResponseExample,
  ResponseField,
  SnippetGroup: CodeGroup,
  Step,
  Steps,
  Tab,
  Tabs,
  Tile,
  Tip,
  Tooltip,
  Tree,
  Update,
  View,
  Visibility,
  Warning,
  ZoomImage,
};

/** Names with members (`<Tree.Folder>`), for unknown-component checks. */
export const componentMembers: Record<string, string[]> = {
  Tree: ['Folder', 'File'],
  FileTree: ['Folder', 'File'],
  GitHub: ['Repo'],
  Github: ['Repo'],
  Color: ['Row', 'Item'],
};
