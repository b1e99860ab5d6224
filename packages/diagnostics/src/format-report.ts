import type { Diagnostic } from './diagnostic.ts';
import { formatCodeFrame, formatLocation } from './format-code-frame.ts';
import { countByCode, type DiagnosticGroup, groupDiagnostics, isConventionCode } from './group-diagnostics.ts';

/** Options for {@link formatReport}. */
export interface ReportOptions {
  /** Reads the text of a docs-root-relative file for the code frame; undefined when unreadable. */
  readSource?: (file: string) => string | undefined;
  /** ANSI colours; default false. */
  color?: boolean;
  /** Further places of a group listed under its frame; default 3 (`Infinity`: every place). */
  places?: number;
  /**
   * Most lines the warnings and infos may take; groups past it are counted, not shown. Errors are
   * always shown in full. Default: no limit.
   */
  maxLines?: number;
  /** How to see everything (a command), named where places or groups are left out; default none. */
  seeAll?: string;
  /** How to turn an authoring-convention lint off, shown in that section's heading; default none. */
  conventionsOff?: string;
  /** End with counts per code and the hints of the most frequent instead of one summary line; default false. */
  byCode?: boolean;
}

/**
 * All diagnostics of a run as code frames, identical ones (same severity, code and message) as
 * one frame with their other places listed under it; grouped by file (whole-run ones first), the
 * authoring-convention lints last under a heading of their own; then a summary such as
 * "2 errors, 1 warning".
 */
export function formatReport(diagnostics: readonly Diagnostic[], options: ReportOptions = {}): string {
  const cache = new Map<string, string | undefined>();
  const sourceOf = (file: string | undefined) => {
    if (!file || !options.readSource) return undefined;
    if (!cache.has(file)) cache.set(file, options.readSource(file));
    return cache.get(file);
  };
  const groups = groupDiagnostics(diagnostics);
  const rendered = new Map<DiagnosticGroup, string>();
  const render = (g: DiagnosticGroup) => {
    const known = rendered.get(g);
    if (known !== undefined) return known;
    const text = formatGroup(g, sourceOf(g.first.file), options);
    rendered.set(g, text);
    return text;
  };
  const shown = pickShown(groups, render, options.maxLines ?? Number.POSITIVE_INFINITY);
  const blocks: string[] = [];
  let currentFile: string | undefined | null = null;
  const main = groups.filter((g) => !isConventionCode(g.first.code) && shown.has(g));
  const conventions = groups.filter((g) => isConventionCode(g.first.code) && shown.has(g));
  for (const g of main) {
    if (g.first.file !== currentFile) {
      currentFile = g.first.file;
      if (g.first.file) blocks.push(`── ${g.first.file} ──`);
    }
    blocks.push(render(g));
  }
  if (conventions.length > 0) {
    const off = options.conventionsOff ? ` (${options.conventionsOff})` : '';
    blocks.push(`── Authoring conventions${off} ──`, ...conventions.map(render));
  }
  const hidden = groups.filter((g) => !shown.has(g));
  if (hidden.length > 0) {
    const count = hidden.reduce((n, g) => n + g.all.length, 0);
    const see = options.seeAll ? `; ${options.seeAll} shows them all` : '';
    blocks.push(
      `… ${plural(hidden.length, 'more problem')} (${plural(count, 'diagnostic')}) not shown to keep this to a screen${see}.`,
    );
  }
  blocks.push(options.byCode ? summarizeByCode(groups, options.seeAll) : summarize(diagnostics));
  return blocks.join('\n\n');
}

/** The groups to print: every error, then the others in order while they fit in `maxLines`. */
function pickShown(
  groups: readonly DiagnosticGroup[],
  render: (g: DiagnosticGroup) => string,
  maxLines: number,
): Set<DiagnosticGroup> {
  if (maxLines === Number.POSITIVE_INFINITY) return new Set(groups);
  const lines = (g: DiagnosticGroup) => render(g).split('\n').length + 3; // blank line, maybe a file header
  const shown = new Set(groups.filter((g) => g.first.severity === 'error'));
  let used = [...shown].reduce((n, g) => n + lines(g), 0);
  for (const g of groups) {
    if (shown.has(g)) continue;
    const n = lines(g);
    if (used + n > maxLines) continue;
    shown.add(g);
    used += n;
  }
  return shown;
}

/** One group: the first one's code frame, then where else it was found. */
function formatGroup(g: DiagnosticGroup, source: string | undefined, options: ReportOptions): string {
  const frame = formatCodeFrame(g.first, source, { color: options.color });
  const others = g.all.slice(1);
  if (others.length === 0) return frame;
  // "… 1 more" would take the line the place itself takes.
  const limit = others.length === (options.places ?? 3) + 1 ? others.length : (options.places ?? 3);
  const listed = others.slice(0, limit).map((d) => `    ${formatLocation(d) || '(no place)'}`);
  const rest = others.length - listed.length;
  const more = rest > 0 ? [`    … ${rest} more${options.seeAll ? ` (${options.seeAll} lists every place)` : ''}`] : [];
  return [frame, `  and ${plural(others.length, 'more place')}:`, ...listed, ...more].join('\n');
}

/** "no problems", or counts such as "2 errors, 1 warning" (and the distinct problems when some repeat). */
export function summarize(diagnostics: readonly Diagnostic[], problems?: number): string {
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.filter((d) => d.severity === 'warning').length;
  if (errors === 0 && warnings === 0) return 'no problems';
  const counts = [errors ? plural(errors, 'error') : '', warnings ? plural(warnings, 'warning') : '']
    .filter(Boolean)
    .join(', ');
  const counted = diagnostics.filter((d) => d.severity !== 'info');
  const distinct = problems ?? groupDiagnostics(counted).length;
  return distinct < counted.length ? `${counts} (${plural(distinct, 'distinct problem')})` : counts;
}

/**
 * The summary line (infos counted too), the count of each code (errors, warnings, then infos; most
 * frequent first) and the hints of the three most frequent error or warning codes.
 */
function summarizeByCode(groups: readonly DiagnosticGroup[], seeAll?: string): string {
  const infos = groups.filter((g) => g.first.severity === 'info').reduce((n, g) => n + g.all.length, 0);
  const counted = groups.filter((g) => g.first.severity !== 'info');
  const problems = summarize(
    counted.flatMap((g) => g.all),
    counted.length,
  );
  if (problems === 'no problems' && infos === 0) return problems;
  const head = [problems === 'no problems' ? '' : problems, infos ? plural(infos, 'info') : '']
    .filter(Boolean)
    .join('; ');
  const codes = countByCode(groups);
  const width = String(Math.max(...codes.map((c) => c.count))).length;
  const lines = [`${head}:`, ...codes.slice(0, 10).map((c) => `  ${String(c.count).padStart(width)}  ${c.code}`)];
  if (codes.length > 10) lines.push(`  ${' '.repeat(width)}  … ${plural(codes.length - 10, 'other code')}`);
  const actionable = codes.filter((c) => c.severity !== 'info' && c.hint);
  const top = [...actionable].sort((a, b) => b.count - a.count).slice(0, 3);
  for (const c of top) lines.push(`  hint (${c.code}): ${c.hint}`);
  if (seeAll) lines.push(`Every diagnostic, with every place: ${seeAll}.`);
  return lines.join('\n');
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
