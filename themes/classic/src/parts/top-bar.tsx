import type { InterfaceText } from '@docsgen/theme-api';
import type { VNode } from 'preact';
import type { ShellContext } from './context.ts';
import { href, SiteLink } from './link.tsx';
import { NavIcon, UiIcon } from './ui-icons.tsx';

/** The site logo (light and dark images) or, without one, the site name. */
export function Logo({ ctx }: { ctx: ShellContext }): VNode {
  const logo = ctx.site.logo;
  return (
    <a class="logo" href={href(logo?.href ?? ctx.site.base)}>
      {logo ? (
        <>
          <img class="logo-img logo-light nav-logo" src={href(logo.light)} alt={ctx.site.name} />
          <img class="logo-img logo-dark nav-logo" src={href(logo.dark)} alt={ctx.site.name} />
        </>
      ) : (
        <span class="logo-name nav-logo">{ctx.site.name}</span>
      )}
    </a>
  );
}

/** The search trigger; the search dialog (@docsgen/search) opens on clicks on `data-docsgen-search`. */
export function SearchButton({ prompt, text }: { prompt?: string; text: InterfaceText }): VNode {
  return (
    <button type="button" class="search-button" id="search-bar-entry" data-docsgen-search>
      <UiIcon name="search" />
      <span class="sr-only">{text.search}</span>
      <span class="search-placeholder" aria-hidden="true">
        {prompt ?? text.searchPlaceholder}
      </span>
      <kbd class="search-kbd">Ctrl K</kbd>
    </button>
  );
}

/** The dark-mode toggle, absent when `appearance.strict` is set. */
export function ThemeToggle({ ctx }: { ctx: ShellContext }): VNode | null {
  if (ctx.site.appearance.strict) return null;
  return (
    <button
      type="button"
      class="icon-button theme-toggle"
      data-component-name="theme-toggle"
      data-dg-theme-toggle
      aria-label={ctx.text.toggleTheme}
    >
      <UiIcon name="sun" className="icon-sun" />
      <UiIcon name="moon" className="icon-moon" />
    </button>
  );
}

/** The search trigger of narrow screens (`#search-bar-entry-mobile`), an icon in the top bar of every theme. */
export function MobileSearchButton({ text }: { text: InterfaceText }): VNode {
  return (
    <button
      type="button"
      class="icon-button search-button-mobile"
      id="search-bar-entry-mobile"
      data-docsgen-search
      aria-label={text.search}
    >
      <UiIcon name="search" />
    </button>
  );
}

/** The button that opens the navigation menu (`#mobile-nav`, the sidebar as a panel) on narrow screens. */
export function MobileMenuButton({ text }: { text: InterfaceText }): VNode {
  return (
    <button
      type="button"
      class="icon-button mobile-menu-button"
      data-dg-nav-toggle
      aria-controls="mobile-nav"
      aria-expanded="false"
      aria-label={text.openNavigation}
      data-label-open={text.openNavigation}
      data-label-close={text.closeNavigation}
    >
      <UiIcon name="menu" className="icon-open" />
      <UiIcon name="close" className="icon-close" />
    </button>
  );
}

/**
 * The navbar's primary button (`navbar.primary`). The top bar's copy carries `#topbar-cta-button`;
 * as Sequoia's "primary header button" (`header`) it also carries the documented
 * `data-component-name="primary-header-button"` (customize/custom-scripts.mdx: "Sequoia theme only").
 */
export function PrimaryButton({
  ctx,
  inSidebar = false,
  header = false,
}: {
  ctx: ShellContext;
  inSidebar?: boolean;
  header?: boolean;
}): VNode | null {
  const primary = ctx.site.navbar.primary;
  if (!primary) return null;
  return (
    <SiteLink
      link={primary}
      className={header ? 'button-primary primary-header-button' : 'button-primary'}
      externalGlyph={false}
      id={inSidebar ? undefined : 'topbar-cta-button'}
      componentName={header ? 'primary-header-button' : undefined}
    >
      <NavIcon svg={primary.iconSvg} />
      {primary.label}
      {!primary.iconSvg && <UiIcon name="chevronRight" />}
    </SiteLink>
  );
}

/** Navbar links and (unless `primary` is false: a theme that places it apart) the primary button. */
export function NavbarLinks({
  ctx,
  inSidebar = false,
  primary = true,
}: {
  ctx: ShellContext;
  inSidebar?: boolean;
  primary?: boolean;
}): VNode {
  const { links } = ctx.site.navbar;
  return (
    <>
      {links.length > 0 && (
        <ul class="navbar-links">
          {links.map((link) => (
            <li>
              <SiteLink link={link} className="navbar-link" externalGlyph={false}>
                <NavIcon svg={link.iconSvg} />
                {link.label}
              </SiteLink>
            </li>
          ))}
        </ul>
      )}
      {primary && <PrimaryButton ctx={ctx} inSidebar={inSidebar} />}
    </>
  );
}
