import type { PageContext } from '@docsgen/theme-api';
import type { VNode } from 'preact';
import { SiteLink } from './link.tsx';
import { Menu } from './menu.tsx';
import { NavIcon } from './ui-icons.tsx';

/** The horizontal tab bar. External tabs open outside; a tab with `menu` opens a dropdown of items. */
export function TabBar({ tabs }: { tabs: PageContext['tabs'] }): VNode | null {
  if (tabs.length === 0) return null;
  return (
    <nav class="tab-bar" aria-label="Sections">
      <ul class="tab-list">
        {tabs.map((tab, i) => (
          <li class={tab.current ? 'tab is-current' : 'tab'}>
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
              <SiteLink link={tab} className="tab-link" current={tab.current ? 'true' : undefined}>
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
