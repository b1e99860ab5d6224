import type { PageContext } from '@docsgen/theme-api';
import type { VNode } from 'preact';
import { TocContextualMenu } from './contextual-menu.tsx';
import { Directory } from './directory.tsx';
import { href } from './link.tsx';
import { PageHeader } from './page-header.tsx';
import { Pager } from './pager.tsx';
import { Toc } from './toc.tsx';
import { UiIcon } from './ui-icons.tsx';

/** Which parts of the page frame a page shows, from its `mode` and `hideFooterPagination`. */
export interface PageChrome {
  /** The right-hand panel (table of contents or request/response examples): `default` mode only. */
  aside: boolean;
  /** Title, description, page actions and the last-modified date: not in `custom` and `frame` (a blank canvas). */
  header: boolean;
  /** Previous/next links: not in `custom`/`frame`, nor with `hideFooterPagination`. */
  pager: boolean;
  /** The site footer: not in `custom`/`frame`. */
  footer: boolean;
}

/** Which of Mintlify's theme-specific page modes a theme lays out (organize/pages.mdx). */
export interface PageModes {
  frame: boolean;
  center: boolean;
}

const EVERY_MODE: PageModes = { frame: true, center: true };

/**
 * The mode a page's chrome is laid out in: its `mode` (wide, center, custom, frame), `default` for any
 * other value, and `default` too when the theme lacks the mode (frame or center): the standard chrome
 * around the same content.
 */
export function layoutMode(mode: string | undefined, modes: PageModes = EVERY_MODE): string {
  if ((mode === 'frame' && !modes.frame) || (mode === 'center' && !modes.center)) return 'default';
  return /^(wide|center|custom|frame)$/.test(mode ?? '') ? (mode as string) : 'default';
}

/**
 * What {@link PageChrome} a page gets (Mintlify's page modes, organize/pages). The header and pager
 * follow the page's own `mode` (they are part of its content area, which a theme never changes); the
 * panel and footer follow the mode its theme lays out ({@link layoutMode}).
 */
export function pageChrome(
  page: Pick<PageContext['page'], 'mode' | 'hideFooterPagination'>,
  modes: PageModes = EVERY_MODE,
): PageChrome {
  const canvas = page.mode === 'custom' || page.mode === 'frame';
  const layout = layoutMode(page.mode, modes);
  return {
    aside: layout === 'default',
    header: !canvas,
    pager: !canvas && page.hideFooterPagination !== true,
    footer: layout !== 'custom' && layout !== 'frame',
  };
}

/**
 * "Last modified on November 3, 2026" from a `YYYY-MM-DD` date, in the page's language: the date
 * written by `Intl` for the page's `lang` in UTC, so neither the build machine's locale nor its
 * time zone changes it.
 */
function LastModified({ date, lang, template }: { date: string; lang: string; template: string }): VNode | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return null;
  const when = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  let written: string;
  try {
    written = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(when);
  } catch {
    written = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(when);
  }
  const [before, after = ''] = template.split('{date}');
  return (
    <p class="page-updated">
      {before}
      <time dateTime={date}>{written}</time>
      {after}
    </p>
  );
}

/**
 * The page footer's feedback links (docs.json `feedback.edits`/`issues`): Mintlify's
 * `feedback-toolbar`, each link to the repository opening in a new tab.
 */
function FeedbackToolbar({ ctx }: { ctx: PageContext }): VNode | null {
  const links = ctx.page.feedback;
  if (!links?.editHref && !links?.issueHref) return null;
  const link = (url: string, label: string, icon: 'edit' | 'issue') => (
    <a class="feedback-link" href={href(url)} target="_blank" rel="noopener noreferrer">
      <UiIcon name={icon} />
      {label}
      <span class="sr-only"> (opens in a new tab)</span>
    </a>
  );
  return (
    <div class="feedback-toolbar">
      {links.editHref && link(links.editHref, ctx.text.suggestEdits, 'edit')}
      {links.issueHref && link(links.issueHref, ctx.text.raiseIssue, 'issue')}
    </div>
  );
}

/** The article: header, compiled content, feedback links and prev/next. */
export function Article({ ctx }: { ctx: PageContext }): VNode {
  const chrome = pageChrome(ctx.page);
  return (
    <article class="article">
      {chrome.header && <PageHeader ctx={ctx} />}
      <div
        class="prose mdx-content"
        id="content"
        data-dg-content
        dangerouslySetInnerHTML={{ __html: ctx.page.content.html }}
      />
      {ctx.page.directory && <Directory listing={ctx.page.directory} />}
      {chrome.header && ctx.page.lastModified && (
        <LastModified date={ctx.page.lastModified} lang={ctx.lang} template={ctx.text.lastModified} />
      )}
      {chrome.header && <FeedbackToolbar ctx={ctx} />}
      {chrome.pager && <Pager prev={ctx.prev} next={ctx.next} text={ctx.text} />}
    </article>
  );
}

/** The right-hand panel: request/response examples when the page has them, else the TOC. */
export function AsidePanel({ ctx, modes }: { ctx: PageContext; modes?: PageModes }): VNode | null {
  if (!pageChrome(ctx.page, modes).aside) return null;
  const asideHtml = ctx.page.content.asideHtml;
  if (asideHtml) {
    return (
      <aside class="page-aside has-examples panel" id="panel" aria-label="Examples">
        <div class="aside-examples" dangerouslySetInnerHTML={{ __html: asideHtml }} />
      </aside>
    );
  }
  const own = ctx.page.contextual;
  const menu = own?.display === 'toc' && own.items.length > 0 ? own : undefined;
  if (ctx.page.toc.length === 0 && !menu) return null;
  return (
    <aside class="page-aside" id="table-of-contents-layout" aria-label="Table of contents">
      <Toc toc={ctx.page.toc} text={ctx.text} />
      {menu && <TocContextualMenu menu={menu} markdownHref={href(ctx.page.markdownHref)} text={ctx.text} />}
    </aside>
  );
}

/** The layout's class from the page `mode` (wide, center, custom, frame); any other value, or one the theme lacks, is `default`. */
export function modeClass(mode: string | undefined, modes?: PageModes): string {
  return `page-mode-${layoutMode(mode, modes)}`;
}
