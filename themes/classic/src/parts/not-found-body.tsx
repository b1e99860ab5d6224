import type { VNode } from 'preact';
import type { NotFoundContext } from './context.ts';
import { href } from './link.tsx';
import { UiIcon } from './ui-icons.tsx';

/** The 404 message: what happened and ways out (home, search). */
export function NotFoundBody({ ctx }: { ctx: NotFoundContext }): VNode {
  return (
    <div class="not-found not-found-container">
      <p class="not-found-code not-found-status-code">404</p>
      <h1 class="page-title not-found-title">{ctx.page.title || ctx.text.notFoundTitle}</h1>
      {ctx.page.descriptionHtml ? (
        // errors.404.description, rendered and escaped by the build.
        <p
          class="page-description not-found-description"
          dangerouslySetInnerHTML={{ __html: ctx.page.descriptionHtml }}
        />
      ) : (
        <p class="page-description not-found-description">{ctx.text.notFoundDescription}</p>
      )}
      <div class="not-found-actions">
        <a class="button-primary" href={href(ctx.site.base)}>
          <UiIcon name="home" /> {ctx.text.goHome}
        </a>
        <button type="button" class="button-secondary" data-docsgen-search>
          <UiIcon name="search" /> {ctx.text.searchDocs}
        </button>
      </div>
    </div>
  );
}
