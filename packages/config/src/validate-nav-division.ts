// Divisions of docs.json `navigation` (tabs, anchors, dropdowns, products, versions, languages,
// menu items) and the lists of children every level holds, validated for validateNavigation
// (validate-navigation.ts); groups and page lists are validate-nav-group.ts's.
import { didYouMean, error, warning } from '@docsgen/diagnostics';
import type { z } from 'zod';
import { describe } from './check-with-schema.ts';
import { joinJsonPath } from './json-path.ts';
import { LANGUAGE_CODES } from './locales.ts';
import type { Json, NavCheckContext } from './nav-check-context.ts';
import { type DivisionKey, NAV_COLLECTIONS, NAV_LEVELS } from './navigation-levels.ts';
import { allowedChildren, childLabelKey, divisionLeafFields } from './navigation-schema.ts';
import { validateGlobalNavigation } from './validate-global-navigation.ts';
import { validateNavGroup, validatePageEntries } from './validate-nav-group.ts';

// Names in messages: the navigation levels table's, and `navigation` for the root.
const NAMES: Record<DivisionKey | 'group' | 'root', string> = {
  root: 'navigation',
  ...Object.fromEntries(NAV_COLLECTIONS.map((c) => [NAV_LEVELS[c].label, NAV_LEVELS[c].name])),
} as Record<DivisionKey | 'group' | 'root', string>;

const COLLECTIONS: readonly string[] = NAV_COLLECTIONS;

/** A division of kind `kind`: its valid fields and children, or undefined when its label is missing or invalid. */
export function validateNavDivision(ctx: NavCheckContext, d: Json, path: string, kind: DivisionKey): Json | undefined {
  const { diagnostics, here, leaf, unknownKey } = ctx;
  const fields = divisionLeafFields[kind] as Record<string, z.ZodType>;
  const allowed: readonly string[] = allowedChildren[kind];
  const labelValue = d[kind];
  const label =
    typeof labelValue === 'string' && labelValue
      ? `${NAMES[kind]} \`${labelValue}\``
      : `the ${NAMES[kind]} at \`${path}\``;
  const out: Json = {};
  if (labelValue === undefined) {
    diagnostics.push(
      error('config/missing-field', `${capitalize(label)} is missing \`${kind}\`.`, {
        ...here(path),
        hint: `Every ${NAMES[kind]} needs "${kind}": ${kind === 'language' ? 'a language code such as "en"' : '"its title"'}.`,
      }),
    );
    return undefined;
  }
  for (const [key, v] of Object.entries(d)) {
    if (v === undefined) continue;
    const p = joinJsonPath(path, key);
    if (COLLECTIONS.includes(key)) continue;
    if (key === 'menu' && !allowed.includes('menu')) continue;
    if (key === 'global') {
      const g = validateGlobalNavigation(ctx, v, p, validateNavDivision);
      if (g) out.global = g;
      continue;
    }
    if (key in fields) {
      if (kind === 'language' && key === 'language') {
        if (!isLanguageCode(ctx, v, p)) return undefined;
        out[key] = v;
        continue;
      }
      const parsed = leaf(fields[key]!, v, p);
      if (parsed !== undefined) out[key] = parsed;
      else if (key === kind) return undefined;
    } else {
      unknownKey(key, path, label, [...Object.keys(fields), ...allowed]);
    }
  }
  validateDivisionChildren({ ctx, d, path, kind, label, out });
  return out;
}

function isLanguageCode({ diagnostics, here }: NavCheckContext, v: unknown, p: string): boolean {
  if (typeof v === 'string' && (LANGUAGE_CODES as readonly string[]).includes(v)) return true;
  const guess = typeof v === 'string' ? didYouMean(v, LANGUAGE_CODES) : '';
  diagnostics.push(
    error('config/invalid-language', `Language code ${describe(v)} is not supported.`, {
      ...here(p),
      hint: `${guess ? `${guess} ` : ''}Accepted codes: ${LANGUAGE_CODES.join(', ')}.`,
    }),
  );
  return false;
}

/** Children of a division (or of the root): exactly one collection, and only allowed kinds; the valid ones go into `out`. */
export function validateDivisionChildren({
  ctx,
  d,
  path,
  kind,
  label,
  out,
}: {
  ctx: NavCheckContext;
  d: Json;
  path: string;
  kind: DivisionKey | 'root';
  label: string;
  out: Json;
}): void {
  const key = usableChildKey({ ctx, d, path, kind, label });
  if (key === undefined) return;
  const childPath = joinJsonPath(path, key);
  const v = d[key];
  if (key === 'pages') {
    const pages = validatePageEntries(ctx, v, childPath, false);
    if (pages) out.pages = pages;
    return;
  }
  const items = validateChildList(ctx, v, childPath, key);
  if (items) out[key] = items;
}

// The one collection of `d` that is read: allowed kinds only (Mintlify's validator drops one it
// does not read beside one it does: a warning then), the first of its order when several.
function usableChildKey({
  ctx,
  d,
  path,
  kind,
  label,
}: {
  ctx: NavCheckContext;
  d: Json;
  path: string;
  kind: DivisionKey | 'root';
  label: string;
}): string | undefined {
  const { diagnostics, here } = ctx;
  const present = Object.keys(d).filter((k) => COLLECTIONS.includes(k) && d[k] !== undefined);
  const allowed: readonly string[] = allowedChildren[kind];
  const usable: string[] = [];
  // Beside a kind of child it reads, Mintlify's validator drops one it does not: a warning then.
  const report = present.some((k) => allowed.includes(k)) ? warning : error;
  for (const key of present) {
    if (!allowed.includes(key)) {
      const what =
        kind === 'item'
          ? 'A menu item holds only groups, pages and external links'
          : `A ${NAMES[kind]} cannot contain \`${key}\``;
      diagnostics.push(
        report('config/invalid-child', `${what}; ${label} has \`${key}\`${report === warning ? ', ignored' : ''}.`, {
          ...here(joinJsonPath(path, key), 'key'),
          hint:
            kind === 'item'
              ? 'Move these entries into groups or pages of the menu item, or make it a link with `href`.'
              : `Allowed here: ${allowed.map((k) => `\`${k}\``).join(', ')}.`,
        }),
      );
    } else usable.push(key);
  }
  if (usable.length > 1) {
    // Mintlify's validator reads one kind of child per level, the first of its order (the order
    // of `allowedChildren`), and drops the others: so does docsgen, with a warning for each.
    usable.sort((a, b) => allowed.indexOf(a) - allowed.indexOf(b));
    reportMixedChildren(ctx, usable as [string, ...string[]], { path, kind, label });
  }
  return usable[0];
}

function reportMixedChildren(
  { diagnostics, here }: NavCheckContext,
  [keep, ...rest]: [string, ...string[]],
  { path, kind, label }: { path: string; kind: DivisionKey | 'root'; label: string },
): void {
  for (const other of rest) {
    const message =
      kind === 'root'
        ? `navigation has both \`${keep}\` and \`${other}\`; \`${other}\` is ignored (one primary pattern at the root, \`${keep}\` first).`
        : `${capitalize(label)} has both \`${keep}\` and \`${other}\`; \`${other}\` is ignored (a level holds one kind of child).`;
    const hint =
      kind === 'root'
        ? `Keep one root-level pattern and nest the other inside it, e.g. put the ${other} inside one of the ${keep}.`
        : fixHint(keep, other);
    diagnostics.push(
      warning('config/mixed-children', message, {
        ...here(joinJsonPath(path, other), 'key'),
        related: [{ message: `\`${keep}\` is here`, ...here(joinJsonPath(path, keep), 'key') }],
        hint,
      }),
    );
  }
}

// A list of groups or divisions at `childPath` (key `key`): its valid items, or undefined when it is no list.
function validateChildList(ctx: NavCheckContext, v: unknown, childPath: string, key: string): Json[] | undefined {
  const { diagnostics, here } = ctx;
  if (!Array.isArray(v)) {
    diagnostics.push(
      error('config/invalid-value', `\`${childPath}\` must be a list; found ${describe(v)}.`, {
        ...here(childPath),
        hint: `Write "${key}": [ ... ].`,
      }),
    );
    return undefined;
  }
  if (v.length === 0 && key !== 'groups') {
    diagnostics.push(
      warning('config/empty-list', `\`${childPath}\` is an empty list.`, {
        ...here(childPath),
        hint: `Add at least one entry or remove \`${key}\`.`,
      }),
    );
  }
  const childKind = childLabelKey[key]!;
  const items: Json[] = [];
  const seenLabels = new Map<string, string>();
  v.forEach((item, i) => {
    const parsed = validateChildItem(ctx, item, joinJsonPath(childPath, i), childKind);
    if (parsed && isFirstLabel(ctx, parsed, { p: joinJsonPath(childPath, i), childPath, childKind, seenLabels })) {
      items.push(parsed);
    }
  });
  if (childKind === 'version' || childKind === 'language') checkOneDefault(ctx, items, childPath, childKind);
  return items;
}

function validateChildItem(ctx: NavCheckContext, item: unknown, p: string, childKind: string): Json | undefined {
  if (item === undefined) return undefined;
  if (item === null || typeof item !== 'object' || Array.isArray(item)) {
    ctx.diagnostics.push(
      error(
        'config/invalid-value',
        `\`${p}\` must be ${childKind === 'item' ? 'a menu item' : `a ${childKind}`} object; found ${describe(item)}.`,
        {
          ...ctx.here(p),
          hint: `Write {"${childKind}": "Title", ...}.`,
        },
      ),
    );
    return undefined;
  }
  return childKind === 'group'
    ? validateNavGroup(ctx, item as Json, p, false)
    : validateNavDivision(ctx, item as Json, p, childKind as DivisionKey);
}

// Versions and languages are unique in a list: a second one of a label is an error, and dropped.
function isFirstLabel(
  { diagnostics, here }: NavCheckContext,
  parsed: Json,
  {
    p,
    childPath,
    childKind,
    seenLabels,
  }: { p: string; childPath: string; childKind: string; seenLabels: Map<string, string> },
): boolean {
  if (childKind !== 'version' && childKind !== 'language') return true;
  const labelValue = String(parsed[childKind]);
  const first = seenLabels.get(labelValue);
  if (first === undefined) {
    seenLabels.set(labelValue, p);
    return true;
  }
  diagnostics.push(
    error(
      `config/duplicate-${childKind}`,
      `${capitalize(childKind)} \`${labelValue}\` is listed twice in \`${childPath}\`.`,
      {
        ...here(joinJsonPath(p, childKind)),
        related: [{ message: 'first listed here', ...here(joinJsonPath(first, childKind)) }],
        hint: `Each ${childKind} must be unique; rename or merge the two entries.`,
      },
    ),
  );
  return false;
}

function checkOneDefault({ diagnostics, here }: NavCheckContext, items: Json[], childPath: string, childKind: string) {
  const defaults = items.filter((x) => x.default === true);
  if (defaults.length <= 1) return;
  diagnostics.push(
    warning(
      'config/several-defaults',
      `More than one ${childKind} in \`${childPath}\` has \`default: true\`; the first one is used.`,
      {
        ...here(childPath),
        hint: 'Keep `default: true` on one entry.',
      },
    ),
  );
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function fixHint(keep: string, other: string): string {
  const content = ['groups', 'pages'];
  if (content.includes(keep) && content.includes(other)) {
    return 'Move the pages into a group (a group can hold pages), or remove one of the two lists.';
  }
  if (content.includes(keep) || content.includes(other)) {
    const [inner, outer] = content.includes(keep) ? [keep, other] : [other, keep];
    return `Move the ${inner} into one of the ${outer} (each ${childLabelKey[outer] === 'item' ? 'menu item' : childLabelKey[outer]} can hold ${inner}).`;
  }
  return `Move the ${other} into one of the ${keep}, or split them into separate elements.`;
}
