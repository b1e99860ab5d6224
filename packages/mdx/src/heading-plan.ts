import { createPageHeadingIds, unicodeId } from '@docsgen/components';

/**
 * A heading of a page or snippet, in document order, before ids are given: what Mintlify's two
 * id passes need to know. A snippet's list is replayed where the page uses it, so the page and
 * every copy of the snippet share one numbering, as on Mintlify, which inlines snippets first.
 */
export interface PlannedHeading {
  /** The heading's text as Mintlify slugs it (after SmartyPants). */
  title: string;
  /** 1–6. */
  depth: number;
  /** `markdown` (`## x`), `jsx` (`<h2>`) or `update` (`<Update label>`). */
  kind: 'markdown' | 'jsx' | 'update';
  /** A `{#custom-id}` (normalised) or the element's own `id`. */
  own?: string;
  /** Inside an Accordion, AccordionGroup, Expandable, Update or Prompt. */
  excluded: boolean;
  /** The id the file's own compile gave it (snippets: what the page renames). */
  provisional?: string;
}

/** Ids for `items` (one page, snippet copies included), in order; undefined where a heading gets none. */
export function planIds(items: readonly PlannedHeading[]): Array<string | undefined> {
  // An empty slug (`## !!!`) is filled in by `rehypeUnicodeIds` with the encoded title.
  return slugIds(items).map((id, n) => (id === '' ? unicodeId(items[n]!.title) || undefined : id));
}

function slugIds(items: readonly PlannedHeading[]): Array<string | undefined> {
  const ids = createPageHeadingIds();
  // First pass (`remarkComponentIds`): Markdown h1–h4 without a custom id, excluded ones too.
  const raw = items.map((i) =>
    i.kind === 'markdown' && i.depth <= 4 && i.own === undefined ? ids.raw(i.title) : undefined,
  );
  // Second pass (`remarkExtractTableOfContents`): outside excluded components, cleaned and made unique.
  return items.map((item, n) => {
    if (item.kind === 'update') return item.excluded ? undefined : ids.unique(item.title, item.own || undefined);
    if (item.kind === 'jsx') return item.excluded ? item.own : ids.unique(item.title, item.own);
    const inToc = !item.excluded && item.depth <= 4;
    if (item.own !== undefined) return inToc ? ids.unique(item.title, item.own) : item.own;
    return inToc ? ids.unique(item.title, raw[n]) : raw[n];
  });
}
