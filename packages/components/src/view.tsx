import type { ComponentChildren } from 'preact';
import { clientScriptFeature } from './client-feature.ts';
import type { ClientFeature, ComponentDescriptor } from './component-descriptor.ts';
import { headingSlug } from './heading-slug.ts';
import { IconNode, str } from './icon-node.tsx';
import { titled } from './markdown-nodes.ts';
import { useRenderContext } from './render-context.ts';
import { safeUrl } from './safe-url.ts';

/**
 * `<View title icon>`: one alternative view of a page. All views are in the HTML, each under its
 * title; the client feature shows one at a time.
 */
export function View({
  title,
  icon,
  iconType,
  id,
  children,
}: {
  /** Anchor id (the page compile gives Mintlify's, the title's `componentId`); default `view-` and the title's slug. */
  id?: unknown;
  title?: unknown;
  icon?: unknown;
  iconType?: unknown;
  children?: ComponentChildren;
}) {
  const text = str(title) ?? '';
  return (
    <section
      class="dg-view multi-view-item"
      data-view={text || undefined}
      id={str(id) ?? (text ? `view-${headingSlug(text)}` : undefined)}
    >
      <p class="dg-view__title">
        <IconNode icon={icon} iconType={iconType} className="dg-view__icon" />
        {text}
      </p>
      {children}
    </section>
  );
}

/** `<Visibility for>`: `humans` shows on the web; `agents` only in the Markdown copy. */
export function Visibility({ for: audience, children }: { for?: unknown; children?: ComponentChildren }) {
  if (str(audience) === 'agents') return null;
  return <>{children}</>;
}

/** `<Panel>`: content for the right-hand panel (also kept inline for narrow screens). */
export function Panel({ children }: { children?: ComponentChildren }) {
  const ctx = useRenderContext();
  const content = <div class="dg-panel">{children}</div>;
  ctx.aside.push(content);
  return <div class="dg-panel-inline">{content}</div>;
}

/** `<Link href>`: an anchor with the URL checked. */
export function Link({ href, children }: { href?: unknown; children?: ComponentChildren }) {
  return <a href={safeUrl(href)}>{children}</a>;
}

/** The view switcher (client/view.ts), on pages with `<View>`s. */
export const viewFeature: ClientFeature = clientScriptFeature('view', 'view.ts');

/** `<View>`: one view shown at a time, a selector, the TOC following; in Markdown its bold title, then the body. */
export const view: ComponentDescriptor = {
  render: View,
  clientFeatures: [viewFeature],
  toMarkdown: (m) => titled(m.attr('title'), m.attr('description'), m.children()),
};

/** `<Visibility for>`: content for humans is left out of the Markdown copy. */
export const visibility: ComponentDescriptor = {
  render: Visibility,
  toMarkdown: (m) => (m.attr('for') === 'humans' ? [] : m.children()),
};

/** `<Panel>`: its content. */
export const panel: ComponentDescriptor = { render: Panel };

/** `<Link>`: its text (the HTML `<a>` lowering handles links by tag). */
export const link: ComponentDescriptor = { render: Link };
