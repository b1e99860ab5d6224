const ID_ATTRIBUTE = /<[a-zA-Z][^\s>/]*\s[^>]*?(?<=\s)id="([^"]+)"/g;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };

/**
 * Every element id of a rendered page, in order, without repeats: what a `#fragment` link can
 * land on. Headings are not the only targets: Mintlify's translated pages wrap headings in
 * `<div id="english-id">`, and Tab, Accordion, Step, Update and field components carry ids
 * derived from their titles. Reading them from the HTML keeps the check in step with what
 * the browser will find, whatever component or snippet produced them.
 */
export function anchorIds(html: string): string[] {
  const ids = new Set<string>();
  for (const m of html.matchAll(ID_ATTRIBUTE)) {
    ids.add(m[1]!.replace(/&(amp|lt|gt|quot|#39|apos);/g, (_, e: string) => ENTITIES[e]!));
  }
  return [...ids];
}
