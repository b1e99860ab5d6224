// The one guard for values that land in line-based files (`_redirects`, `_headers`, robots.txt,
// sitemap.xml, llms.txt, llms-full.txt, skill indexes): a value never adds, ends or splits a line,
// nor a whitespace-separated field. Every writer of such a file passes each value through it.

/**
 * Characters some reader takes as the end of a line or as a field separator inside one: C0 and C1
 * controls (`\n`, `\r`, `\v`, `\f`, `\u0085` NEL…), DEL, the Unicode line and paragraph separators,
 * and every other whitespace.
 */
const BREAKING = /[\s\u0000-\u001F\u007F-\u009F]/;
const BREAKING_RUNS = /[\s\u0000-\u001F\u007F-\u009F]+/g;
const BREAKING_EACH = /[\s\u0000-\u001F\u007F-\u009F]/g;
/** Only what ends a line (or is a control character): plain spaces and tabs are not counted. */
const LINE_ENDING = /[\u0000-\u0008\u000A-\u001F\u007F-\u009F\u2028\u2029]/;

/** True when `value` holds a line break or a control character (a tab is allowed), which a line-based file cannot carry as written. */
export function hasLineBreak(value: string): boolean {
  return LINE_ENDING.test(value);
}

/** True when `value` holds whitespace or a control character: it would not stay one field of a whitespace-separated line. */
export function breaksField(value: string): boolean {
  return BREAKING.test(value);
}

/** Text on one line: every run of whitespace and control characters becomes one space; trimmed. */
export function oneLineText(value: string): string {
  return value.replace(BREAKING_RUNS, ' ').trim();
}

/**
 * A URL as one field of a whitespace-separated line: whitespace and control characters are
 * percent-encoded (UTF-8), which is how a URL carries them anyway; everything else is kept.
 */
export function lineUrl(value: string): string {
  return value.replace(BREAKING_EACH, (c) => encodeURIComponent(c));
}
