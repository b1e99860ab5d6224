// `navigation.global`: anchors (and the other global collections) shown on every page as links,
// validated for validateNavigation (validate-navigation.ts).
import { error } from '@docsgen/diagnostics';
import { describe } from './check-with-schema.ts';
import { joinJsonPath } from './json-path.ts';
import type { DivisionCheck, Json, NavCheckContext } from './nav-check-context.ts';
import { type DivisionKey, NAV_COLLECTIONS, NAV_GLOBAL_COLLECTIONS } from './navigation-levels.ts';
import { childLabelKey } from './navigation-schema.ts';

const COLLECTIONS: readonly string[] = NAV_COLLECTIONS;
const GLOBAL_COLLECTIONS: readonly string[] = NAV_GLOBAL_COLLECTIONS;

/**
 * `navigation.global` at `path`: its valid lists of links, or undefined when it is not an object.
 * Each link is a division checked by `division` (validateNavDivision, which calls this one back).
 */
export function validateGlobalNavigation(
  ctx: NavCheckContext,
  v: unknown,
  path: string,
  division: DivisionCheck,
): Json | undefined {
  const { diagnostics, here } = ctx;
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
      ctx.unknownKey(key, path, `\`${path}\``, GLOBAL_COLLECTIONS);
      continue;
    }
    if (!Array.isArray(list)) {
      diagnostics.push(
        error('config/invalid-value', `\`${p}\` must be a list; found ${describe(list)}.`, { ...here(p) }),
      );
      continue;
    }
    const kind = childLabelKey[key] as DivisionKey;
    const items: Json[] = [];
    list.forEach((item, i) => {
      const parsed = globalLink({ ctx, item, ip: joinJsonPath(p, i), kind, division });
      if (parsed) items.push(parsed);
    });
    out[key] = items;
  }
  return out;
}

// One global item: a division that is a link (`href`, no children).
function globalLink({
  ctx,
  item,
  ip,
  kind,
  division,
}: {
  ctx: NavCheckContext;
  item: unknown;
  ip: string;
  kind: DivisionKey;
  division: DivisionCheck;
}): Json | undefined {
  const { diagnostics, here } = ctx;
  if (item === null || typeof item !== 'object' || Array.isArray(item)) {
    diagnostics.push(
      error('config/invalid-value', `\`${ip}\` must be an object; found ${describe(item)}.`, { ...here(ip) }),
    );
    return undefined;
  }
  const parsed = division(ctx, item as Json, ip, kind);
  if (!parsed) return undefined;
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
    return undefined;
  }
  return parsed;
}
