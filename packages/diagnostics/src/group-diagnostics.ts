import { type Diagnostic, type Severity, sortDiagnostics } from './diagnostic.ts';

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

const RANK = { error: 0, warning: 1, info: 2 } as const;

/** Diagnostics of one code: how many, the most severe, and the hint of its largest group. */
export interface CodeCount {
  code: string;
  count: number;
  severity: Severity;
  hint?: string;
}

/**
 * Diagnostics per code, errors first, then warnings, then infos, each most frequent first (code
 * order breaks ties), with the hint of the code's largest group of identical diagnostics.
 */
export function countByCode(groups: readonly DiagnosticGroup[]): CodeCount[] {
  const counts = new Map<string, CodeCount & { largest: number }>();
  for (const g of groups) {
    const c = counts.get(g.first.code) ?? { code: g.first.code, count: 0, severity: g.first.severity, largest: 0 };
    c.count += g.all.length;
    if (RANK[g.first.severity] < RANK[c.severity]) c.severity = g.first.severity;
    if (g.first.hint && g.all.length > c.largest) {
      c.hint = g.first.hint;
      c.largest = g.all.length;
    }
    counts.set(g.first.code, c);
  }
  return [...counts.values()]
    .sort(
      (a, b) =>
        RANK[a.severity] - RANK[b.severity] || b.count - a.count || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0),
    )
    .map(({ largest: _, ...c }) => c);
}
