import { type ComponentChildren, toChildArray, type VNode } from 'preact';
import type { ComponentDescriptor } from './component-descriptor.ts';
import { headingSlug } from './heading-slug.ts';
import { bool, IconNode, str } from './icon-node.tsx';
import { titled } from './markdown-nodes.ts';
import { useAnchorId, useUniqueId } from './render-context.ts';

/** Props of `<Tab>`. */
export interface TabProps {
  /** Label of the tab (required). */
  title?: unknown;
  /** Icon before the label; default none. */
  icon?: unknown;
  /** Font Awesome style for `icon`; default library order. */
  iconType?: unknown;
  /** Anchor id (a link to it selects the tab); default the slug of the title. */
  id?: unknown;
  /** Panel content. */
  children?: ComponentChildren;
}

/** `<Tab>` outside `<Tabs>`: its content with its title as a label. */
export function Tab({ title, id, children }: TabProps) {
  const anchor = tabAnchor(title, id);
  return (
    <div class="dg-tab-panel dg-tab-panel--alone">
      {str(title) ? (
        <p class="dg-tab-panel__title" id={anchor}>
          {str(title)}
        </p>
      ) : null}
      {children}
    </div>
  );
}

/** The anchor of a tab: its `id`, else its title's slug unless an earlier tab took it. */
function tabAnchor(title: unknown, id: unknown): string | undefined {
  const text = str(title);
  const derived = useAnchorId(str(id) || !text ? undefined : headingSlug(text));
  return str(id) ?? derived;
}

/** Props of `<Tabs>`. */
export interface TabsProps {
  /** Index of the tab selected first; default 0. */
  defaultTabIndex?: unknown;
  /** Sync with other tab sets sharing titles; default true. */
  sync?: unknown;
  /** A bottom border and padding under the tab set, setting it apart from what follows; default false. */
  borderBottom?: unknown;
  /** `<Tab>` children. */
  children?: ComponentChildren;
}

/**
 * `<Tabs>`: a tablist with every panel in the HTML. Without scripts every panel shows with its
 * title; the client script hides the unselected ones.
 */
export function Tabs({ defaultTabIndex, sync, borderBottom, children }: TabsProps) {
  const id = useUniqueId('tabs');
  const items = toChildArray(children).filter((c): c is VNode => typeof c === 'object');
  const wanted = Number(defaultTabIndex ?? 0);
  const selected = Number.isInteger(wanted) && wanted >= 0 && wanted < items.length ? wanted : 0;
  return (
    <div
      class={bool(borderBottom) ? 'dg-tabs dg-tabs--border-bottom tabs' : 'dg-tabs tabs'}
      data-dg-tabs=""
      data-sync={sync === false || sync === 'false' ? 'false' : undefined}
    >
      <div class="dg-tabs__list" role="tablist">
        {items.map((child, i) => {
          const p = child.props as TabProps;
          return (
            <button
              type="button"
              role="tab"
              class="dg-tab"
              id={`${id}-tab-${i}`}
              aria-controls={`${id}-panel-${i}`}
              aria-selected={i === selected ? 'true' : 'false'}
              tabIndex={i === selected ? 0 : -1}
            >
              <IconNode icon={p.icon} iconType={p.iconType} className="dg-tab__icon tab-icon" />
              {str(p.title) ?? `Tab ${i + 1}`}
            </button>
          );
        })}
      </div>
      {items.map((child, i) => {
        const p = child.props as TabProps;
        const isTab = child.type === Tab;
        const anchor = tabAnchor(p.title, p.id);
        return (
          <div
            role="tabpanel"
            class="dg-tab-panel"
            id={`${id}-panel-${i}`}
            aria-labelledby={`${id}-tab-${i}`}
            data-selected={i === selected ? '' : undefined}
          >
            <p class="dg-tab-panel__title" id={anchor}>
              {str(p.title) ?? `Tab ${i + 1}`}
            </p>
            {isTab ? p.children : child}
          </div>
        );
      })}
    </div>
  );
}

/** `<Tabs>`: must hold `<Tab>`s; in Markdown every tab, one after the other. */
export const tabs: ComponentDescriptor = { render: Tabs, props: { child: 'Tab' } };

/** `<Tab>`: its bold title, then the body, in Markdown. */
export const tab: ComponentDescriptor = {
  render: Tab,
  props: { types: { title: 'text', icon: 'text' } },
  toMarkdown: (m) => titled(m.attr('title'), m.attr('description'), m.children()),
};
