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
export type Slugger = (text: string, options: SlugifyOptions) => string;

/** The options of `@sindresorhus/slugify` 2.2.0 that Mintlify's ids use (the separator is always `-`). */
interface SlugifyOptions {
  decamelize: boolean;
  lowercase?: false;
  preserveCharacters?: string[];
}

/**
 * ASCII but `&`, `^` and `` ` ``: text on which `@sindresorhus/slugify` 2.2.0's first step, its
 * transliteration, is the identity (its only ASCII replacement key is `&`, and `^` and `` ` `` are
 * the only ASCII diacritics it strips; the tests check every ASCII character against the library).
 * That step builds ~2,000 regular expressions a call: it took a fifth of a page worker's CPU on
 * the bench corpus for heading ids, and as much again for Accordion and ParamField ids, so it is
 * skipped for such text and the library's remaining steps run here.
 */
const PLAIN = /^[\x00-\x25\x27-\x5d\x5f\x61-\x7f]*$/;
const slugPatterns = new Map<string, RegExp>();

/**
 * The library's `decamelize` (a space between a lowercase letter or digit and a capital, and
 * between the words of a run of capitals), with each of its four replacements written to insert
 * at the same places in linear time: the library's own patterns (`([A-Z]{2,})(\d+)` and the like)
 * backtrack quadratically on a long run of capitals or lowercase letters.
 */
function decamelize(text: string): string {
  return text
    .replace(/(?<=[A-Z]{2})(?=\d)/g, ' ')
    .replace(/(?<=[a-z\d])(?=[A-Z]{2})/g, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/(?<=[A-Z])(?=[A-Z][a-rt-z\d])/g, ' ');
}

/** The library's pattern of what becomes the separator: all but letters, digits and `preserve`. */
function slugPattern(keepCase: boolean, preserve: string[]): RegExp {
  const key = `${keepCase} ${preserve.join('')}`;
  let pattern = slugPatterns.get(key);
  if (!pattern) {
    const kept = preserve.map((c) => c.replace(/[|\\{}()[\]^$+*?.-]/g, '\\$&')).join('');
    pattern = new RegExp(`[^a-z\\d${keepCase ? 'A-Z' : ''}${kept}]+`, 'g');
    slugPatterns.set(key, pattern);
  }
  return pattern;
}

/** `@sindresorhus/slugify` 2.2.0 with `options`, taking the shortcut above for {@link PLAIN} text. */
function slugifyFast(text: string, options: SlugifyOptions): string {
  if (!PLAIN.test(text)) return slugify(text, options);
  const keepCase = options.lowercase === false;
  const decamelized = options.decamelize ? decamelize(text) : text;
  return (keepCase ? decamelized : decamelized.toLowerCase())
    .replace(slugPattern(keepCase, options.preserveCharacters ?? []), '-')
    .replace(/\\/g, '')
    .replace(/(?<![a-zA-Z\d])([a-zA-Z\d]+)-([ts])(-|$)/g, '$1$2$3')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * `slugifyWithCounter()` of `@sindresorhus/slugify` 2.2.0 over {@link slugifyFast}: a repeat
 * gets `-2`, `-3`…, exactly as the library numbers them (the tests compare the two).
 */
export function slugCounter(): Slugger {
  const occurrences = new Map<string, number>();
  return (text, options) => {
    const slug = slugifyFast(text, options);
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
export function mintlifySlug(title: string, counter: Slugger = slugifyFast): string {
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
  // An empty slug (`##` alone, `## !!!`) is not numbered: Mintlify gives such a heading its
  // encoded title as id, or none, however often it occurs (the conformance cases check it).
  const dedupe = (slug: string) => {
    if (slug === '') return slug;
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
  const base = slugifyFast(title.replace(':', '-'), { decamelize: false });
  return count > 0 ? `${base}-${count}` : base;
}

/**
 * Mintlify's `generateParamFieldId` (`rehypeParamFieldIds`): the id of a `<ParamField>` or
 * `<ResponseField>` from its name, decamelized (`expireAfterSecs` → `param-expire-after-secs`),
 * a repeat numbered `param-name-1`, `param-name-2`…
 */
export function paramFieldId(name: string, count = 0): string {
  return slugifyFast(`param-${name}${count > 0 ? `_${count}` : ''}`, { decamelize: true });
}
