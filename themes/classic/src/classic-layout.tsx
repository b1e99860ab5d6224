import type { PageContext } from '@docsgen/theme-api';
import type { VNode } from 'preact';
import type { NotFoundContext } from './parts/context.ts';
import { Document } from './parts/document.tsx';
import { NotFoundBody } from './parts/not-found-body.tsx';
import { Article, AsidePanel, modeClass, pageChrome } from './parts/page-body.tsx';
import { Sidebar } from './parts/sidebar.tsx';
import { SiteFooter } from './parts/site-footer.tsx';
import { TabBar } from './parts/tab-bar.tsx';
import { TopBarRow } from './parts/top-bar.tsx';

/** classic: a full-width top bar with the tab bar under it, a sidebar, the article and a right panel. */
export function ClassicPage({ ctx }: { ctx: PageContext }): VNode {
  return (
    <Document ctx={ctx} themeName="classic">
      <header class="topbar" id="navbar">
        <TopBarRow ctx={ctx} />
        <TabBar tabs={ctx.tabs} />
      </header>
      <div class={`layout ${modeClass(ctx.page.mode)}`} id="body-content">
        <Sidebar ctx={ctx} switchers={['product', 'version', 'dropdown']} />
        <main id="content-area" class="main" tabIndex={-1}>
          <Article ctx={ctx} />
        </main>
        <AsidePanel ctx={ctx} />
      </div>
      {pageChrome(ctx.page).footer && <SiteFooter ctx={ctx} />}
    </Document>
  );
}

/** classic's 404 page: the same frame around a "not found" message. */
export function ClassicNotFound({ ctx }: { ctx: NotFoundContext }): VNode {
  return (
    <Document ctx={ctx} themeName="classic">
      <header class="topbar" id="navbar">
        <TopBarRow ctx={ctx} />
        <TabBar tabs={ctx.tabs} />
      </header>
      <div class="layout page-not-found" id="body-content">
        <Sidebar ctx={ctx} switchers={['product', 'version', 'dropdown']} />
        <main id="content-area" class="main" tabIndex={-1}>
          <NotFoundBody ctx={ctx} />
        </main>
      </div>
      <SiteFooter ctx={ctx} />
    </Document>
  );
}
