import GithubSlugger, { slug } from 'github-slugger';

/**
 * The id a heading (or a titled component: Accordion, Step, Tab, Update) gets from its text:
 * lowercased, punctuation dropped, spaces to dashes, letters of every script kept
 * (`robots.txt` → `robotstxt`, `菜单` → `菜单`). This is the id Mintlify's live sites use and the
 * one its translated pages pin with `<div id>` wrappers; `@sindresorhus/slugify`, which
 * Mintlify's sources name, would turn `robots.txt` into `robots-txt` and drop non-Latin text.
 * Every place that makes or checks a heading id goes through this file.
 */
export function headingSlug(text: string): string {
  return slug(text.trim());
}

/** A per-page id maker: repeats get `-1`, `-2`… and ids taken with {@link reserve} are skipped. */
export interface HeadingSlugger {
  /** A unique id for `text` on this page; `section` when the text has no letters or digits. */
  next(text: string): string;
  /** Marks an id as taken (an explicit `{#id}` or `id=`), so automatic ids avoid it. */
  reserve(id: string): void;
}

/** A fresh {@link HeadingSlugger} for one page. */
export function createHeadingSlugger(): HeadingSlugger {
  const slugger = new GithubSlugger();
  return {
    next: (text) => slugger.slug(slug(text.trim()) ? text.trim() : 'section'),
    reserve: (id) => {
      slugger.occurrences[id] ??= 0;
    },
  };
}

/**
 * The anchor id of a `<ParamField>` / `<ResponseField>`: its location (`query`, `body`…, or
 * `response`) and the slug of its name, e.g. `query-limit`, `response-created_at`.
 */
export function fieldAnchor(prefix: string, name: string): string {
  return `${prefix}-${headingSlug(name)}`;
}
