import type { ComponentChildren } from 'preact';
import { clientScriptFeature } from './client-feature.ts';
import type { ComponentDescriptor } from './component-descriptor.ts';
import { headingSlug } from './heading-slug.ts';
import { str } from './icon-node.tsx';
import { titled } from './markdown-nodes.ts';
import { cleanHeadingId } from './mintlify-heading-id.ts';
import { useAnchorId } from './render-context.ts';

/** Props of `<Update>`. */
export interface UpdateProps {
  /** Date or version label (required); also the anchor id. */
  label?: unknown;
  /** Anchor id; default the slug of the label (the page compile sets Mintlify's id here). */
  id?: unknown;
  /** Short description under the label; default none. */
  description?: unknown;
  /** Tags (string array); default none. */
  tags?: unknown;
  /** RSS item overrides (`title`, `description`), carried as data attributes for the page's feed. */
  rss?: unknown;
  /** The changelog entry. */
  children?: ComponentChildren;
}

/** `<Update>`: one changelog entry with a sticky label column. */
export function Update({ label, id, description, tags, rss, children }: UpdateProps) {
  const text = str(label) ?? '';
  // Mintlify's Update renders its id through `safeCleanHeadingId`: the id of a label `示例`,
  // `%E7%A4%BA%E4%BE%8B`, is `示例` in the page (a link to either form lands on it).
  const given = str(id) ?? (text ? headingSlug(text) : undefined);
  const anchor = useAnchorId(given === undefined ? undefined : cleanHeadingId(given));
  const tagList = Array.isArray(tags) ? tags.map((t) => str(t)).filter((t): t is string => Boolean(t)) : [];
  const feed = rss && typeof rss === 'object' ? (rss as { title?: unknown; description?: unknown }) : {};
  return (
    <section
      class="dg-update update"
      id={anchor}
      data-tags={tagList.join(',') || undefined}
      data-rss-title={str(feed.title)}
      data-rss-description={str(feed.description)}
    >
      <div class="dg-update__meta">
        <p class="dg-update__label">{text}</p>
        {str(description) ? <p class="dg-update__description">{str(description)}</p> : null}
        {tagList.length > 0 ? (
          <ul class="dg-update__tags">
            {tagList.map((t) => (
              <li class="dg-update__tag">{t}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <div class="dg-update__body">{children}</div>
    </section>
  );
}

/** `<Update>`: checked text props; its bold label, description, then the body, in Markdown. */
export const update: ComponentDescriptor = {
  render: Update,
  // The tag filters (client/update-filters.ts), on pages with `<Update>`s.
  clientFeatures: [clientScriptFeature('update', 'update-filters.ts')],
  props: { types: { label: 'text', description: 'text' } },
  toMarkdown: (m) => titled(m.attr('label'), m.attr('description'), m.children()),
  hidesHeadings: true,
};
