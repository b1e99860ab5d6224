import type { ComponentChildren, VNode } from 'preact';
import { colorVariablesCss } from '../colors.ts';
import { HEAD_SCRIPT } from '../head-script.ts';
import { Banner } from './banner.tsx';
import type { ShellContext } from './context.ts';
import { href } from './link.tsx';

/** Props of {@link Document}. */
export interface DocumentProps {
  /** The page (or 404) context. */
  ctx: ShellContext;
  /** Theme name, set as a class on <body> so CSS can tell the themes apart. */
  themeName: string;
  /** Page body below the banners. */
  children: ComponentChildren;
}

/** Languages of the format's list written right to left. */
const RTL = new Set(['ar', 'he']);

// The search dialog's own sentences in the page's language, for the client script (JSON).
function searchText(text: ShellContext['text']): string {
  const { search, results, noResults, searchUnavailable } = text;
  return JSON.stringify({ search, results, noResults, searchUnavailable });
}

/** The page's path as Mintlify's `html[data-current-path]` gives it: `/`, `/quickstart`, no trailing slash. */
function currentPath(url: string): string {
  let start = 0;
  let end = url.length;
  // Leading and trailing slashes dropped by a scan: a run of slashes cannot make it slow.
  while (start < end && url[start] === '/') start++;
  while (end > start && url[end - 1] === '/') end--;
  return `/${url.slice(start, end)}`;
}

function pageTitle(ctx: ShellContext): string {
  return ctx.page.title && ctx.page.title !== ctx.site.name ? `${ctx.page.title} – ${ctx.site.name}` : ctx.site.name;
}

/** The whole HTML document: head (meta, no-flash script, colours, assets), banners and a skip link. */
export function Document({ ctx, themeName, children }: DocumentProps): VNode {
  const description = ctx.page.metaDescription ?? ctx.page.description ?? ctx.site.description;
  const banner = ctx.site.banner;
  const langBanner = ctx.languageBanner;
  return (
    <html
      lang={ctx.lang || 'en'}
      dir={RTL.has((ctx.lang || 'en').split('-')[0]!) ? 'rtl' : undefined}
      data-theme={ctx.site.appearance.default === 'dark' ? 'dark' : 'light'}
      data-default-theme={ctx.site.appearance.default}
      data-strict={ctx.site.appearance.strict ? '' : undefined}
      data-banner={banner?.dismissible ? banner.id : undefined}
      data-lang-banner={langBanner?.dismissible ? langBanner.id : undefined}
      data-docsgen-base={ctx.site.base}
      data-docsgen-search-prompt={ctx.site.searchPrompt ?? ctx.text.searchPlaceholder}
      data-docsgen-search-text={searchText(ctx.text)}
      data-docsgen-language={ctx.switchers.language ? ctx.lang : undefined}
      data-docsgen-version={ctx.switchers.version?.current}
      data-current-path={currentPath(ctx.page.url)}
      data-page-mode={ctx.page.mode}
    >
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{pageTitle(ctx)}</title>
        {description && <meta name="description" content={description} />}
        {ctx.page.noindex && <meta name="robots" content="noindex" />}
        {ctx.page.canonical && <link rel="canonical" href={href(ctx.page.canonical)} />}
        {ctx.alternates.map((a) => (
          <link rel="alternate" hreflang={a.hreflang} href={href(a.href)} />
        ))}
        {(ctx.page.meta ?? []).map((m) => (
          <meta name={m.name} property={m.property} content={m.content} />
        ))}
        {ctx.page.structuredData && (
          // Escaped by the build (`<`, `>`, `&` as \u escapes): nothing in it can end the element.
          <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: ctx.page.structuredData }} />
        )}
        {ctx.site.favicon && (
          <link
            rel="icon"
            href={href(ctx.site.favicon)}
            media={ctx.site.faviconDark ? '(prefers-color-scheme: light)' : undefined}
          />
        )}
        {ctx.site.faviconDark && (
          <link rel="icon" href={href(ctx.site.faviconDark)} media="(prefers-color-scheme: dark)" />
        )}
        {(ctx.site.assets.fonts ?? []).map((font) => (
          <link rel="preload" href={href(font)} as="font" type="font/woff2" crossorigin="anonymous" />
        ))}
        <script dangerouslySetInnerHTML={{ __html: HEAD_SCRIPT }} />
        <style dangerouslySetInnerHTML={{ __html: colorVariablesCss(ctx.site.colors) }} />
        {ctx.site.styleCss && <style dangerouslySetInnerHTML={{ __html: ctx.site.styleCss }} />}
        {ctx.site.assets.css.map((css) => (
          <link rel="stylesheet" href={href(css)} />
        ))}
        {ctx.site.assets.js.map((js) => (
          <script type="module" src={href(js)} />
        ))}
      </head>
      <body class={`dg-theme-${themeName}`} id="background-color">
        <a class="skip-link" href="#content-area">
          {ctx.text.skipToContent}
        </a>
        {langBanner && <Banner {...langBanner} kind="lang-banner" />}
        {banner && <Banner {...banner} kind="banner" />}
        {children}
      </body>
    </html>
  );
}
