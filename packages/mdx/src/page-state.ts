import type { CodeTheme, HighlightOptions, HighlightStore } from '@docsgen/components';
import type { Diagnostic } from '@docsgen/diagnostics';
import type { LoweredMarkdownTree } from '@docsgen/markdown';
import type { PlannedHeading } from './heading-plan.ts';
import type { Frontmatter, Heading, PageLink } from './types.ts';

/** Mutable state shared by the remark plugins of one compile (a page or a snippet). */
export interface PageState {
  /** Docs root, absolute real path. */
  root: string;
  /** Docs-root-relative POSIX path of the file being compiled. */
  file: string;
  /** Base path of the site, ending in `/`. */
  base: string;
  /** Unknown components are errors. */
  strict: boolean;
  /** Problems found so far. */
  diagnostics: Diagnostic[];
  /** Parsed frontmatter (empty when none). */
  frontmatter: Frontmatter;
  /** 1-based line of the first YAML line, when there was frontmatter. */
  frontmatterLine?: number;
  /** Headings with ids, in order. */
  headings: Heading[];
  /** Every heading, with what its id was made from, in order (what a page replays where it uses this file as a snippet). */
  headingPlan: PlannedHeading[];
  /** The heading plans of the MDX snippets bound by imports and `<Snippet>`, by local name. */
  snippetHeadings: Record<string, PlannedHeading[]>;
  /** Links and images found, as written, with positions. */
  links: PageLink[];
  /** Client features the content needs (`mermaid`, `katex`). */
  features: Set<string>;
  /** Docs-root-relative files this one imports (directly or through snippets). */
  imports: Set<string>;
  /** Values bound by imports and `<Snippet>`, by local name (components go into the components map). */
  scope: Record<string, unknown>;
  /** Names declared by the file's own `export`/`import` statements. */
  declared: Set<string>;
  /** The tree after frontmatter removal, lowered for the Markdown copy; set only when wanted. */
  markdownTree?: LoweredMarkdownTree;
  /** Keep a Markdown copy of the tree. */
  wantMarkdown: boolean;
  /** Plain text of the content. */
  text: string;
  /** Fences highlighted for this file and the snippets it imports, as given to the highlighter. */
  fences: HighlightedFence[];
  /** The highlight store of the page being compiled (see HighlightStore); default none. */
  highlightStore?: HighlightStore;
  /** docs.json `styling.codeblocks`: code block colours and custom languages (see code-theme.ts in components); default the default theme. */
  codeTheme?: CodeTheme;
}

/** A fence as given to `highlightCode`. */
export interface HighlightedFence {
  code: string;
  lang: string;
  options: HighlightOptions;
}
