import { type Diagnostic, didYouMean, error, warning } from '@docsgen/diagnostics';
import type { z } from 'zod';
import { checkWithSchema, describe } from './check-with-schema.ts';
import { joinJsonPath } from './json-path.ts';
import { LANGUAGE_CODES } from './locales.ts';
import { type DivisionKey, NAV_COLLECTIONS, NAV_GLOBAL_COLLECTIONS, NAV_LEVELS } from './navigation-levels.ts';
import {
  allowedChildren,
  childLabelKey,
  divisionLeafFields,
  type Navigation,
  OpenApiValueSchema,
} from './navigation-schema.ts';
import { locationOf, type SourceMap } from './source-location.ts';
import { createGroupValidator } from './validate-nav-group.ts';

// Names in messages: the navigation levels table's, and `navigation` for the root.
const NAMES: Record<DivisionKey | 'group' | 'root', string> = {
  root: 'navigation',
  ...Object.fromEntries(NAV_COLLECTIONS.map((c) => [NAV_LEVELS[c].label, NAV_LEVELS[c].name])),
} as Record<DivisionKey | 'group' | 'root', string>;

const COLLECTIONS: readonly string[] = NAV_COLLECTIONS;
const GLOBAL_COLLECTIONS: readonly string[] = NAV_GLOBAL_COLLECTIONS;

type Json = Record<string, unknown>;

/** Result of {@link validateNavigation}. */
export interface NavigationCheck {
  /** The navigation with unknown keys and invalid entries removed; undefined when it is not an object. */
  navigation: Navigation | undefined;
  /** Problems found, each located. */
  diagnostics: Diagnostic[];
}

/**
 * Validates `navigation` by walking it (depth is already bounded by the parser), so that each
 * mistake gets one precise message instead of zod's union noise: one root pattern, one kind of
 * child per level, menu items holding only groups, pages and links. zod checks the leaf fields.
 */
export function validateNavigation(value: unknown, map?: SourceMap): NavigationCheck {
  const diagnostics: Diagnostic[] = [];
  const here = (jsonPath: string, which: 'value' | 'key' = 'value') => locationOf(map, jsonPath, which);

  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    diagnostics.push(
      error('config/invalid-value', `\`navigation\` must be an object; found ${describe(value)}.`, {
        ...here('navigation'),
        hint: 'Write e.g. "navigation": {"groups": [{"group": "Get started", "pages": ["index"]}]}.',
      }),
    );
    return { navigation: undefined, diagnostics };
  }

  const leaf = (schema: z.ZodType, v: unknown, path: string) => {
    const r = checkWithSchema(schema, v, path, map);
    diagnostics.push(...r.diagnostics);
    return r.value;
  };

  const unknownKey = (key: string, path: string, where: string, known: readonly string[]) => {
    const hint =
      key === 'collapsed' && known.includes('expanded')
        ? 'docsgen reads `expanded` (the opposite): nested groups are collapsed unless "expanded": true.'
        : didYouMean(key, known);
    diagnostics.push(
      warning('config/unknown-key', `Unknown key \`${key}\` in ${where}; it is ignored.`, {
        ...here(joinJsonPath(path, key), 'key'),
        hint: hint || `Known keys here: ${known.map((k) => `\`${k}\``).join(', ')}.`,
      }),
    );
  };

  const { pageEntries, group } = createGroupValidator({ diagnostics, here, leaf, unknownKey });

  // Children of a division (or of the root): exactly one collection, and only allowed kinds.
  const divisionChildren = (d: Json, path: string, kind: DivisionKey | 'root', label: string, out: Json) => {
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
      const [keep, ...rest] = usable as [string, ...string[]];
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
    const key = usable[0];
    if (key === undefined) return;
    const childPath = joinJsonPath(path, key);
    const v = d[key];
    if (key === 'pages') {
      const pages = pageEntries(v, childPath, false);
      if (pages) out.pages = pages;
      return;
    }
    if (!Array.isArray(v)) {
      diagnostics.push(
        error('config/invalid-value', `\`${childPath}\` must be a list; found ${describe(v)}.`, {
          ...here(childPath),
          hint: `Write "${key}": [ ... ].`,
        }),
      );
      return;
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
      const p = joinJsonPath(childPath, i);
      if (item === undefined) return;
      if (item === null || typeof item !== 'object' || Array.isArray(item)) {
        diagnostics.push(
          error(
            'config/invalid-value',
            `\`${p}\` must be ${childKind === 'item' ? 'a menu item' : `a ${childKind}`} object; found ${describe(item)}.`,
            {
              ...here(p),
              hint: `Write {"${childKind}": "Title", ...}.`,
            },
          ),
        );
        return;
      }
      const parsed =
        childKind === 'group' ? group(item as Json, p, false) : division(item as Json, p, childKind as DivisionKey);
      if (!parsed) return;
      if (childKind === 'version' || childKind === 'language') {
        const labelValue = String(parsed[childKind]);
        const first = seenLabels.get(labelValue);
        if (first !== undefined) {
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
          return;
        }
        seenLabels.set(labelValue, p);
      }
      items.push(parsed);
    });
    if (childKind === 'version' || childKind === 'language') {
      const defaults = items.filter((x) => x.default === true);
      if (defaults.length > 1) {
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
    }
    out[key] = items;
  };

  const division = (d: Json, path: string, kind: DivisionKey): Json | undefined => {
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
      if (key in fields) {
        if (kind === 'language' && key === 'language') {
          if (typeof v !== 'string' || !(LANGUAGE_CODES as readonly string[]).includes(v)) {
            const guess = typeof v === 'string' ? didYouMean(v, LANGUAGE_CODES) : '';
            diagnostics.push(
              error('config/invalid-language', `Language code ${describe(v)} is not supported.`, {
                ...here(p),
                hint: `${guess ? `${guess} ` : ''}Accepted codes: ${LANGUAGE_CODES.join(', ')}.`,
              }),
            );
            return undefined;
          }
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
    divisionChildren(d, path, kind, label, out);
    return out;
  };

  const nav = value as Json;
  const out: Json = {};
  for (const [key, v] of Object.entries(nav)) {
    if (v === undefined) continue;
    const p = joinJsonPath('navigation', key);
    if (COLLECTIONS.includes(key)) continue;
    if (key === 'global') {
      const g = globalAnchors(v, p);
      if (g) out.global = g;
    } else if (key === 'openapi') {
      const parsed = leaf(OpenApiValueSchema, v, p);
      if (parsed !== undefined) out.openapi = parsed;
    } else if (key === 'directory') {
      if (typeof v === 'string') out.directory = v;
    } else {
      unknownKey(key, 'navigation', '`navigation`', [...allowedChildren.root, 'global', 'openapi']);
    }
  }
  divisionChildren(nav, 'navigation', 'root', 'navigation', out);
  if (!allowedChildren.root.some((k) => k in out)) {
    diagnostics.push(
      warning(
        'config/empty-navigation',
        'navigation lists no pages; the site has only pages found on disk, outside the sidebar.',
        {
          ...here('navigation'),
          hint: 'Add a root pattern, e.g. "groups": [{"group": "Get started", "pages": ["index"]}].',
        },
      ),
    );
  }
  return { navigation: out as Navigation, diagnostics };

  function globalAnchors(v: unknown, path: string): Json | undefined {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) {
      diagnostics.push(
        error('config/invalid-value', `\`${path}\` must be an object; found ${describe(v)}.`, {
          ...here(path),
          hint: 'Write "global": {"anchors": [...]}.',
        }),
      );
      return undefined;
    }
    const out: Json = {};
    for (const [key, list] of Object.entries(v as Json)) {
      const p = joinJsonPath(path, key);
      if (!GLOBAL_COLLECTIONS.includes(key)) {
        unknownKey(key, path, '`navigation.global`', GLOBAL_COLLECTIONS);
        continue;
      }
      const kind = childLabelKey[key] as DivisionKey;
      if (!Array.isArray(list)) {
        diagnostics.push(
          error('config/invalid-value', `\`${p}\` must be a list; found ${describe(list)}.`, { ...here(p) }),
        );
        continue;
      }
      const items: Json[] = [];
      list.forEach((item, i) => {
        const ip = joinJsonPath(p, i);
        if (item === null || typeof item !== 'object' || Array.isArray(item)) {
          diagnostics.push(
            error('config/invalid-value', `\`${ip}\` must be an object; found ${describe(item)}.`, { ...here(ip) }),
          );
          return;
        }
        const parsed = division(item as Json, ip, kind);
        if (!parsed) return;
        const content = COLLECTIONS.find((c) => c in parsed);
        if (content || typeof parsed.href !== 'string') {
          diagnostics.push(
            error(
              'config/global-not-link',
              `Global ${kind} \`${String(parsed[kind])}\` must be a link: it needs \`href\`${content ? ` and no \`${content}\`` : ''}.`,
              {
                ...here(ip),
                hint: 'Global items show on every page as links; put pages in the main navigation instead.',
              },
            ),
          );
          return;
        }
        items.push(parsed);
      });
      out[key] = items;
    }
    return out;
  }
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
