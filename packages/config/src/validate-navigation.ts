import { type Diagnostic, error, warning } from '@docsgen/diagnostics';
import { describe } from './check-with-schema.ts';
import { joinJsonPath } from './json-path.ts';
import { createNavCheckContext, type Json } from './nav-check-context.ts';
import { NAV_COLLECTIONS } from './navigation-levels.ts';
import { allowedChildren, type Navigation, OpenApiValueSchema } from './navigation-schema.ts';
import type { SourceMap } from './source-location.ts';
import { validateGlobalNavigation } from './validate-global-navigation.ts';
import { validateDivisionChildren, validateNavDivision } from './validate-nav-division.ts';

const COLLECTIONS: readonly string[] = NAV_COLLECTIONS;

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
 * The levels below the root are validate-nav-division.ts's, groups and page lists
 * validate-nav-group.ts's, `navigation.global` validate-global-navigation.ts's.
 */
export function validateNavigation(value: unknown, map?: SourceMap): NavigationCheck {
  const ctx = createNavCheckContext(map);
  const { diagnostics, here } = ctx;

  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    diagnostics.push(
      error('config/invalid-value', `\`navigation\` must be an object; found ${describe(value)}.`, {
        ...here('navigation'),
        hint: 'Write e.g. "navigation": {"groups": [{"group": "Get started", "pages": ["index"]}]}.',
      }),
    );
    return { navigation: undefined, diagnostics };
  }

  const nav = value as Json;
  const out: Json = {};
  for (const [key, v] of Object.entries(nav)) {
    if (v === undefined) continue;
    const p = joinJsonPath('navigation', key);
    if (COLLECTIONS.includes(key)) continue;
    if (key === 'global') {
      const g = validateGlobalNavigation(ctx, v, p, validateNavDivision);
      if (g) out.global = g;
    } else if (key === 'openapi') {
      const parsed = ctx.leaf(OpenApiValueSchema, v, p);
      if (parsed !== undefined) out.openapi = parsed;
    } else if (key === 'directory') {
      if (typeof v === 'string') out.directory = v;
    } else {
      ctx.unknownKey(key, 'navigation', '`navigation`', [...allowedChildren.root, 'global', 'openapi']);
    }
  }
  validateDivisionChildren({ ctx, d: nav, path: 'navigation', kind: 'root', label: 'navigation', out });
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
}
