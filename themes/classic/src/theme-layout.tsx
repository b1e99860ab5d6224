import type { PageContext } from '@docsgen/theme-api';
import type { ComponentChildren, VNode } from 'preact';
import type { ThemeTraits } from './looks/traits.ts';
import type { NotFoundContext, ShellContext } from './parts/context.ts';
import { Document } from './parts/document.tsx';
import { NotFoundBody } from './parts/not-found-body.tsx';
import { Article, AsidePanel, modeClass, pageChrome } from './parts/page-body.tsx';
import { Sidebar } from './parts/sidebar.tsx';
import { SiteFooter } from './parts/site-footer.tsx';
import { Switchers } from './parts/switchers.tsx';
import { TabBar } from './parts/tab-bar.tsx';
import {
  Logo,
  MobileMenuButton,
  MobileSearchButton,
  NavbarLinks,
  PrimaryButton,
  SearchButton,
  ThemeToggle,
} from './parts/top-bar.tsx';
import { UiIcon } from './parts/ui-icons.tsx';

/** The navigation's own switchers: products, versions, the sidebar dropdown. */
const NAV_SWITCHERS: Array<'product' | 'version' | 'dropdown'> = ['product', 'version', 'dropdown'];

/**
 * The top bar (`#navbar`): menu button and logo, the tabs when they sit in it, the search when it
 * does, then the language switcher, navbar links, primary button and toggle; the tab row under it.
 */
function TopBar({ ctx, traits }: { ctx: ShellContext; traits: ThemeTraits }): VNode {
  return (
    <header class="topbar" id="navbar">
      <div class="topbar-row">
        <div class="topbar-start">
          <MobileMenuButton text={ctx.text} />
          <Logo ctx={ctx} />
          {traits.switchers === 'topbar' && (
            <div class="topbar-switchers">
              <Switchers switchers={ctx.switchers} kinds={NAV_SWITCHERS} text={ctx.text} />
            </div>
          )}
        </div>
        {traits.tabs === 'topbar' && ctx.tabs.length > 0 && (
          <div class="topbar-tabs">
            <TabBar tabs={ctx.tabs} />
          </div>
        )}
        {traits.search === 'topbar' && (
          <div class="topbar-center">
            <SearchButton prompt={ctx.site.searchPrompt} text={ctx.text} />
          </div>
        )}
        <div class="topbar-end topbar-right-container">
          <MobileSearchButton text={ctx.text} />
          {traits.languages !== 'floating' && (
            <Switchers switchers={ctx.switchers} kinds={['language']} text={ctx.text} />
          )}
          <NavbarLinks ctx={ctx} primary={!traits.headerButton} />
          {traits.toggle === 'topbar' && <ThemeToggle ctx={ctx} />}
          {traits.headerButton && <PrimaryButton ctx={ctx} header />}
        </div>
      </div>
      {traits.tabs === 'row' && <TabBar tabs={ctx.tabs} />}
    </header>
  );
}

/** The button that folds the sidebar away (palm); the client script keeps the choice. */
function CollapseButton({ ctx }: { ctx: ShellContext }): VNode {
  return (
    <button
      type="button"
      class="icon-button sidebar-collapse"
      data-dg-sidebar-collapse
      aria-controls="sidebar-content"
      aria-expanded="true"
      aria-label={ctx.text.closeNavigation}
      data-label-open={ctx.text.openNavigation}
      data-label-close={ctx.text.closeNavigation}
    >
      <UiIcon name="panelLeft" />
    </button>
  );
}

/** What heads the sidebar when the traits put the logo, toggle, search or tabs there; null when nothing. */
function SidebarHead({ ctx, traits }: { ctx: ShellContext; traits: ThemeTraits }): VNode | null {
  const logo = traits.logo === 'sidebar';
  const toggle = traits.toggle === 'sidebar' && !ctx.site.appearance.strict;
  const search = traits.search === 'sidebar';
  const tabs = traits.tabs === 'sidebar' && ctx.tabs.length > 0;
  if (!logo && !toggle && !search && !tabs && !traits.collapseSidebar) return null;
  return (
    <div class="sidebar-head">
      {(logo || toggle || traits.collapseSidebar) && (
        <div class="sidebar-head-row">
          {logo && <Logo ctx={ctx} />}
          {toggle && <ThemeToggle ctx={ctx} />}
          {traits.collapseSidebar && <CollapseButton ctx={ctx} />}
        </div>
      )}
      {search && <SearchButton prompt={ctx.site.searchPrompt} text={ctx.text} />}
      {tabs && <TabBar tabs={ctx.tabs} />}
    </div>
  );
}

/** The language switcher floating at the window's bottom left (palm); null where the top bar holds it. */
function FloatingLanguages({ ctx, traits }: { ctx: ShellContext; traits: ThemeTraits }): VNode | null {
  if (traits.languages !== 'floating' || !ctx.switchers.language?.options.length) return null;
  return (
    <div class="floating-languages">
      <Switchers switchers={ctx.switchers} kinds={['language']} text={ctx.text} />
    </div>
  );
}

/** The page frame every theme shares; its traits place the chrome, its stylesheet draws it. */
function Shell({
  ctx,
  traits,
  children,
}: {
  ctx: ShellContext;
  traits: ThemeTraits;
  children: ComponentChildren;
}): VNode {
  return (
    <Document ctx={ctx} themeName={traits.name}>
      <TopBar ctx={ctx} traits={traits} />
      {children}
    </Document>
  );
}

/** A page in any theme: the top bar, the sidebar, the article and the right-hand panel. */
export function ThemePage({ ctx, traits }: { ctx: PageContext; traits: ThemeTraits }): VNode {
  return (
    <Shell ctx={ctx} traits={traits}>
      <div class={`layout ${modeClass(ctx.page.mode, traits.modes)}`} id="body-content">
        <Sidebar
          ctx={ctx}
          switchers={traits.switchers === 'topbar' ? [] : NAV_SWITCHERS}
          mobileSwitchers={traits.switchers === 'topbar' ? NAV_SWITCHERS : []}
          head={<SidebarHead ctx={ctx} traits={traits} />}
          foot={<FloatingLanguages ctx={ctx} traits={traits} />}
        />
        <main id="content-area" class="main" tabIndex={-1}>
          <Article ctx={ctx} />
        </main>
        <AsidePanel ctx={ctx} modes={traits.modes} />
      </div>
      {pageChrome(ctx.page, traits.modes).footer && <SiteFooter ctx={ctx} />}
    </Shell>
  );
}

/** The 404 page in any theme: the same frame around a "not found" message. */
export function ThemeNotFound({ ctx, traits }: { ctx: NotFoundContext; traits: ThemeTraits }): VNode {
  return (
    <Shell ctx={ctx} traits={traits}>
      <div class="layout page-not-found" id="body-content">
        <Sidebar
          ctx={ctx}
          switchers={traits.switchers === 'topbar' ? [] : NAV_SWITCHERS}
          mobileSwitchers={traits.switchers === 'topbar' ? NAV_SWITCHERS : []}
          head={<SidebarHead ctx={ctx} traits={traits} />}
          foot={<FloatingLanguages ctx={ctx} traits={traits} />}
        />
        <main id="content-area" class="main" tabIndex={-1}>
          <NotFoundBody ctx={ctx} />
        </main>
      </div>
      <SiteFooter ctx={ctx} />
    </Shell>
  );
}
