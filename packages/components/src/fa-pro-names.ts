import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { FA_PRO_FALLBACKS } from './fa-pro-fallbacks.ts';

let names: Set<string> | null | undefined;

/**
 * Every Font Awesome icon name, free and Pro, as Font Awesome's own `IconName` type lists them
 * (@fortawesome/fontawesome-common-types, MIT), read once on the first name the free sets lack.
 * Undefined when the package cannot be read (every name then counts as unknown).
 */
function fontAwesomeNames(): Set<string> | undefined {
  if (names === undefined) {
    try {
      const require = createRequire(import.meta.url);
      const file = require.resolve('@fortawesome/fontawesome-common-types/index.d.ts');
      const source = readFileSync(file, 'utf8');
      const at = source.indexOf('export type IconName =');
      const union = at < 0 ? '' : source.slice(at, source.indexOf(';', at) >>> 0);
      names = new Set([...union.matchAll(/'([a-z0-9-]+)'/g)].map((m) => m[1]!));
    } catch {
      names = null;
    }
  }
  return names ?? undefined;
}

/** True when `name` is a Font Awesome icon name (free or Pro). */
export function isFontAwesomeName(name: string): boolean {
  return fontAwesomeNames()?.has(name) === true;
}

/** The free icon shown for a Pro name when none of its words names one: a plain shape keeps the slot. */
export const GENERIC_FREE_ICON = 'circle';

/**
 * The free icon closest to the Font Awesome Pro icon `name`, among the names `isFree` accepts:
 * the curated table first (fa-pro-fallbacks.ts), then the name's words, as Pro names are free
 * names with modifiers (`rocket-launch` → `rocket`, `square-terminal` → `terminal`,
 * `books` → `book`): longer runs of words before shorter, leading runs before trailing ones,
 * each also in the singular; else {@link GENERIC_FREE_ICON}.
 */
export function closestFreeIcon(name: string, isFree: (candidate: string) => boolean): string {
  const curated = FA_PRO_FALLBACKS[name];
  if (curated !== undefined && isFree(curated)) return curated;
  const words = name.split('-').filter(Boolean);
  const core = words.filter((w) => !FRAMES.has(w));
  for (const list of core.length > 0 && core.length < words.length ? [core, words] : [words]) {
    for (let length = list.length; length >= 1; length--) {
      for (let start = 0; start + length <= list.length; start++) {
        const run = list.slice(start, start + length);
        for (const candidate of [run.join('-'), singular(run)]) {
          if (candidate !== name && isFree(candidate)) return candidate;
        }
      }
    }
  }
  return GENERIC_FREE_ICON;
}

// Words that frame an icon rather than name it (`circle-bolt`, `square-terminal`): tried last.
const FRAMES = new Set(['circle', 'square', 'rectangle', 'octagon', 'triangle', 'diamond', 'hexagon', 'sharp']);

function singular(words: string[]): string {
  const last = words.at(-1)!;
  const one = last.endsWith('ies') ? `${last.slice(0, -3)}y` : last.endsWith('s') ? last.slice(0, -1) : last;
  return [...words.slice(0, -1), one].join('-');
}

/**
 * The one message of every Font Awesome Pro icon met (the same text, so a report groups them into
 * one, listing the places); the hint of each says which icon shows instead.
 */
export const PRO_ICON_MESSAGE =
  'Font Awesome Pro icons cannot be shipped with a static site; each is shown as the closest free icon.';

/** The hint of a Pro icon's warning: which free icon shows in its place. */
export function proIconHint(name: string, substitute: string): string {
  return `\`${name}\` is a Pro icon and shows the free \`${substitute}\`; name a free Font Awesome icon to choose another.`;
}
