import { type ComponentChildren, toChildArray, type VNode } from 'preact';
import { IconNode, str } from './icon-node.tsx';
import { useUniqueId } from './render-context.ts';

/** Props of `<Tab>`. */
export interface TabProps {
  /** Label of the tab (required). */
  title?: unknown;
  /** Icon before the label; default none. */
  icon?: unknown;
  /** Font Awesome style for `icon`; default library order. */
  iconType?: unknown;
  /** Panel content. */
  children?: ComponentChildren;
}

/** `<Tab>` outside `<Tabs>`: its content with its title as a label. */
export function Tab({ title, children }: TabProps) {
  return (
    <div class="dg-tab-panel dg-tab-panel--alone">
      {str(title) ? <p class="dg-tab-panel__title">{str(title)}</p> : null}
      {children}
    </div>
  );
}

/** Props of `<Tabs>`. */
export interface TabsProps {
  /** Index of the tab selected first; default 0. */
  defaultTabIndex?: unknown;
  /** Sync with other tab sets sharing titles; default true. */
  sync?: unknown;
  /** `<Tab>` children. */
  children?: ComponentChildren;
}

/**
 * `<Tabs>`: a tablist with every panel in the HTML. Without scripts every panel shows with its
 * title; the client script hides the unselected ones.
 */
export function Tabs({ defaultTabIndex, sync, children }: TabsProps) {
  const id = useUniqueId('tabs');
  const items = toChildArray(children).filter((c): c is VNode => typeof c === 'object');
  const wanted = Number(defaultTabIndex ?? 0);
  const selected = Number.isInteger(wanted) && wanted >= 0 && wanted < items.length ? wanted : 0;
  return (
    <div class="dg-tabs" data-dg-tabs="" data-sync={sync === false || sync === 'false' ? 'false' : undefined}>
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
              <IconNode icon={p.icon} iconType={p.iconType} className="dg-tab__icon" />
              {str(p.title) ?? `Tab ${i + 1}`}
            </button>
          );
        })}
      </div>
      {items.map((child, i) => {
        const p = child.props as TabProps;
        const isTab = child.type === Tab;
        return (
          <div
            role="tabpanel"
            class="dg-tab-panel"
            id={`${id}-panel-${i}`}
            aria-labelledby={`${id}-tab-${i}`}
            data-selected={i === selected ? '' : undefined}
          >
            <p class="dg-tab-panel__title">{str(p.title) ?? `Tab ${i + 1}`}</p>
            {isTab ? p.children : child}
          </div>
        );
      })}
    </div>
  );
}
