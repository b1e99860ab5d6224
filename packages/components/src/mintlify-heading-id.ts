import slugify from '@sindresorhus/slugify';

/**
 * Heading ids exactly as Mintlify's published page compiler makes them (`@mintlify/common`
 * 1.0.1183: `slugify.js`, `remarkComponentIds`, `remarkExtractTableOfContents`,
 * `preprocessCustomHeadingIds`), so that links copied from a live Mintlify site land here too.
 * The tests run Mintlify's own code against this file (tests/conformance).
 */

const EMOJI =
  /\p{Emoji_Modifier}|\p{Emoji_Modifier_Base}|\p{Emoji_Presentation}|\p{Extended_Pictographic}|[\u200D\uFE0E\uFE0F]/gu;

/** A slug maker: `@sindresorhus/slugify`, or a page's {@link slugCounter} over it. */
export type Slugger = (text: string, options: SlugOptions) => string;
type SlugOptions = { decamelize: false; preserveCharacters: string[]; lowercase?: false };

/**
 * What encodeURIComponent leaves unencoded, plus `%`: the only characters of an encoded title.
 * `@sindresorhus/slugify` 2.2.0 first transliterates its input, and that is the identity on these
 * (no replacement key is made of them, none is a diacritic; the tests check it against the
 * library), so it is skipped for them: it builds ~2,000 regular expressions a call, and took a
 * fifth of a page worker's CPU on the bench corpus.
 */
const ENCODED = /^[A-Za-z0-9\-_.!~*'()%]*$/;
const NOT_KEPT_LOWER = /[^a-z\d_]+/g;
const NOT_KEPT_PERCENT = /[^a-z\dA-Z%_]+/g;

/** `@sindresorhus/slugify` 2.2.0 with `options`, taking the shortcut above for an encoded title. */
function slugifyEncoded(text: string, options: SlugOptions): string {
  if (!ENCODED.test(text)) return slugify(text, options);
  const keepCase = options.lowercase === false;
  return (keepCase ? text : text.toLowerCase())
    .replace(keepCase ? NOT_KEPT_PERCENT : NOT_KEPT_LOWER, '-')
    .replace(/(?<![a-zA-Z\d])([a-zA-Z\d]+)-([ts])(-|$)/g, '$1$2$3')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * `slugifyWithCounter()` of `@sindresorhus/slugify` 2.2.0 over {@link slugifyEncoded}: a repeat
 * gets `-2`, `-3`…, exactly as the library numbers them (the tests compare the two).
 */
export function slugCounter(): Slugger {
  const occurrences = new Map<string, number>();
  return (text, options) => {
    const slug = slugifyEncoded(text, options);
    if (!slug) return '';
    const lower = slug.toLowerCase();
    const numberless = occurrences.get(lower.replace(/(?<!-\d+)(?:-\d+)+$/, '')) || 0;
    const counter = occurrences.get(lower);
    occurrences.set(lower, typeof counter === 'number' ? counter + 1 : 1);
    const next = occurrences.get(lower) || 2;
    return next >= 2 || numberless > 2 ? `${slug}-${next}` : slug;
  };
}

/**
 * Mintlify's `slugify(title)`: lowercased, runs of spaces made `-`, percent-encoded
 * (`encodeURIComponent`), then `@sindresorhus/slugify` keeping `%` and `_` when anything was
 * encoded (`&` → `%26`, `é` → `%C3%A9`), or keeping `_` when nothing was (`robots.txt` → `robots-txt`).
 * With `counter` (one per page) a repeat gets `-2`, `-3`…
 */
export function mintlifySlug(title: string, counter: Slugger = slugifyEncoded): string {
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
  const counter = slugCounter();
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

/**
 * Mintlify's `generateComponentId` (`remarkComponentIds`): the id of an `<Accordion>` or `<View>`
 * from its title, the first `:` made `-`, a repeat of the same slug numbered `-1`, `-2`…
 */
export function componentId(title: string, count = 0): string {
  const base = slugify(title.replace(':', '-'), { decamelize: false });
  return count > 0 ? `${base}-${count}` : base;
}

/**
 * Mintlify's `generateParamFieldId` (`rehypeParamFieldIds`): the id of a `<ParamField>` or
 * `<ResponseField>` from its name, decamelized (`expireAfterSecs` → `param-expire-after-secs`),
 * a repeat numbered `param-name-1`, `param-name-2`…
 */
export function paramFieldId(name: string, count = 0): string {
  return slugify(`param-${name}${count > 0 ? `_${count}` : ''}`, { decamelize: true, separator: '-' });
}
