// Page lists and groups of docs.json `navigation`, validated for validateNavigation
// (validate-navigation.ts), which walks the levels above them.
import { error, warning } from '@docsgen/diagnostics';
import { describe } from './check-with-schema.ts';
import { joinJsonPath } from './json-path.ts';
import type { Json, NavCheckContext } from './nav-check-context.ts';
import { groupFields } from './navigation-schema.ts';

/** A `pages` list (of a division, or of a group when `inGroup`): its valid entries, or undefined when it is no list. */
export function validatePageEntries(
  ctx: NavCheckContext,
  v: unknown,
  path: string,
  inGroup: boolean,
): unknown[] | undefined {
  const { diagnostics, here } = ctx;
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
      const g = validateNavGroup(ctx, entry as Json, p, inGroup);
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
}

/** A group (`nested` in another group's pages or not): its valid fields, or undefined without a title. */
export function validateNavGroup(ctx: NavCheckContext, g: Json, path: string, nested: boolean): Json | undefined {
  const { diagnostics, here, leaf, unknownKey } = ctx;
  const out: Json = {};
  const known = [...Object.keys(groupFields), 'pages'];
  checkGroupTitle(ctx, g, path);
  for (const [key, v] of Object.entries(g)) {
    if (v === undefined) continue;
    const p = joinJsonPath(path, key);
    if (key === 'pages') {
      const pages = validatePageEntries(ctx, v, p, true);
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
  checkGroupPages(ctx, g, path, out);
  return typeof out.group === 'string' ? out : undefined;
}

// A title of only spaces is a deliberate untitled group in real repositories; only "" is refused.
function checkGroupTitle({ diagnostics, here }: NavCheckContext, g: Json, path: string): void {
  if (typeof g.group === 'string' && g.group !== '') return;
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

// A group without pages or with an empty list shows nothing (a warning), unless it has its own spec.
function checkGroupPages({ diagnostics, here }: NavCheckContext, g: Json, path: string, out: Json): void {
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
}
