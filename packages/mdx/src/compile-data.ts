// What the remark plugins of one compile leave on its vfile (`file.data`), each key written by
// the plugin named beside it and read by the later ones and by compileMdxModule.
import type { HighlightOptions } from '@docsgen/components';
import type { LoweredMarkdownTree } from '@docsgen/markdown';
import type { VFile } from 'vfile';
import type { PlannedHeading } from './heading-plan.ts';
import type { SnippetPlaces } from './snippet-places.ts';
import type { Frontmatter, Heading, PageLink, UpdateFeedItem } from './types.ts';

/** A fence as given to `highlightCode`. */
export interface HighlightedFence {
  code: string;
  lang: string;
  options: HighlightOptions;
}

declare module 'vfile' {
  interface DataMap {
    /** remark-page-frontmatter: the parsed frontmatter (absent when none). */
    frontmatter: Frontmatter;
    /** remark-page-frontmatter: 1-based line of the first YAML line. */
    frontmatterLine: number;
    /** remark-keep-esm: the file's ESM text (imports and exports), when it has any. */
    esm: string;
    /** remark-imports: values bound by imports and `<Snippet>`, by local name. */
    scope: Record<string, unknown>;
    /** remark-imports: names declared by the file's own `export`/`import` statements. */
    declared: Set<string>;
    /** remark-imports: docs-root-relative files this one imports (directly or through snippets). */
    imports: Set<string>;
    /** remark-imports: the heading plans of the MDX snippets bound, by local name. */
    snippetHeadings: Record<string, PlannedHeading[]>;
    /** remark-imports: the fences highlighted for the snippets bound. */
    snippetFences: HighlightedFence[];
    /** remark-imports: the ESM text of the MDX snippets bound (and theirs), by docs-root-relative file. */
    snippetEsm: Record<string, string>;
    /** remark-imports: where the snippets bound (and theirs) write icon names and strings, by docs-root-relative file. */
    snippetPlaces: SnippetPlaces;
    /** Client features the content needs (`mermaid`, `katex`…), added by several plugins. */
    features: Set<string>;
    /** remark-heading-ids: headings with ids, in order. */
    headings: Heading[];
    /** remark-heading-ids: every heading with what its id was made from (replayed where the file is a snippet). */
    headingPlan: PlannedHeading[];
    /** remark-update-feed: the entries of the page's changelog feed, when it has `<Update>`s. */
    updates: UpdateFeedItem[];
    /** remark-links: links and images as written, with positions. */
    links: PageLink[];
    /** remark-page-features: plain text of the content. */
    text: string;
    /** remark-page-features: the tree lowered for the Markdown copy, when wanted. */
    markdownTree: LoweredMarkdownTree;
    /** remark-code: the fences highlighted for this file and its snippets, as given to the highlighter. */
    fences: HighlightedFence[];
  }
}

/** The file's bound values (remark-imports' result), made empty when there are none yet. */
export function scopeOf(file: VFile): Record<string, unknown> {
  file.data.scope ??= {};
  return file.data.scope;
}

/** The file's declared names (remark-imports' result), made empty when there are none yet. */
export function declaredOf(file: VFile): Set<string> {
  file.data.declared ??= new Set();
  return file.data.declared;
}

/** The file's client features, made empty when there are none yet. */
export function featuresOf(file: VFile): Set<string> {
  file.data.features ??= new Set();
  return file.data.features;
}

/** The files the file imports (remark-imports' result), made empty when there are none yet. */
export function importsOf(file: VFile): Set<string> {
  file.data.imports ??= new Set();
  return file.data.imports;
}
