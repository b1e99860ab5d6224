// Page lists and groups of docs.json `navigation`, validated for validateNavigation
// (validate-navigation.ts), which walks the levels above them.
import { type Diagnostic, error, warning } from '@docsgen/diagnostics';
import type { z } from 'zod';
import { describe } from './check-with-schema.ts';
import { joinJsonPath } from './json-path.ts';
import { groupFields } from './navigation-schema.ts';
import type { locationOf } from './source-location.ts';

type Json = Record<string, unknown>;

/** What the group validator shares with the walk of the levels. */
export interface GroupValidatorContext {
  /** Problems found (appended to). */
  diagnostics: Diagnostic[];
  /** The position of a JSON path's value or key. */
  here: (jsonPath: string, which?: 'value' | 'key') => ReturnType<typeof locationOf>;
  /** A leaf value checked with its schema: the parsed value, or undefined (reported). */
  leaf: (schema: z.ZodType, v: unknown, path: string) => unknown;
  /** Reports an unknown key. */
  unknownKey: (key: string, path: string, where: string, known: readonly string[]) => void;
}

/** The validators of `pages` lists and groups, for one validateNavigation run. */
export function createGroupValidator(ctx: GroupValidatorContext) {
  const { diagnostics, here, leaf, unknownKey } = ctx;

  const pageEntries = (v: unknown, path: string, inGroup: boolean): unknown[] | undefined => {
    if (!Array.isArray(v)) {
      diagnostics.push(
        error(
          'config/invalid-value',
          `\`${path}\` must be a list of page paths${inGroup ? ' and groups' : ''}; found ${describe(v)}.`,
          {
            ...here(path),
            hint: typeof v === 'string' ? `Write ["${v}"].` : 'Write e.g. ["index", "quickstart"].',
          },
        ),
      );
      return undefined;
    }
    const out: unknown[] = [];
    v.forEach((entry, i) => {
      const p = joinJsonPath(path, i);
      // undefined marks an entry that already failed (an unresolvable `$ref`).
      if (entry === undefined) return;
      if (typeof entry === 'string') {
        if (entry.trim() === '') {
          diagnostics.push(
            error('config/invalid-value', `\`${p}\` is an empty page path.`, {
              ...here(p),
              hint: 'Remove the entry or write a page path.',
            }),
          );
        } else out.push(entry);
      } else if (entry && typeof entry === 'object' && !Array.isArray(entry) && 'group' in entry) {
        const g = group(entry as Json, p, inGroup);
        if (g) out.push(g);
      } else {
        diagnostics.push(
          error(
            'config/invalid-value',
            `\`${p}\` must be a page path (string) or a group object; found ${describe(entry)}.`,
            {
              ...here(p),
              hint: 'Write a path such as "guides/quickstart", or {"group": "Title", "pages": [...]}.',
            },
          ),
        );
      }
    });
    return out;
  };

  const group = (g: Json, path: string, nested: boolean): Json | undefined => {
    const out: Json = {};
    const known = [...Object.keys(groupFields), 'pages'];
    // A title of only spaces is a deliberate untitled group in real repositories; only "" is refused.
    if (typeof g.group !== 'string' || g.group === '') {
      const missing = g.group === undefined;
      diagnostics.push(
        error(
          missing ? 'config/missing-field' : 'config/invalid-value',
          missing
            ? `The group at \`${path}\` is missing \`group\` (its title).`
            : typeof g.group === 'string'
              ? `\`${path}.group\` must not be empty.`
              : `\`${path}.group\` must be a string; found ${describe(g.group)}.`,
          {
            ...here(missing ? path : joinJsonPath(path, 'group')),
            hint: 'A group requires `group` (its title) and `pages`.',
          },
        ),
      );
    }
    for (const [key, v] of Object.entries(g)) {
      if (v === undefined) continue;
      const p = joinJsonPath(path, key);
      if (key === 'pages') {
        const pages = pageEntries(v, p, true);
        if (pages) out.pages = pages;
      } else if (key in groupFields) {
        if (key === 'group' && (typeof v !== 'string' || v === '')) continue;
        const parsed = leaf(groupFields[key as keyof typeof groupFields], v, p);
        if (parsed !== undefined) out[key] = parsed;
        if (key === 'expanded' && !nested) {
          diagnostics.push(
            warning(
              'config/expanded-top-level',
              `\`expanded\` has no effect on a top-level group: top-level groups are always expanded.`,
              {
                ...here(p, 'key'),
                hint: 'Remove `expanded`, or nest this group inside another group.',
              },
            ),
          );
        }
      } else {
        unknownKey(key, path, `group \`${String(g.group)}\``, known);
      }
    }
    // A group with its own spec and no pages is a request to generate the endpoint pages.
    if ('openapi' in g) {
      if (!('pages' in g)) out.pages = [];
    } else if (!('pages' in g)) {
      // (a `pages` whose `$ref` failed is present with value undefined: already reported)
      diagnostics.push(
        warning('config/empty-group', `Group \`${String(g.group)}\` has no \`pages\`; it shows nothing.`, {
          ...here(path),
          hint: 'Add "pages": [...] with at least one page, or remove the group.',
        }),
      );
      out.pages = [];
    } else if (Array.isArray(g.pages) && g.pages.length === 0) {
      diagnostics.push(
        warning('config/empty-group', `Group \`${String(g.group)}\` has an empty \`pages\` list; it shows nothing.`, {
          ...here(joinJsonPath(path, 'pages')),
          hint: 'Add at least one page, or remove the group.',
        }),
      );
    }
    return typeof out.group === 'string' ? out : undefined;
  };

  return { pageEntries, group };
}
