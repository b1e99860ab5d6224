import type { PageRecord } from '@docsgen/site';

/**
 * How far an edit of a page's text reaches, judged from the page's record before and after it was
 * compiled and rendered again (the one decision of the patch build and `docsgen dev`):
 * - `page`: only the page's own outputs change (its HTML, Markdown, search shard), so re-rendering
 *   it alone over the last build's site is the whole build;
 * - `failed`: the page no longer compiles (its diagnostics say why);
 * - `site`: something other pages or the site-wide files show changed (a title, tag or icon the
 *   sidebars show, the classes the site's stylesheet is made from, a Markdown copy that came or
 *   went), so the whole pipeline must run.
 */
export type EditReach = 'page' | 'failed' | 'site';

/** See {@link EditReach}. */
export function editReach(
  before: Pick<PageRecord, 'frontmatter' | 'markdown'>,
  after: Pick<PageRecord, 'frontmatter' | 'markdown'> | undefined,
): EditReach {
  if (after === undefined) return 'failed';
  if (after.frontmatter !== before.frontmatter) return 'site';
  if ((after.markdown === undefined) !== (before.markdown === undefined)) return 'site';
  return 'page';
}
