import { type Diagnostic, didYouMean, warning } from '@docsgen/diagnostics';
import { CONTEXTUAL_OPTIONS, type ContextualHref, UNOFFERED_CONTEXTUAL_OPTIONS } from './contextual-links.ts';
import { safeUrl } from './safe-url.ts';

/** An icon as docs.json or frontmatter write it. */
type IconValue = string | { name: string; style?: string; library?: string };

/** Where an option was written (file, line, column, JSON path), for later warnings about it. */
type At = Partial<Pick<Diagnostic, 'file' | 'line' | 'column' | 'jsonPath'>>;

/** A `contextual` value checked: the usable options and where to show them. */
export interface ContextualSetting {
  options: Array<string | CustomOption>;
  display: 'header' | 'toc';
  /** Where each option was written (for icon warnings). */
  at: At[];
}

export interface CustomOption {
  title: string;
  description: string;
  icon?: IconValue;
  href: ContextualHref;
}

/** Where a `contextual` value was written: `at(path)` locates `options[2]` (docs.json path or frontmatter line). */
export type ContextualLocate = (path: string) => Partial<Diagnostic>;

const KNOWN = Object.keys(CONTEXTUAL_OPTIONS);

/**
 * Checks a `contextual` value (docs.json or frontmatter) as Mintlify's schema reads it: options in
 * order, each once. An unknown identifier, a repeated one, a custom entry without a title,
 * description or usable href is a located warning and is left out; `assistant` (docsgen has no AI
 * assistant) is an info and left out. Undefined when the value is not an object with `options`.
 */
export function checkContextual(
  raw: unknown,
  locate: ContextualLocate,
  diagnostics: Diagnostic[],
): ContextualSetting | undefined {
  if (!raw || typeof raw !== 'object' || !Array.isArray((raw as { options?: unknown }).options)) {
    if (raw !== undefined)
      diagnostics.push(
        warning('build/contextual-invalid', '`contextual` must be an object with an `options` array; it is ignored.', {
          ...locate(''),
          hint: 'Write `contextual: { options: ["copy", "view"] }`, or remove it to use the site’s menu.',
        }),
      );
    return undefined;
  }
  const value = raw as { options: unknown[]; display?: unknown };
  const out: ContextualSetting = { options: [], display: 'header', at: [] };
  if (value.display === 'toc') out.display = 'toc';
  else if (value.display !== undefined && value.display !== 'header')
    diagnostics.push(
      warning(
        'build/contextual-invalid',
        '`contextual.display` must be `header` or `toc`; the menu shows in the header.',
        {
          ...locate('display'),
        },
      ),
    );
  const seen = new Set<string>();
  for (const [i, option] of value.options.entries()) {
    const at = locate(`options[${i}]`);
    const key = typeof option === 'string' ? option : JSON.stringify(option);
    if (seen.has(key)) {
      diagnostics.push(
        warning('build/contextual-invalid', 'This contextual option is listed twice; the repeat is left out.', {
          ...at,
          hint: 'Each option can appear once.',
        }),
      );
      continue;
    }
    seen.add(key);
    if (typeof option === 'string') {
      if (CONTEXTUAL_OPTIONS[option]) out.options.push(option);
      else if (UNOFFERED_CONTEXTUAL_OPTIONS.has(option))
        diagnostics.push({
          severity: 'info',
          code: 'check/unsupported',
          message: `Contextual option \`${option}\` needs Mintlify's AI assistant, which a docsgen site does not have; it is left out.`,
          ...at,
          hint: 'Offer `chatgpt` or `claude` instead, which open the page in those assistants.',
        });
      else
        diagnostics.push(
          warning('build/contextual-unknown-option', `Unknown contextual option \`${option}\`; it is left out.`, {
            ...at,
            hint: didYouMean(option, KNOWN) || `Known options: ${KNOWN.join(', ')}.`,
          }),
        );
    } else {
      const custom = checkCustom(option);
      if (typeof custom === 'string')
        diagnostics.push(
          warning('build/contextual-invalid', `Custom contextual option: ${custom}; it is left out.`, at),
        );
      else out.options.push(custom);
    }
    if (out.at.length < out.options.length) out.at.push(at as At);
  }
  return out;
}

/** A custom option, or what is wrong with it. */
function checkCustom(option: unknown): CustomOption | string {
  if (!option || typeof option !== 'object') return 'an option is a built-in name or an object';
  const o = option as Record<string, unknown>;
  if (typeof o.title !== 'string' || !o.title.trim()) return '`title` is required';
  if (typeof o.description !== 'string') return '`description` is required';
  const href = o.href;
  const base = typeof href === 'string' ? href : (href as { base?: unknown } | undefined)?.base;
  if (typeof base !== 'string' || safeUrl(base.replace(/\$(page|path|mcp)\b/g, 'x')) === undefined)
    return '`href` must be a URL (http, https or a site path) or `{ base, query }`';
  const query = typeof href === 'object' ? (href as { query?: unknown }).query : undefined;
  if (
    query !== undefined &&
    (!Array.isArray(query) || query.some((q) => typeof q?.key !== 'string' || typeof q?.value !== 'string'))
  )
    return '`href.query` must be a list of `{ key, value }` strings';
  const icon = typeof o.icon === 'string' || (o.icon && typeof o.icon === 'object') ? (o.icon as IconValue) : undefined;
  return { title: o.title, description: o.description, icon, href: href as ContextualHref };
}
