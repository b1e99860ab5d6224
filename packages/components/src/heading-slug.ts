/** ASCII characters an id drops: everything but lowercase letters, digits, `_`, `-` and spaces. */
const ASCII_DROPPED = /[\u0000-\u001f!-,./:-@[-^`{-\u007f]/g;

/**
 * The id a heading (or a titled component: Accordion, Step, Tab, Update) gets from its text:
 * lowercased, ASCII punctuation dropped, each space made a dash, every other character kept
 * (`robots.txt` → `robotstxt`, `例：ワークフロー` → `例：ワークフロー`, `Menús` → `menús`). These are the
 * ids Mintlify's live sites use: its translated pages pin them with `<div id>` wrappers, and the
 * CJK pages of dify-docs link to headings with their full-width punctuation kept.
 * `@sindresorhus/slugify`, which Mintlify's sources name, would turn `robots.txt` into
 * `robots-txt` and drop non-Latin text. Every place that makes or checks a heading id goes
 * through this file.
 */
export function headingSlug(text: string): string {
  return text.trim().toLowerCase().replace(ASCII_DROPPED, '').replace(/\s/g, '-');
}

/** A per-page id maker: repeats get `-1`, `-2`… and ids taken with {@link reserve} are skipped. */
export interface HeadingSlugger {
  /** A unique id for `text` on this page; `section` when the text keeps no character. */
  next(text: string): string;
  /** Marks an id as taken (an explicit `{#id}` or `id=`), so automatic ids avoid it. */
  reserve(id: string): void;
}

/** A fresh {@link HeadingSlugger} for one page. */
export function createHeadingSlugger(): HeadingSlugger {
  const taken = new Set<string>();
  const repeats = new Map<string, number>();
  return {
    next: (text) => {
      const base = headingSlug(text) || 'section';
      let id = base;
      // `a`, `a` and a heading literally named `a-1` get `a`, `a-1` and `a-1-1`, never one id twice.
      while (taken.has(id)) {
        const n = (repeats.get(base) ?? 0) + 1;
        repeats.set(base, n);
        id = `${base}-${n}`;
      }
      taken.add(id);
      return id;
    },
    reserve: (id) => {
      taken.add(id);
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
