import type { ContextualItem, InterfaceText, ContextualMenu as Menu, PageContext } from '@docsgen/theme-api';
import type { VNode } from 'preact';
import { NavIcon, UiIcon } from './ui-icons.tsx';

/** The menu of a context that carries none (a caller older than `contextual`): copy and view. */
export function defaultMenu(page: PageContext['page'], text: InterfaceText): Menu {
  const md = page.markdownHref;
  return {
    display: 'header',
    targets: { pageUrl: page.href, markdownUrl: md, path: page.url, mcpUrl: 'mcp', mcpName: '' },
    items: [
      { id: 'copy', label: text.copyPage, description: '', action: 'copy-page' },
      { id: 'view', label: text.viewAsMarkdown, description: '', action: 'link', href: md },
    ],
  };
}

/** The data the client script reads to make the menu's links absolute (contextual-menu.ts, client). */
function targetAttributes(menu: Menu): Record<string, string | undefined> {
  const t = menu.targets;
  return {
    'data-dg-ctx-menu': '',
    'data-page-url': t.pageUrl,
    'data-md-url': t.markdownUrl,
    'data-path': t.path,
    'data-mcp-url': t.mcpUrl,
    'data-mcp-name': t.mcpName,
    'data-spec-url': t.specUrl,
  };
}

/** One option as a control: a link, a "Copy page" button, a copy-text button or a print button. */
function Item({
  item,
  className,
  compact,
  text: t,
}: {
  item: ContextualItem;
  className: string;
  compact?: boolean;
  text: InterfaceText;
}): VNode {
  // The two options every site has speak the page's language; the others keep their product names.
  const label = item.id === 'copy' ? t.copyPage : item.id === 'view' ? t.viewAsMarkdown : item.label;
  const icon =
    item.action === 'copy-page' ? <UiIcon name="copy" className="icon-copy" /> : <NavIcon svg={item.iconSvg} />;
  const text = compact ? (
    <span class="action-label" data-label-done={t.copied} data-label-failed={t.copyFailed}>
      {label}
    </span>
  ) : (
    <span class="menu-item-text">
      <span class="menu-item-label action-label" data-label-done={t.copied} data-label-failed={t.copyFailed}>
        {label}
        {item.action === 'link' && item.id !== 'view' && <UiIcon name="external" className="ctx-external" />}
      </span>
      <span class="menu-item-description">{item.description}</span>
    </span>
  );
  const done = <UiIcon name="check" className="icon-done" />;
  const data = { 'data-dg-ctx': item.id };
  if (item.action === 'link') {
    const external = item.id !== 'view';
    return (
      <a
        class={className}
        href={item.href}
        {...data}
        data-dg-ctx-href={item.custom === undefined ? undefined : JSON.stringify(item.custom)}
        target={external ? '_blank' : undefined}
        rel={external ? 'noopener noreferrer' : undefined}
      >
        {icon}
        {text}
      </a>
    );
  }
  const action =
    item.action === 'copy-page'
      ? { 'data-dg-copy-page': item.href ?? '' }
      : item.action === 'copy-text'
        ? { 'data-dg-ctx-copy': item.copyText }
        : { 'data-dg-ctx-print': '' };
  return (
    <button type="button" class={className} {...data} {...action}>
      {icon}
      {done}
      {text}
    </button>
  );
}

/** What the header and the TOC menu are given: the menu, the page's Markdown copy, the interface text. */
interface MenuProps {
  menu: Menu;
  markdownHref: string;
  text: InterfaceText;
}

/** The menu's options, "Copy page" copying the page's Markdown copy at `markdownHref`. */
function menuItems(menu: Menu, markdownHref: string): ContextualItem[] {
  return menu.items.map((item) => (item.action === 'copy-page' ? { ...item, href: markdownHref } : item));
}

/**
 * The contextual menu in the page header: with one or two options, each a button; with more, the
 * first as a button (Mintlify's default action) and the others in a menu beside it. Links are
 * real links, so the menu works with scripts off (the list then shows inline).
 */
export function HeaderContextualMenu({ menu, markdownHref, text }: MenuProps): VNode {
  const items = menuItems(menu, markdownHref);
  const [first] = items;
  if (items.length <= 2) {
    return (
      <div class="page-actions" id="page-context-menu" {...targetAttributes(menu)}>
        {items.map((item) => (
          <Item item={item} className="action-button" compact text={text} />
        ))}
      </div>
    );
  }
  return (
    <div class="page-actions ctx-split" id="page-context-menu" {...targetAttributes(menu)}>
      <Item item={first!} className="action-button ctx-primary" compact text={text} />
      <div class="menu ctx-menu" data-dg-menu>
        <button
          type="button"
          class="menu-button action-button ctx-toggle"
          id="page-context-menu-button"
          aria-expanded="false"
          aria-controls="dg-ctx-menu"
          aria-label="More page actions"
        >
          <UiIcon name="chevronDown" className="menu-chevron" />
        </button>
        <div class="menu-popup ctx-popup" id="dg-ctx-menu">
          <ul class="menu-list" aria-label="Page actions">
            {items.slice(1).map((item) => (
              <li>
                <Item item={item} className="menu-item ctx-item" text={text} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}

/** The contextual menu in the table of contents panel (`display: "toc"`): every option, listed. */
export function TocContextualMenu({ menu, markdownHref, text }: MenuProps): VNode {
  const items = menuItems(menu, markdownHref);
  return (
    <div class="ctx-toc" {...targetAttributes(menu)}>
      <ul class="ctx-toc-list" aria-label="Page actions">
        {items.map((item) => (
          <li>
            <Item item={item} className="ctx-toc-item" compact text={text} />
          </li>
        ))}
      </ul>
    </div>
  );
}
