// Inline SVG for icon names from docs.json, frontmatter and component props (Font Awesome free,
// Lucide, Tabler via Iconify JSON sets). Sets are read from disk on first use, not bundled, so a
// site pays only for the icons it names.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { getIconData, iconToHTML, iconToSVG } from '@iconify/utils';

type IconifyJSON = Parameters<typeof getIconData>[0];

import { escapeHtml } from './escape.ts';
import { closestFreeIcon, isFontAwesomeName } from './fa-pro-names.ts';
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
const FA_STYLE_ALIASES: Record<string, string> = {
  fas: 'solid',
  far: 'regular',
  fab: 'brands',
  'fa-solid': 'solid',
  'fa-regular': 'regular',
  'fa-brands': 'brands',
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

function getIconDataIn(setName: string, name: string) {
  const set = loadSet(setName);
  return set ? getIconData(set, name) : null;
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

/** What an icon name resolved to: its markup, and the free icon shown for a Font Awesome Pro name. */
export interface IconResolution {
  /** Inline `<svg>` (or `<img>` for a URL); undefined when no icon of the library has the name. */
  svg?: string;
  /** The free Font Awesome icon shown instead of the Pro icon named; default none. */
  substitute?: string;
}

const resolved = new Map<string, IconResolution>();

/**
 * Resolves `name`: inline `<svg>` markup from the library, the closest free icon for a Font
 * Awesome Pro name (`substitute` says which), or no `svg` when unknown (the caller warns).
 * URLs and paths (`/icons/x.svg`, `https://…`) become an `<img>` when the URL is allowed.
 */
export function resolveIcon(name: string, options: IconOptions = {}): IconResolution {
  const className = options.className ?? 'dg-icon';
  if (typeof name !== 'string' || name.trim() === '') return {};
  if (/[/.]/.test(name)) {
    const src = safeUrl(name);
    return src
      ? { svg: `<img class="${escapeHtml(className)}" src="${escapeHtml(src)}" alt="" aria-hidden="true">` }
      : {};
  }
  const key = `${name}\u0000${options.library ?? ''}\u0000${options.style ?? ''}\u0000${className}`;
  const known = resolved.get(key);
  if (known) return known;
  const parsed = parseName(name, options);
  const setNames = candidateSets(parsed.library, parsed.style);
  const inFree = (n: string) => setNames.some((setName) => !!getIconDataIn(setName, n));
  // A Font Awesome name the free sets lack is a Pro icon (Font Awesome's own name list says so):
  // a static site cannot ship it, so the closest free icon fills its slot.
  const fallback =
    parsed.library === 'fontawesome' && !inFree(parsed.name) && isFontAwesomeName(parsed.name)
      ? closestFreeIcon(parsed.name, inFree)
      : undefined;
  let result: IconResolution = {};
  for (const setName of setNames) {
    const set = loadSet(setName);
    const own = set ? getIconData(set, parsed.name) : null;
    const data = own ?? (set && fallback ? getIconData(set, fallback) : null);
    if (!data) continue;
    const built = iconToSVG(data, { height: '1em' });
    const attributes: Record<string, string> = {
      ...(built.attributes as Record<string, string>),
      class: escapeHtml(className),
      'aria-hidden': 'true',
      focusable: 'false',
    };
    result = { svg: iconToHTML(built.body, attributes), ...(own ? {} : { substitute: fallback }) };
    break;
  }
  resolved.set(key, result);
  return result;
}

/** Inline `<svg>` markup for `name`, or undefined when unknown (see {@link resolveIcon}). */
export function iconSvg(name: string, options: IconOptions = {}): string | undefined {
  return resolveIcon(name, options).svg;
}

/** An icon a component of the page named that shows no icon, or another one than named. */
export interface IconNote {
  /** The name as written. */
  name: string;
  /** The library it was looked up in (`fontawesome`, `lucide`, `tabler`). */
  library: string;
  /** The free icon shown for a Font Awesome Pro name; undefined: unknown, nothing shown. */
  substitute?: string;
}

/** Adds to `notes` (the render's, RenderContext.icons) a component's unknown or substituted icon; nothing for a free one, a URL or a path. */
export function noteIcon(
  notes: IconNote[] | undefined,
  name: string,
  options: IconOptions,
  resolution: IconResolution,
): void {
  if (!notes || (resolution.svg && !resolution.substitute) || /[/.]/.test(name)) return;
  notes.push({ name, library: parseName(name, options).library, substitute: resolution.substitute });
}
