import type { DocsConfig } from '@docsgen/config';

/** An sRGB colour as 0–255 channels. */
type Rgb = readonly [number, number, number];

/** The page background of light and dark mode, each a six-digit lower-case hex colour. */
export interface PageBackground {
  light: string;
  dark: string;
}

// Mintlify's fallbacks when docs.json leaves `colors.primary` or `colors.light` out (C-colors in
// ../shared/reference/mintlify-look/themes/TRAITS.md), and the near-black its dark backgrounds start from.
const DEFAULT_PRIMARY = '#16a34a';
const DEFAULT_PRIMARY_LIGHT = '#4ade80';
const WHITE = '#ffffff';
const NEAR_BLACK = '#09090b';

/** A `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` colour's channels (any alpha dropped: backgrounds are opaque). */
function parseHex(value: string | undefined): Rgb | undefined {
  const m = /^#?([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(value?.trim() ?? '');
  if (!m?.[1]) return undefined;
  const hex = m[1].length < 6 ? [...m[1]].map((c) => c + c).join('') : m[1];
  const channel = (i: number) => Number.parseInt(hex.slice(i, i + 2), 16);
  return [channel(0), channel(2), channel(4)];
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** `tint` laid over the opaque `base` at `amount` opacity, each channel rounded. */
function tint(base: Rgb, over: Rgb, amount: number): Rgb {
  const mix = (i: 0 | 1 | 2) => Math.round((1 - amount) * base[i] + amount * over[i]);
  return [mix(0), mix(1), mix(2)];
}

/**
 * The page background a docs.json asks for, light and dark, by Mintlify's rule: `background.color`
 * when set; otherwise white in light mode and, in dark mode, near-black (#09090b) tinted 2 % toward
 * `colors.light`. Linden tints both defaults 3 %: light toward `colors.primary`, dark toward
 * `colors.light`. The theme name decides nothing else here.
 */
export function pageBackground(config: Pick<DocsConfig, 'theme' | 'colors' | 'background'>): PageBackground {
  // `primary` falls back when empty too; `light` only when absent (as Mintlify reads them).
  const primary = parseHex(config.colors?.primary || DEFAULT_PRIMARY) ?? parseHex(DEFAULT_PRIMARY)!;
  const primaryLight = parseHex(config.colors?.light ?? DEFAULT_PRIMARY_LIGHT) ?? parseHex(DEFAULT_PRIMARY_LIGHT)!;
  const white = parseHex(WHITE)!;
  const nearBlack = parseHex(NEAR_BLACK)!;
  const linden = config.theme === 'linden';
  const set = config.background?.color;
  const light = parseHex(set?.light) ?? (linden ? tint(white, primary, 0.03) : white);
  const dark = parseHex(set?.dark) ?? tint(nearBlack, primaryLight, linden ? 0.03 : 0.02);
  return { light: toHex(light), dark: toHex(dark) };
}
