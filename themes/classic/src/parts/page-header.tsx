import type { PageContext } from '@docsgen/theme-api';
import type { VNode } from 'preact';
import { defaultMenu, HeaderContextualMenu } from './contextual-menu.tsx';
import { href } from './link.tsx';
import { UiIcon } from './ui-icons.tsx';

/** Breadcrumbs when the effective setting is on, else the section eyebrow. */
export function Eyebrow({ ctx }: { ctx: PageContext }): VNode | null {
  const crumbs = ctx.breadcrumbs.filter((crumb) => crumb.label.trim() !== '');
  if (ctx.site.breadcrumbs && crumbs.length > 0) {
    return (
      <nav class="breadcrumbs" aria-label="Breadcrumb">
        <ol class="breadcrumb-list">
          {crumbs.map((crumb) => (
            <li class="breadcrumb-item">
              {crumb.href ? <a href={href(crumb.href)}>{crumb.label}</a> : <span>{crumb.label}</span>}
            </li>
          ))}
        </ol>
      </nav>
    );
  }
  return ctx.eyebrow ? <p class="eyebrow">{ctx.eyebrow}</p> : null;
}

/** The contextual menu in the header (docs.json or frontmatter `contextual`), unless it shows in the TOC. */
export function PageActions({ ctx }: { ctx: PageContext }): VNode | null {
  const menu = ctx.page.contextual ?? defaultMenu(ctx.page, ctx.text);
  if (menu.items.length === 0 || menu.display === 'toc') return null;
  return <HeaderContextualMenu menu={menu} markdownHref={href(ctx.page.markdownHref)} text={ctx.text} />;
}

/** Eyebrow or breadcrumbs, title, description and page actions. */
export function PageHeader({ ctx }: { ctx: PageContext }): VNode {
  const method = ctx.page.api?.method.toUpperCase();
  return (
    <header class="page-header" id="header">
      <div class="page-header-top">
        <Eyebrow ctx={ctx} />
        {ctx.page.rss && (
          <a class="action-button rss-button" href={href(ctx.page.rss)} aria-label="RSS feed" title="RSS feed">
            <UiIcon name="rss" />
          </a>
        )}
        <PageActions ctx={ctx} />
      </div>
      <h1 class="page-title" id="page-title">
        {ctx.page.title}
        {ctx.page.deprecated && <span class="tag tag-deprecated page-deprecated">{ctx.text.deprecated}</span>}
      </h1>
      {ctx.page.description && <p class="page-description">{ctx.page.description}</p>}
      {ctx.page.api && (
        <p class="page-endpoint">
          <span class={`method method-${method!.toLowerCase()} method-pill`}>{method}</span>
          <code>{ctx.page.api.path}</code>
        </p>
      )}
    </header>
  );
}
