import type { ComponentChildren } from 'preact';
import type { ComponentDescriptor } from './component-descriptor.ts';
import { headingSlug } from './heading-slug.ts';
import { bool, IconNode, str } from './icon-node.tsx';
import { titled } from './markdown-nodes.ts';
import { useAnchorId } from './render-context.ts';

/** Props of `<Accordion>`. */
export interface AccordionProps {
  /** Summary text (required). */
  title?: unknown;
  /** Secondary text under the title; default none. */
  description?: unknown;
  /** Open on load; default false. */
  defaultOpen?: unknown;
  /** Icon before the title; default none. */
  icon?: unknown;
  /** Font Awesome style for `icon`; default library order. */
  iconType?: unknown;
  /** Anchor id (opened when the URL hash matches); default the slug of the title. */
  id?: unknown;
  /** Hidden content. */
  children?: ComponentChildren;
}

/** `<Accordion>`: a `<details>` element, so it opens and closes without scripts. */
export function Accordion({ title, description, defaultOpen, icon, iconType, id, children }: AccordionProps) {
  const text = str(title) ?? '';
  const derived = useAnchorId(str(id) || !text ? undefined : headingSlug(text));
  const anchor = str(id) ?? derived;
  return (
    <details class="dg-accordion accordion" id={anchor || undefined} open={bool(defaultOpen) || undefined}>
      <summary class="dg-accordion__summary">
        <IconNode icon={icon} iconType={iconType} className="dg-accordion__icon" />
        <span class="dg-accordion__heading">
          <span class="dg-accordion__title">{text}</span>
          {str(description) ? <span class="dg-accordion__description">{str(description)}</span> : null}
        </span>
      </summary>
      <div class="dg-accordion__body">{children}</div>
    </details>
  );
}

/** `<AccordionGroup>`: a bordered stack of accordions. */
export function AccordionGroup({ children }: { children?: ComponentChildren }) {
  return <div class="dg-accordion-group accordion-group">{children}</div>;
}

/** Props of `<Expandable>`. */
export interface ExpandableProps {
  /** What is inside, e.g. `properties`; default `properties`. */
  title?: unknown;
  /** Open on load; default false. */
  defaultOpen?: unknown;
  /** Nested fields. */
  children?: ComponentChildren;
}

/** `<Expandable>`: nested fields behind a `<details>` toggle. */
export function Expandable({ title, defaultOpen, children }: ExpandableProps) {
  return (
    <details class="dg-expandable expandable" open={bool(defaultOpen) || undefined}>
      <summary class="dg-expandable__summary">Show {str(title) ?? 'properties'}</summary>
      <div class="dg-expandable__body">{children}</div>
    </details>
  );
}

const titledSection: ComponentDescriptor['toMarkdown'] = (m) =>
  titled(m.attr('title'), m.attr('description'), m.children());

/** `<Accordion>`: checked text props; in Markdown the bold title, then the body. */
export const accordion: ComponentDescriptor = {
  render: Accordion,
  toMarkdown: titledSection,
  props: { types: { title: 'text', description: 'text', icon: 'text' } },
  hidesHeadings: true,
};

/** `<AccordionGroup>`: must hold `<Accordion>`s. */
export const accordionGroup: ComponentDescriptor = {
  render: AccordionGroup,
  props: { child: 'Accordion' },
  hidesHeadings: true,
};

/** `<Expandable>`: like an accordion. */
export const expandable: ComponentDescriptor = { render: Expandable, toMarkdown: titledSection, hidesHeadings: true };
