import slugify, { slugifyWithCounter } from '@sindresorhus/slugify';

/**
 * Heading ids exactly as Mintlify's published page compiler makes them (`@mintlify/common`
 * 1.0.1183: `slugify.js`, `remarkComponentIds`, `remarkExtractTableOfContents`,
 * `preprocessCustomHeadingIds`), so that links copied from a live Mintlify site land here too.
 * The tests run Mintlify's own code against this file (tests/conformance).
 */

const EMOJI =
  /\p{Emoji_Modifier}|\p{Emoji_Modifier_Base}|\p{Emoji_Presentation}|\p{Extended_Pictographic}|[\u200D\uFE0E\uFE0F]/gu;

/** A slug maker: `@sindresorhus/slugify`, with or without a per-page repeat counter. */
export type Slugger = (text: string, options: Parameters<typeof slugify>[1]) => string;

/**
 * Mintlify's `slugify(title)`: lowercased, runs of spaces made `-`, percent-encoded
 * (`encodeURIComponent`), then `@sindresorhus/slugify` keeping `%` and `_` when anything was
 * encoded (`&` → `%26`, `é` → `%C3%A9`), or keeping `_` when nothing was (`robots.txt` → `robots-txt`).
 * With `counter` (one per page) a repeat gets `-2`, `-3`…
 */
export function mintlifySlug(title: string, counter: Slugger = slugify): string {
  let encoded: string;
  try {
    encoded = encodeURIComponent(title.toLowerCase().trim().replace(/\s+/g, '-'));
  } catch {
    encoded = title.toLowerCase().trim().replace(/\s+/g, '-'); // a lone surrogate: nothing to encode it as
  }
  return /%[0-9A-F]{2}/.test(encoded)
    ? counter(encoded, { decamelize: false, preserveCharacters: ['%', '_'], lowercase: false })
    : counter(encoded, { decamelize: false, preserveCharacters: ['_'] });
}

/** Mintlify's `getUnicodeId`: the id `rehypeUnicodeIds` gives a heading whose slug came out empty (`!!!`). */
export function unicodeId(title: string): string {
  try {
    return encodeURIComponent(title.toLowerCase().trim().replace(/\s+/g, '-'));
  } catch {
    return '';
  }
}

/**
 * Mintlify's `safeCleanHeadingId`: the percent-encoding decoded, `?,;:!'"()[]{}` and emoji
 * dropped (the id the table of contents and the DOM use), or the id as is when it does not decode.
 */
export function cleanHeadingId(id: string): string {
  try {
    return decodeURIComponent(id.replace(/%(?![0-9A-Fa-f]{2})/g, '%25'))
      .replace(/[?,;:!'"()[\]{}]/g, '')
      .replace(EMOJI, '');
  } catch {
    return id;
  }
}

/** Mintlify's normalisation of a `{#custom-id}`: HTML-unsafe characters, punctuation and emoji dropped, spaces made `-`. */
export function normalizeCustomId(raw: string): string {
  return raw
    .trim()
    .replace(/[<>"&?,;:!'()[\]{}]/g, '')
    .replace(EMOJI, '')
    .replace(/\s+/g, '-');
}

/** The id makers of one page, in Mintlify's two passes. */
export interface PageHeadingIds {
  /** First pass (`remarkComponentIds`): every Markdown h1–h4, in order, repeats numbered `-2`, `-3`. */
  raw(title: string): string;
  /**
   * Second pass (`remarkExtractTableOfContents`, headings outside Accordion, Expandable, Update,
   * Prompt): `id` (a first-pass or explicit id, cleaned) or else the title's slug, made unique on the page.
   */
  unique(title: string, id?: string): string;
}

/** Fresh {@link PageHeadingIds} for one page. */
export function createPageHeadingIds(): PageHeadingIds {
  const counter = slugifyWithCounter();
  const seen = new Map<string, number>();
  const dedupe = (slug: string) => {
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    if (count === 0) return slug;
    let suffix = count + 1;
    while (seen.has(`${slug}-${suffix}`)) suffix += 1;
    seen.set(`${slug}-${suffix}`, 1);
    return `${slug}-${suffix}`;
  };
  return {
    raw: (title) => mintlifySlug(title, counter),
    unique: (title, id) => dedupe((id === undefined ? '' : cleanHeadingId(id)) || mintlifySlug(title)),
  };
}
