import type { PageContext } from '@docsgen/build';
import type { VNode } from 'preact';
import { PageHeader } from './page-header.tsx';
import { Pager } from './pager.tsx';
import { Toc } from './toc.tsx';

/** The article: header, compiled content and prev/next. */
export function Article({ ctx }: { ctx: PageContext }): VNode {
  return (
    <article class="article">
      {ctx.page.mode !== 'custom' && <PageHeader ctx={ctx} />}
      <div class="prose" data-dg-content dangerouslySetInnerHTML={{ __html: ctx.page.content.html }} />
      <Pager prev={ctx.prev} next={ctx.next} />
    </article>
  );
}

/** The right-hand panel: request/response examples when the page has them, else the TOC. */
export function AsidePanel({ ctx }: { ctx: PageContext }): VNode | null {
  const asideHtml = ctx.page.content.asideHtml;
  if (asideHtml) {
    return (
      <aside class="page-aside has-examples" aria-label="Examples">
        <div class="aside-examples" dangerouslySetInnerHTML={{ __html: asideHtml }} />
      </aside>
    );
  }
  if (ctx.page.toc.length === 0) return null;
  return (
    <aside class="page-aside" aria-label="Table of contents">
      <Toc toc={ctx.page.toc} />
    </aside>
  );
}

/** Classes for <main> from the page `mode` (wide, center, custom, frame). */
export function modeClass(mode: string | undefined): string {
  return `page-mode-${/^(wide|center|custom|frame)$/.test(mode ?? '') ? mode : 'default'}`;
}
