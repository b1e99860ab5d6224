import { locationOf } from '@docsgen/config';
import { type Diagnostic, warning } from '@docsgen/diagnostics';
import { isExternalUrl } from '@docsgen/html';
import type { Site } from '@docsgen/navigation';
import { pageBackground } from './page-background.ts';
import { linkHref } from './site-href.ts';

/** One `fonts` entry of docs.json. */
interface FontSetting {
  family?: string;
  weight?: number;
  source?: string;
  format?: string;
}

/** The CSS docs.json's `fonts`, `background` (the page colour always) and `banner` look ask for, and the problems found in them. */
export interface SiteStyle {
  /** CSS for a `<style>` in every page's head (values re-serialised, never raw user text); empty when none. */
  css: string;
  /** Unknown font files, fonts that are not loaded (located at their docs.json value). */
  diagnostics: Diagnostic[];
}

/** A CSS string literal: quotes, backslashes, `<` and control characters escaped. */
function cssString(value: string): string {
  return `"${value.replace(/["\\<>\u0000-\u001f\u007f]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `)}"`;
}

const GENERIC =
  /^(serif|sans-serif|monospace|cursive|fantasy|system-ui|ui-(serif|sans-serif|monospace|rounded)|math|emoji|fangsong)$/i;

const HEX = /^#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;

// Decorations drawn with CSS alone, in the primary colour: nothing is fetched.
const DECORATIONS: Record<string, string> = {
  gradient:
    'radial-gradient(ellipse 80% 420px at 50% -120px, color-mix(in srgb, var(--dg-brand) 22%, transparent), transparent)',
  grid: 'linear-gradient(color-mix(in srgb, var(--dg-text) 6%, transparent) 1px, transparent 1px) 0 0 / 32px 32px, linear-gradient(90deg, color-mix(in srgb, var(--dg-text) 6%, transparent) 1px, transparent 1px) 0 0 / 32px 32px',
  windows:
    'radial-gradient(ellipse 60% 360px at 15% -80px, color-mix(in srgb, var(--dg-brand) 18%, transparent), transparent), radial-gradient(ellipse 50% 300px at 85% -60px, color-mix(in srgb, var(--dg-primary-light) 16%, transparent), transparent)',
};

/** docs.json `banner`'s look. */
interface BannerSetting {
  type?: string;
  color?: string | { light?: string; dark?: string };
}

// `banner.type` backgrounds (white text, as Mintlify's): `info` is the theme's primary colour.
const BANNER_TYPES: Record<string, string> = { warning: '#b45309', critical: '#b91c1c' };

/** The site banner's background: `banner.color` (one hex, or light/dark) over `banner.type`. */
function bannerRules(config: { banner?: BannerSetting }): string[] {
  const banner = config.banner;
  if (!banner) return [];
  const pair = typeof banner.color === 'string' ? { light: banner.color, dark: banner.color } : banner.color;
  const typed = banner.type ? BANNER_TYPES[banner.type] : undefined;
  const light = pair?.light && HEX.test(pair.light) ? pair.light : typed;
  const dark = pair?.dark && HEX.test(pair.dark) ? pair.dark : light;
  const out: string[] = [];
  if (light) out.push(`.banner.banner-banner{background:${light};color:#fff}`);
  if (dark && dark !== light) out.push(`:root[data-theme="dark"] .banner.banner-banner{background:${dark};color:#fff}`);
  return out;
}

/** Whether docs.json `fonts` names the body's family (the whole site's, or `body`): the theme's own font then goes unused. */
export function replacesBodyFont(config: Pick<Site['config'], 'fonts'>): boolean {
  const fonts: (FontSetting & { body?: FontSetting }) | undefined = config.fonts;
  const named = (f: FontSetting | undefined) => typeof f?.family === 'string' && f.family.trim() !== '';
  return named(fonts) || named(fonts?.body);
}

/**
 * The CSS of docs.json `fonts` (a family for the whole site, or `heading` and `body`; with `source`,
 * an `@font-face` linking the file in the repository or the URL, never fetched at build time) and
 * `background` (`color` light/dark, `image` light/dark, `decoration` gradient/grid/windows), and the
 * banner's `type` and `color`.
 * A family without `source` is named first in the font stack and used when the reader has it:
 * docsgen pages make no third-party request, so Google Fonts are not loaded (an info says so).
 */
export function siteStyle(site: Pick<Site, 'config' | 'sourceMap' | 'files'>, base: string): SiteStyle {
  const config = site.config;
  const diagnostics: Diagnostic[] = [];
  const files = new Set(site.files ?? []);
  const rules: string[] = [];
  const fontFamily = (font: FontSetting | undefined, path: string): string | undefined => {
    if (!font || typeof font.family !== 'string' || font.family.trim() === '') return undefined;
    const name = font.family.trim();
    // CSS generic families (`system-ui`, `serif`…) are keywords: unquoted, nothing to load.
    if (GENERIC.test(name)) return name.toLowerCase();
    const family = cssString(name);
    if (typeof font.source !== 'string' || font.source.trim() === '') {
      diagnostics.push({
        severity: 'info',
        code: 'build/font-not-loaded',
        message: `Font \`${font.family}\` is not loaded from Google Fonts (docsgen pages make no third-party request): readers who have it installed see it, others the theme's font.`,
        ...locationOf(site.sourceMap, `${path}.family`),
        hint: 'Add the font file to the repository and set `source` (and `format`) to its path.',
      });
      return family;
    }
    const source = font.source.trim();
    const local = !isExternalUrl(source);
    const href = linkHref(source, base);
    if (href === undefined || (local && !files.has(source.replace(/^\.?\/+/, '')))) {
      diagnostics.push(
        warning(
          'build/font-source',
          `Font source \`${source}\` is ${href === undefined ? 'not an allowed URL' : 'not a file of the repository'}; the font is not loaded.`,
          {
            ...locationOf(site.sourceMap, `${path}.source`),
            hint: 'Give the path of a .woff2/.woff file in the docs root (e.g. `/fonts/Inter.woff2`) or an https URL.',
          },
        ),
      );
      return family;
    }
    const format = font.format ?? (/\.woff$/i.test(source) ? 'woff' : 'woff2');
    const weight = typeof font.weight === 'number' && Number.isFinite(font.weight) ? `font-weight:${font.weight};` : '';
    rules.push(
      `@font-face{font-family:${family};src:url(${cssString(href)}) format(${cssString(format)});${weight}font-display:swap}`,
    );
    return family;
  };
  // Either one family for the whole site or `heading` and `body`: read as one shape, every key optional.
  const fonts: (FontSetting & { heading?: FontSetting; body?: FontSetting }) | undefined = config.fonts;
  if (fonts) {
    const whole = fontFamily(fonts, 'fonts');
    const body = fontFamily(fonts.body, 'fonts.body') ?? whole;
    const heading = fontFamily(fonts.heading, 'fonts.heading') ?? whole;
    if (body) rules.push(`html:root{--dg-font-body:${body}, ui-sans-serif, system-ui, sans-serif}`);
    const weight = fonts.heading?.weight ?? (fonts.heading ? undefined : fonts.weight);
    if (heading) {
      const w = typeof weight === 'number' && Number.isFinite(weight) ? `font-weight:${weight};` : '';
      rules.push(`:is(.page-title,.prose :is(h1,h2,h3,h4,h5,h6)){font-family:${heading}, var(--dg-font-body);${w}}`);
    }
    const bodyWeight = fonts.body?.weight ?? (fonts.body ? undefined : fonts.weight);
    if (typeof bodyWeight === 'number' && Number.isFinite(bodyWeight)) rules.push(`body{font-weight:${bodyWeight}}`);
  }
  rules.push(...bannerRules(config));
  rules.push(...backgroundRules(config, base));
  return { css: rules.join(''), diagnostics };
}

// The page background light and dark (pageBackground: docs.json `background.color`, else the theme's
// default, as Mintlify computes it), then `background`'s decoration and image layers of each mode.
function backgroundRules(config: Site['config'], base: string): string[] {
  const color = pageBackground(config);
  const rules = [`html:root{--dg-bg:${color.light}}`, `html:root[data-theme="dark"]{--dg-bg:${color.dark}}`];
  const background = config.background;
  if (!background) return rules;
  const image =
    typeof background.image === 'string' ? { light: background.image, dark: background.image } : background.image;
  const layers = (mode: 'light' | 'dark') => {
    const out: string[] = [];
    const decoration = background.decoration && DECORATIONS[background.decoration];
    if (decoration) out.push(decoration);
    const href = linkHref(image?.[mode], base);
    if (href) out.push(`url(${cssString(href)}) center top / cover no-repeat`);
    return out;
  };
  for (const mode of ['light', 'dark'] as const) {
    const list = layers(mode);
    if (list.length === 0) continue;
    const root = mode === 'dark' ? 'html:root[data-theme="dark"]' : 'html:root';
    rules.push(`${root} body{background:${list.join(', ')}, var(--dg-bg);background-attachment:fixed}`);
  }
  return rules;
}
