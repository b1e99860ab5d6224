import type { PageContext } from '@docsgen/theme-api';
import type { VNode } from 'preact';
import { href } from './link.tsx';
import { UiIcon } from './ui-icons.tsx';

/** Breadcrumbs when the effective setting is on, else the section eyebrow. */
export function Eyebrow({ ctx }: { ctx: PageContext }): VNode | null {
  if (ctx.site.breadcrumbs && ctx.breadcrumbs.length > 0) {
    return (
      <nav class="breadcrumbs" aria-label="Breadcrumb">
        <ol>
          {ctx.breadcrumbs.map((crumb) => (
            <li>{crumb.href ? <a href={href(crumb.href)}>{crumb.label}</a> : <span>{crumb.label}</span>}</li>
          ))}
        </ol>
      </nav>
    );
  }
  return ctx.eyebrow ? <p class="eyebrow">{ctx.eyebrow}</p> : null;
}

/** "Copy page" (the Markdown copy to the clipboard) and "View as Markdown". */
export function PageActions({ ctx }: { ctx: PageContext }): VNode {
  return (
    <div class="page-actions">
      <button type="button" class="action-button" data-dg-copy-page={href(ctx.page.markdownHref)}>
        <UiIcon name="copy" className="icon-copy" />
        <UiIcon name="check" className="icon-done" />
        <span class="action-label" data-label-done={ctx.text.copied} data-label-failed={ctx.text.copyFailed}>
          {ctx.text.copyPage}
        </span>
      </button>
      <a class="action-button" href={href(ctx.page.markdownHref)}>
        <UiIcon name="markdown" />
        <span class="action-label">{ctx.text.viewAsMarkdown}</span>
      </a>
    </div>
  );
}

/** Eyebrow or breadcrumbs, title, description and page actions. */
export function PageHeader({ ctx }: { ctx: PageContext }): VNode {
  const method = ctx.page.api?.method.toUpperCase();
  return (
    <header class="page-header">
      <div class="page-header-top">
        <Eyebrow ctx={ctx} />
        <PageActions ctx={ctx} />
      </div>
      <h1 class="page-title">
        {ctx.page.title}
        {ctx.page.deprecated && <span class="tag tag-deprecated page-deprecated">{ctx.text.deprecated}</span>}
      </h1>
      {ctx.page.description && <p class="page-description">{ctx.page.description}</p>}
      {ctx.page.api && (
        <p class="page-endpoint">
          <span class={`method method-${method!.toLowerCase()}`}>{method}</span>
          <code>{ctx.page.api.path}</code>
        </p>
      )}
    </header>
  );
}
