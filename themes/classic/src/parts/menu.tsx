import type { NavLink } from '@docsgen/theme-api';
import type { ComponentChildren, VNode } from 'preact';
import { SiteLink } from './link.tsx';
import { NavIcon, UiIcon } from './ui-icons.tsx';

/** Props of {@link Menu}. */
export interface MenuProps {
  /** Unique id of the popup on the page (the button's aria-controls). */
  id: string;
  /** Accessible name of the button when its visible content is not enough (default: the content). */
  label?: string;
  /** Visible content of the button. */
  button: ComponentChildren;
  /** Items; each is a real link, so the menu works with scripts off. */
  items: NavLink[];
  /** Extra class on the wrapper (`menu-block` makes it full-width, for the sidebar). */
  className?: string;
  /** Marks the button itself as the current section. */
  current?: boolean;
  /**
   * The selector names Mintlify documents for this kind of dropdown (custom-scripts): its classes
   * `<names>-trigger`, `-content`, `-item`…; default `nav-dropdown`.
   */
  names?: string;
  /** Ids Mintlify gives this dropdown's trigger and content (the language selector's); default none. */
  ids?: { trigger: string; content: string };
}

/**
 * A disclosure menu: a button with aria-expanded toggling a list of links. The client script opens
 * and closes it (Escape, outside click, arrow keys); without scripts the list shows inline.
 */
export function Menu({
  id: own,
  label,
  button,
  items,
  className,
  current,
  names = 'nav-dropdown',
  ids,
}: MenuProps): VNode {
  const id = ids?.content ?? own;
  return (
    <div class={className ? `menu ${className}` : 'menu'} data-dg-menu>
      <button
        type="button"
        class={`menu-button ${names}-trigger`}
        id={ids?.trigger}
        aria-expanded="false"
        aria-controls={id}
        aria-label={label}
        data-current={current ? '' : undefined}
      >
        {button}
        <UiIcon name="chevronDown" className="menu-chevron" />
      </button>
      <div class={`menu-popup ${names}-content`} id={id}>
        <ul class="menu-list">
          {items.map((item) => (
            <li>
              <SiteLink
                link={item}
                className={item.current ? `menu-item ${names}-item is-current` : `menu-item ${names}-item`}
                current={item.current ? 'true' : undefined}
                active={item.current}
              >
                <NavIcon svg={item.iconSvg} className={`${names}-item-icon`} />
                <span class={`menu-item-text ${names}-item-text-container`}>
                  <span class={`menu-item-label ${names}-item-title`}>
                    {item.label}
                    {item.tag && <span class="tag">{item.tag}</span>}
                  </span>
                  {item.description && (
                    <span class={`menu-item-description ${names}-item-description`}>{item.description}</span>
                  )}
                </span>
                {item.current && <UiIcon name="check" className="menu-check" />}
              </SiteLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
