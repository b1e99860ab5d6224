import type { PageContext } from '@docsgen/theme-api';
import type { VNode } from 'preact';
import { SiteLink } from './link.tsx';
import { Menu } from './menu.tsx';
import { NavIcon } from './ui-icons.tsx';

/**
 * The horizontal tab bar. External tabs open outside; a tab with `menu` opens a dropdown of items;
 * tabs with `align: "end"` come last, pushed to the end of the bar.
 */
export function TabBar({ tabs: all }: { tabs: PageContext['tabs'] }): VNode | null {
  if (all.length === 0) return null;
  const tabs = [...all.filter((t) => t.align !== 'end'), ...all.filter((t) => t.align === 'end')];
  const firstEnd = tabs.findIndex((t) => t.align === 'end');
  const classes = (tab: PageContext['tabs'][number], i: number) =>
    ['tab', tab.current && 'is-current', i === firstEnd && 'tab-align-end'].filter(Boolean).join(' ');
  return (
    <nav class="tab-bar nav-tabs" aria-label="Sections">
      <ul class="tab-list">
        {tabs.map((tab, i) => (
          <li class={classes(tab, i)}>
            {tab.menu && tab.menu.length > 0 ? (
              <Menu
                id={`dg-tab-menu-${i}`}
                className="tab-menu"
                current={tab.current}
                button={
                  <>
                    <NavIcon svg={tab.iconSvg} />
                    <span>{tab.label}</span>
                  </>
                }
                items={tab.menu}
              />
            ) : (
              <SiteLink
                link={tab}
                className="tab-link nav-tabs-item"
                current={tab.current ? 'true' : undefined}
                active={tab.current}
              >
                <NavIcon svg={tab.iconSvg} />
                <span>{tab.label}</span>
              </SiteLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
