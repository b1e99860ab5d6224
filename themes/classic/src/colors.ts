/** An sRGB colour as 0–255 channels. */
type Rgb = [number, number, number];

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
/** Page backgrounds the theme CSS uses; accents are checked against these. */
const LIGHT_BG: Rgb = [255, 255, 255];
const DARK_BG: Rgb = [11, 13, 18];
const FALLBACK_PRIMARY: Rgb = [22, 163, 74];

function parseHex(value: string | undefined): Rgb | undefined {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value?.trim() ?? '');
  if (!m) return undefined;
  const hex = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  return [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours (1–21). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function mix(a: Rgb, b: Rgb, amount: number): Rgb {
  return a.map((c, i) => c + (b[i]! - c) * amount) as Rgb;
}

/** Moves `color` towards black or white (away from `bg`) until it reaches `ratio` against `bg`. */
function ensureContrast(color: Rgb, bg: Rgb, ratio: number): Rgb {
  const target = luminance(bg) > 0.5 ? BLACK : WHITE;
  for (let step = 0; step <= 20; step++) {
    // Rounded first: the check must hold for the hex value that is written out.
    const candidate = mix(color, target, step / 20).map(Math.round) as Rgb;
    if (contrastRatio(candidate, bg) >= ratio) return candidate;
  }
  return target;
}

/** White or black text on a button of the author's exact colour: the better of the two is always 4.58:1 or more. */
function onButton(bg: Rgb): string {
  return contrastRatio(WHITE, bg) >= contrastRatio(BLACK, bg) ? '#ffffff' : '#000000';
}

function onColor(bg: Rgb): string {
  return contrastRatio(WHITE, bg) >= contrastRatio(DARK_BG, bg) ? '#ffffff' : toHex(DARK_BG);
}

/**
 * The CSS custom properties for docs.json `colors`, light and dark. `--dg-primary` is the brand colour
 * nudged until it reaches 5.2:1 against the page background (AA with headroom for tinted pills), because it colours link text;
 * `--dg-brand` keeps the exact colour for decoration. `--dg-button` is what Mintlify documents
 * `colors.dark` for, the background of buttons in both modes (and of the banner), with its readable
 * text colour `--dg-on-button`; without it, the mode's accent. Values are re-serialised hex, never user text.
 */
export function colorVariablesCss(colors: { primary: string; light?: string; dark?: string }): string {
  const primary = parseHex(colors.primary) ?? FALLBACK_PRIMARY;
  const light = parseHex(colors.light) ?? mix(primary, WHITE, 0.35);
  const dark = parseHex(colors.dark) ?? mix(primary, BLACK, 0.25);
  const lightAccent = ensureContrast(primary, LIGHT_BG, 5.2);
  const darkAccent = ensureContrast(light, DARK_BG, 5.2);
  const button = parseHex(colors.dark);
  const lightVars = {
    '--dg-brand': toHex(primary),
    '--dg-primary': toHex(lightAccent),
    '--dg-primary-light': toHex(light),
    '--dg-primary-dark': toHex(dark),
    '--dg-on-primary': onColor(lightAccent),
    '--dg-button': toHex(button ?? lightAccent),
    '--dg-on-button': button ? onButton(button) : onColor(lightAccent),
    '--dg-primary-soft': `${toHex(primary)}1a`,
  };
  const darkVars = {
    '--dg-brand': toHex(light),
    '--dg-primary': toHex(darkAccent),
    '--dg-primary-light': toHex(light),
    '--dg-primary-dark': toHex(dark),
    '--dg-on-primary': onColor(darkAccent),
    '--dg-button': toHex(button ?? darkAccent),
    '--dg-on-button': button ? onButton(button) : onColor(darkAccent),
    '--dg-primary-soft': `${toHex(light)}24`,
  };
  const body = (vars: Record<string, string>) =>
    Object.entries(vars)
      .map(([k, v]) => `${k}:${v}`)
      .join(';');
  return `:root{${body(lightVars)}}:root[data-theme="dark"]{${body(darkVars)}}`;
}
