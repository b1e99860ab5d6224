// Inline SVG for icon names from docs.json, frontmatter and component props (Font Awesome free,
// Lucide, Tabler via Iconify JSON sets). Sets are read from disk on first use, not bundled, so a
// site pays only for the icons it names.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { getIconData, iconToHTML, iconToSVG } from '@iconify/utils';

type IconifyJSON = Parameters<typeof getIconData>[0];

import { escapeHtml } from './escape.ts';
import { safeUrl } from './safe-url.ts';

/** Options for {@link iconSvg}. */
export interface IconOptions {
  /** `fontawesome` (default), `lucide` or `tabler` — `icons.library` in docs.json. */
  library?: string;
  /** Font Awesome style (`regular` falls back to `solid`, then `brands`); default `regular` order. */
  style?: string;
  /** CSS class on the <svg>; default `dg-icon`. */
  className?: string;
}

const sets = new Map<string, IconifyJSON | null>();
const rendered = new Map<string, string | undefined>();
const FA_STYLE_ALIASES: Record<string, string> = {
  fas: 'solid',
  far: 'regular',
  fab: 'brands',
  'fa-solid': 'solid',
  'fa-regular': 'regular',
  'fa-brands': 'brands',
};

/**
 * Font Awesome Pro icon names (Mintlify serves Pro) that real repos use, mapped to the closest
 * free icon, so the page keeps an icon instead of losing it.
 */
const FA_PRO_FALLBACKS: Record<string, string> = {
  sparkles: 'wand-magic-sparkles',
  stars: 'star',
  'shield-check': 'shield-halved',
  up: 'arrow-up',
  'book-open-cover': 'book-open',
};

function loadSet(name: string): IconifyJSON | undefined {
  if (!sets.has(name)) {
    try {
      const require = createRequire(import.meta.url);
      const file = require.resolve(`@iconify-json/${name}/icons.json`);
      sets.set(name, JSON.parse(readFileSync(file, 'utf8')) as IconifyJSON);
    } catch {
      sets.set(name, null);
    }
  }
  return sets.get(name) ?? undefined;
}

/** Iconify set names to try, in order, for a library and Font Awesome style. */
function candidateSets(library: string, style: string | undefined): string[] {
  if (library === 'lucide') return ['lucide'];
  if (library === 'tabler') return ['tabler'];
  const order = ['regular', 'solid', 'brands'];
  const first = style && order.includes(style) ? style : undefined;
  // Pro-only styles (light, thin, duotone, sharp-*) are not free: solid is the closest.
  const start = first ?? (style ? 'solid' : 'regular');
  return [start, ...order.filter((s) => s !== start)].map((s) => `fa7-${s}`);
}

/** Splits `fa-solid fa-house`, `fas fa-house`, `fa-house`, `lucide:house` into parts. */
function parseName(raw: string, options: IconOptions): { library: string; style?: string; name: string } {
  let library = (options.library ?? 'fontawesome').toLowerCase();
  let style = options.style?.toLowerCase();
  const words = raw.trim().split(/\s+/);
  let name = words[words.length - 1] ?? '';
  for (const w of words.slice(0, -1)) if (FA_STYLE_ALIASES[w]) style = FA_STYLE_ALIASES[w];
  const colon = /^(lucide|tabler|fa|fontawesome):(.+)$/.exec(name);
  if (colon) {
    library = colon[1] === 'fa' ? 'fontawesome' : colon[1]!;
    name = colon[2]!;
  }
  if (library === 'fontawesome') name = name.replace(/^fa-/, '');
  return { library, style, name: name.toLowerCase() };
}

/**
 * Inline `<svg>` markup for `name`, or undefined when unknown (the caller reports a warning).
 * URLs and paths (`/icons/x.svg`, `https://…`) become an `<img>` when the URL is allowed.
 */
export function iconSvg(name: string, options: IconOptions = {}): string | undefined {
  const className = options.className ?? 'dg-icon';
  if (typeof name !== 'string' || name.trim() === '') return undefined;
  if (/[/.]/.test(name)) {
    const src = safeUrl(name);
    return src
      ? `<img class="${escapeHtml(className)}" src="${escapeHtml(src)}" alt="" aria-hidden="true">`
      : undefined;
  }
  const key = `${name}\u0000${options.library ?? ''}\u0000${options.style ?? ''}\u0000${className}`;
  if (rendered.has(key)) return rendered.get(key);
  const parsed = parseName(name, options);
  let svg: string | undefined;
  for (const setName of candidateSets(parsed.library, parsed.style)) {
    const set = loadSet(setName);
    const fallback = parsed.library === 'fontawesome' ? FA_PRO_FALLBACKS[parsed.name] : undefined;
    const data = set ? (getIconData(set, parsed.name) ?? (fallback ? getIconData(set, fallback) : null)) : null;
    if (!data) continue;
    const built = iconToSVG(data, { height: '1em' });
    const attributes: Record<string, string> = {
      ...(built.attributes as Record<string, string>),
      class: escapeHtml(className),
      'aria-hidden': 'true',
      focusable: 'false',
    };
    svg = iconToHTML(built.body, attributes);
    break;
  }
  rendered.set(key, svg);
  return svg;
}
