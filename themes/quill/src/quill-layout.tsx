import type { PageContext } from '@docsgen/theme-api';
import {
  Article,
  AsidePanel,
  Document,
  Logo,
  MobileMenuButton,
  modeClass,
  NavbarLinks,
  NotFoundBody,
  type NotFoundContext,
  pageChrome,
  SearchButton,
  type ShellContext,
  Sidebar,
  SiteFooter,
  Switchers,
  TabBar,
  ThemeToggle,
} from '@docsgen/theme-classic';
import type { VNode } from 'preact';

/** Up to this many tabs sit inline in the top bar; more get a row of their own. */
const INLINE_TABS = 4;

/** quill's top bar: logo and product/version on the left, the tabs inline, search and links on the right. */
function QuillTopBar({ ctx }: { ctx: ShellContext }): VNode {
  const inline = ctx.tabs.length <= INLINE_TABS;
  return (
    <header class={inline ? 'topbar' : 'topbar has-tab-row'} id="navbar">
      <div class="topbar-row">
        <div class="topbar-start">
          <MobileMenuButton text={ctx.text} />
          <Logo ctx={ctx} />
          <Switchers switchers={ctx.switchers} kinds={['product', 'version']} text={ctx.text} />
        </div>
        {inline && (
          <div class="topbar-tabs">
            <TabBar tabs={ctx.tabs} />
          </div>
        )}
        <div class="topbar-end topbar-right-container">
          <SearchButton prompt={ctx.site.searchPrompt} text={ctx.text} />
          <Switchers switchers={ctx.switchers} kinds={['language']} text={ctx.text} />
          <NavbarLinks ctx={ctx} />
          <ThemeToggle ctx={ctx} />
        </div>
      </div>
      {!inline && (
        <div class="topbar-tabs topbar-tabs-row">
          <TabBar tabs={ctx.tabs} />
        </div>
      )}
    </header>
  );
}

/** quill: a light sidebar, a centred reading column and the TOC, under a single top bar holding the tabs. */
export function QuillPage({ ctx }: { ctx: PageContext }): VNode {
  return (
    <Document ctx={ctx} themeName="quill">
      <QuillTopBar ctx={ctx} />
      <div class={`layout ${modeClass(ctx.page.mode)}`} id="body-content">
        <Sidebar ctx={ctx} switchers={['dropdown']} mobileSwitchers={['product', 'version']} />
        <main id="content-area" class="main" tabIndex={-1}>
          <Article ctx={ctx} />
        </main>
        <AsidePanel ctx={ctx} />
      </div>
      {pageChrome(ctx.page).footer && <SiteFooter ctx={ctx} />}
    </Document>
  );
}

/** quill's 404 page. */
export function QuillNotFound({ ctx }: { ctx: NotFoundContext }): VNode {
  return (
    <Document ctx={ctx} themeName="quill">
      <QuillTopBar ctx={ctx} />
      <div class="layout page-not-found" id="body-content">
        <Sidebar ctx={ctx} switchers={['dropdown']} mobileSwitchers={['product', 'version']} />
        <main id="content-area" class="main" tabIndex={-1}>
          <NotFoundBody ctx={ctx} />
        </main>
      </div>
      <SiteFooter ctx={ctx} />
    </Document>
  );
}
