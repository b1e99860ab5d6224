import { type Diagnostic, sortDiagnostics } from './diagnostic.ts';

/** Identical diagnostics (same severity, code and message) found at several places. */
export interface DiagnosticGroup {
  /** The first of them in report order: its place gets the code frame. */
  first: Diagnostic;
  /** Every one of them in report order, the first included. */
  all: Diagnostic[];
}

/**
 * The codes of the authoring-convention lints (`docsgen check` only): a frontmatter title and
 * description, headings from level 2, images in `<Frame>`. Reported under a heading of their own,
 * and each can be turned off (`docsgen.lints` in docs.json, `docsgen check --no-lint CODE`).
 */
export const CONVENTION_CODES = [
  'authoring/title',
  'authoring/description',
  'authoring/heading-level',
  'authoring/image-frame',
] as const;

/** True for an authoring-convention lint's code. */
export function isConventionCode(code: string): boolean {
  return (CONVENTION_CODES as readonly string[]).includes(code);
}

/** Groups identical diagnostics, in report order (by the place of each group's first). */
export function groupDiagnostics(diagnostics: readonly Diagnostic[]): DiagnosticGroup[] {
  const groups = new Map<string, DiagnosticGroup>();
  for (const d of sortDiagnostics(diagnostics)) {
    const key = `${d.severity}\u0000${d.code}\u0000${d.message}`;
    const group = groups.get(key);
    if (group) group.all.push(d);
    else groups.set(key, { first: d, all: [d] });
  }
  return [...groups.values()];
}

/**
 * Diagnostics per code, most frequent first (code order breaks ties), each with the hint of its
 * largest group of identical diagnostics.
 */
export function countByCode(groups: readonly DiagnosticGroup[]): Array<{ code: string; count: number; hint?: string }> {
  const counts = new Map<string, { code: string; count: number; hint?: string; largest: number }>();
  for (const g of groups) {
    const c = counts.get(g.first.code) ?? { code: g.first.code, count: 0, largest: 0 };
    c.count += g.all.length;
    if (g.first.hint && g.all.length > c.largest) {
      c.hint = g.first.hint;
      c.largest = g.all.length;
    }
    counts.set(g.first.code, c);
  }
  return [...counts.values()]
    .sort((a, b) => b.count - a.count || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0))
    .map(({ code, count, hint }) => (hint ? { code, count, hint } : { code, count }));
}
