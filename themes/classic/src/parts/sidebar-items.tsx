import type { SidebarItem } from '@docsgen/theme-api';
import type { VNode } from 'preact';
import { href, SiteLink } from './link.tsx';
import { NavIcon, UiIcon } from './ui-icons.tsx';

type Group = Extract<SidebarItem, { kind: 'group' }>;
type Page = Extract<SidebarItem, { kind: 'page' }>;

/** Props of {@link SidebarItems}. */
export interface SidebarItemsProps {
  /** Items of one level. */
  items: SidebarItem[];
  /** Effective drilldown: selecting or expanding a group goes to its first page. */
  drilldown: boolean;
  /** href of the current page, to mark a group's root link. */
  currentHref: string;
  /** The "Deprecated" label in the page's language (`PageContext.text.deprecated`); default English. */
  deprecatedLabel?: string;
}

function Tag({ tag }: { tag?: string }): VNode | null {
  return tag ? (
    <span class="tag nav-tag-pill">
      <span class="nav-tag-pill-text">{tag}</span>
    </span>
  ) : null;
}

function PageItem({ item, deprecatedLabel }: { item: Page; deprecatedLabel: string }): VNode {
  const method = item.method?.toUpperCase();
  return (
    <li data-active={item.current ? '' : undefined}>
      <a
        class={item.current ? 'nav-link is-current' : 'nav-link'}
        href={href(item.href)}
        aria-current={item.current ? 'page' : undefined}
      >
        {method && (
          <span class={`method method-${method.toLowerCase()} method-nav-pill`}>
            <span aria-hidden="true">{method === 'DELETE' ? 'DEL' : method}</span>
            <span class="sr-only">{method} endpoint:</span>
          </span>
        )}
        <NavIcon svg={item.iconSvg} />
        <span class="nav-label">{item.label}</span>
        <Tag tag={item.tag} />
        {item.deprecated && <span class="tag tag-deprecated">{deprecatedLabel}</span>}
      </a>
    </li>
  );
}

/** A group's title: a link to `target` when given, else text. */
function GroupTitle({ group, target, currentHref }: { group: Group; target?: string; currentHref: string }) {
  const content = (
    <>
      <NavIcon svg={group.iconSvg} className="sidebar-group-icon" />
      <span class="nav-label">{group.label}</span>
      <Tag tag={group.tag} />
    </>
  );
  if (!target) return <span class="group-title sidebar-group-header">{content}</span>;
  const isCurrent = target === currentHref;
  return (
    <a
      class={
        isCurrent
          ? 'group-title sidebar-group-header group-link is-current'
          : 'group-title sidebar-group-header group-link'
      }
      href={href(target)}
      aria-current={isCurrent ? 'page' : undefined}
    >
      {content}
    </a>
  );
}

function GroupItem({
  group,
  drilldown,
  currentHref,
  deprecatedLabel,
}: {
  group: Group;
  drilldown: boolean;
  currentHref: string;
  deprecatedLabel: string;
}) {
  const children = (
    <SidebarItems
      items={group.items}
      drilldown={drilldown}
      currentHref={currentHref}
      deprecatedLabel={deprecatedLabel}
    />
  );
  const classes = [
    'nav-group',
    'sidebar-group',
    group.topLevel ? 'is-top' : 'is-nested',
    group.current ? 'is-current-section' : '',
  ]
    .filter(Boolean)
    .join(' ');
  // A `lazy` group holds a placeholder list (its first page) that the client script replaces with
  // the group's children from the section's sidebar fragment; `data-lazy` marks the element whose
  // direct <ul> is replaced.
  // Top-level groups are always open and have no control; with drilldown their title leads to
  // the first page.
  if (group.topLevel) {
    return (
      <li class={classes} data-lazy={group.lazy} data-active={group.current ? '' : undefined}>
        <div class="group-heading">
          <GroupTitle
            group={group}
            target={group.rootHref ?? (drilldown ? group.firstHref : undefined)}
            currentHref={currentHref}
          />
        </div>
        {children}
      </li>
    );
  }
  // Nested groups are <details>, so they expand and collapse by keyboard and without scripts. A
  // group with `root` keeps its title link outside the <summary> (no control nested in another),
  // and the summary becomes the chevron toggle beside it.
  if (group.rootHref) {
    return (
      <li class={`${classes} has-root`} data-active={group.current ? '' : undefined}>
        <GroupTitle group={group} target={group.rootHref} currentHref={currentHref} />
        <details open={group.expanded} data-lazy={group.lazy}>
          <summary class="group-toggle">
            <span class="sr-only">{group.label}: show pages</span>
            <UiIcon name="chevronRight" className="group-chevron" />
          </summary>
          {children}
        </details>
      </li>
    );
  }
  // With drilldown, the client script turns opening a collapsed group into going to its first page.
  const drillTarget = drilldown && !group.current ? group.firstHref : undefined;
  return (
    <li class={classes} data-active={group.current ? '' : undefined}>
      <details
        open={group.expanded}
        data-drilldown={drillTarget ? href(drillTarget) : undefined}
        data-lazy={group.lazy}
      >
        <summary class="group-summary">
          <GroupTitle group={group} currentHref={currentHref} />
          <UiIcon name="chevronRight" className="group-chevron" />
        </summary>
        {children}
      </details>
    </li>
  );
}

/** One level of the sidebar tree. */
export function SidebarItems({
  items,
  drilldown,
  currentHref,
  deprecatedLabel = 'Deprecated',
}: SidebarItemsProps): VNode | null {
  if (items.length === 0) return null;
  return (
    <ul class="nav-list">
      {items.map((item) => {
        switch (item.kind) {
          case 'page':
            return <PageItem item={item} deprecatedLabel={deprecatedLabel} />;
          case 'group':
            return (
              <GroupItem
                group={item}
                drilldown={drilldown}
                currentHref={currentHref}
                deprecatedLabel={deprecatedLabel}
              />
            );
          case 'link':
            return (
              <li>
                <SiteLink link={item} className="nav-link">
                  <NavIcon svg={item.iconSvg} />
                  <span class="nav-label">{item.label}</span>
                </SiteLink>
              </li>
            );
          case 'deferred':
            // The rest of a large section's top level: the client script puts it in from the fragment.
            return <li hidden data-run={`${item.from}-${item.to}`} />;
          default:
            return null;
        }
      })}
    </ul>
  );
}
