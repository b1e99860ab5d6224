import type { PageContext } from '@docsgen/theme-api';
import type { VNode } from 'preact';
import { Anchors } from './anchors.tsx';
import type { ShellContext } from './context.ts';
import { href } from './link.tsx';
import { SidebarItems } from './sidebar-items.tsx';
import { Switchers } from './switchers.tsx';
import { NavbarLinks } from './top-bar.tsx';

type SwitcherKind = keyof PageContext['switchers'];

/** Props of {@link Sidebar}. */
export interface SidebarProps {
  /** The page context. */
  ctx: ShellContext;
  /** Switchers shown at the top of the sidebar, in order. */
  switchers: SwitcherKind[];
  /** Switchers the layout shows in the top bar that narrow screens move into the panel (default none). */
  mobileSwitchers?: SwitcherKind[];
  /** Extra class on the <nav> (default none). */
  extraClass?: string;
  /** What a theme puts above the scrolling list (logo, search, tabs…); default none. */
  head?: VNode | null;
  /** What a theme puts after the list (palm's floating language switcher); default none. */
  foot?: VNode | null;
}

/**
 * The sidebar: switchers and dropdown, anchors, global anchors, then the section's groups. On narrow
 * screens it is the menu (`#mobile-nav`), an off-canvas panel behind the menu button, which also
 * carries the navbar links.
 */
export function Sidebar({ ctx, switchers, mobileSwitchers = [], extraClass, head, foot }: SidebarProps): VNode {
  return (
    <nav
      id="sidebar"
      class={extraClass ? `sidebar ${extraClass}` : 'sidebar'}
      aria-label="Main"
      data-fragment={ctx.sidebarFragment ? href(ctx.sidebarFragment) : undefined}
    >
      {/* The menu narrow screens open (Mintlify's #mobile-nav and #mobile-nav-content); wide screens lay its parts out as the sidebar's own. */}
      <div class="mobile-nav" id="mobile-nav">
        <div class="mobile-nav-content" id="mobile-nav-content">
          {head}
          <div class="sidebar-inner" id="sidebar-content">
            <Switchers switchers={ctx.switchers} kinds={switchers} block text={ctx.text} />
            <Anchors links={ctx.anchors} label="Sections" />
            <Anchors links={ctx.globalAnchors} label="Resources" />
            <SidebarItems
              items={ctx.sidebar}
              drilldown={ctx.site.drilldown}
              currentHref={ctx.page.href}
              deprecatedLabel={ctx.text.deprecated}
            />
            <div class="sidebar-mobile-extras">
              <Switchers switchers={ctx.switchers} kinds={mobileSwitchers} block idPrefix="dg-mobile" text={ctx.text} />
              <NavbarLinks ctx={ctx} inSidebar />
            </div>
          </div>
          {foot}
        </div>
      </div>
    </nav>
  );
}
