import type { CompiledPage } from '@docsgen/mdx';
import type { Route } from '@docsgen/navigation';
import { groupBoost } from './group-boost.ts';
import { type PageRecord, packText, pageNavKey } from './page-record.ts';
import type { PageContext } from './theme-api.ts';

/**
 * What the site-wide steps keep of a rendered page (see {@link PageRecord}); `pack` deflates its
 * texts; a page without a frontmatter `boost` takes its navigation group's.
 */
export function makePageRecord(route: Route, page: CompiledPage, ctx: PageContext, pack: boolean): PageRecord {
  const fm = page.frontmatter;
  const group = [...route.trail].reverse().find((n) => n.type === 'group');
  return {
    url: route.url,
    title: ctx.page.title,
    description: page.description,
    noindex: ctx.page.noindex,
    // With `seo.indexing: "all"` a hidden page is indexed like any other (its context is not noindex).
    hidden: fm.hidden === true && ctx.page.noindex,
    searchable: fm.searchable !== false,
    inNavigation: route.inNavigation,
    markdown: page.markdown === undefined ? undefined : packText(page.markdown, pack),
    html: packText(page.html, pack),
    ...(page.updates && page.updates.length > 0 ? { updates: page.updates } : {}),
    language: route.section.language,
    version: route.section.version,
    // A group without a label leaves no empty step (`API reference › › Webhooks`).
    section:
      ctx.breadcrumbs
        .map((b) => b.label.trim())
        .filter(Boolean)
        .join(' › ') || undefined,
    group: group && 'label' in group ? group.label : undefined,
    method: ctx.page.api?.method,
    path: ctx.page.api?.path,
    keywords: Array.isArray(fm.keywords) ? fm.keywords.map(String) : undefined,
    boost: typeof fm.boost === 'number' ? fm.boost : groupBoost(route),
    frontmatter: pageNavKey(page),
    diagnostics: page.diagnostics,
  };
}
