import type { DocsConfig } from '@docsgen/config';
import { escapeHtml } from '@docsgen/html';
import type { ContextFactory } from './create-page-context.ts';
import { renderInlineMarkdown } from './render-inline-markdown.ts';
import type { SidebarFragment } from './sidebar-fragments.ts';
import { routeHref } from './site-href.ts';
import type { Theme } from './theme-api.ts';

/** Inputs of {@link notFoundPage}. */
export interface NotFoundPageInput {
  /** `errors['404']` of docs.json; default none (theme title and sentence, redirect home). */
  settings: NonNullable<DocsConfig['errors']>['404'];
  theme: Theme;
  factory: ContextFactory;
  /** Base path, starting and ending with `/`. */
  base: string;
  /** URL of the home page (the site's `homeUrl`); default `/`. */
  homeUrl?: string;
}

/** A `<meta charset>` at the start of a string. */
const CHARSET_FIRST = /^<meta charset=["']?[\w-]+["']?\s*\/?>/i;

/**
 * The 404 page. `title` and `description` (Markdown: links, emphasis, code; everything else
 * escaped) replace the theme's wording. Unless `redirect: false`, the page sends the reader to
 * the home page at once (meta refresh, and `location.replace` so Back does not return to the dead
 * URL), as Mintlify's default `redirect: true` does; it stays `404.html` (a static host cannot
 * answer with a redirect), so hosts still answer unknown URLs with status 404, and it is `noindex`.
 * With the sidebar fragment its sidebar names, for the engine to write.
 */
export function notFoundPage(input: NotFoundPageInput): { html: string; fragments: SidebarFragment[] } {
  const { settings, base } = input;
  const description = settings?.description?.trim();
  const { context, fragments } = input.factory.notFound(
    settings?.title?.trim() || 'Page not found',
    description ? renderInlineMarkdown(description.replace(/(?<!\s)\s*\n\s*/g, ' '), base) : undefined,
  );
  const html = input.theme.renderNotFound(context);
  if (settings?.redirect === false) return { html, fragments };
  const home = routeHref(input.homeUrl ?? '/', base);
  // `<` is escaped in the script string so no value can close the <script> element.
  const script = JSON.stringify(home).replace(/</g, '\\u003c');
  const redirect = `<meta http-equiv="refresh" content="0; url=${escapeHtml(home)}"><script>location.replace(${script})</script>`;
  const head = html.search(/<head[^<>]*>/i);
  if (head < 0) throw new Error(`Theme ${input.theme.name} rendered a 404 page without <head>.`);
  // After `<meta charset>` when it opens the head: the charset stays first, and a policy (--csp) put
  // after it governs the redirect's script too.
  const open = html.indexOf('>', head) + 1;
  const end = open + (CHARSET_FIRST.exec(html.slice(open, open + 64))?.[0].length ?? 0);
  return { html: html.slice(0, end) + redirect + html.slice(end), fragments };
}
