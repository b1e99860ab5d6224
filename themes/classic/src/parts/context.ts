import type { PageContext } from '@docsgen/theme-api';

/** What renderNotFound receives: a page context whose page holds only title, url and href. */
export type NotFoundContext = Omit<PageContext, 'page'> & {
  page: Pick<PageContext['page'], 'title' | 'url' | 'href'> & { noindex?: boolean; descriptionHtml?: string };
};

/** What the shared layout parts read: a full page context or the 404's reduced one. */
export type ShellContext = Omit<PageContext, 'page'> & {
  page: Pick<PageContext['page'], 'title' | 'url' | 'href'> & Partial<PageContext['page']>;
};
