// The site's code block colours and custom languages (docs.json `styling.codeblocks`), as the
// highlighter uses them. The theme is passed with each block to highlight (from the page's compile
// settings, an API page's render options); every highlighted block's cache key includes it, so a
// block kept from another theme is never reused.
import { createHash } from 'node:crypto';
import { createCssVariablesTheme, type ThemeRegistration } from 'shiki/core';
import { bundledThemes } from 'shiki/themes';

/** A custom language: a TextMate grammar file of the repository, parsed. */
export interface CustomLanguage {
  /** Docs-root-relative path of the grammar file (for messages). */
  file: string;
  /** The grammar as read from the file (checked to have a string `name` and `scopeName`). */
  grammar: { name: string; scopeName: string; aliases?: string[]; [key: string]: unknown };
}

/** The Shiki themes of code blocks in light and dark mode, and the custom languages. */
export interface CodeTheme {
  /** Shiki theme name for light mode. */
  light: string;
  /** Shiki theme name for dark mode. */
  dark: string;
  /** Custom languages (fence language: the grammar's `name` or one of its `aliases`); default none. */
  languages?: CustomLanguage[];
}

/** `styling.codeblocks: "system"` (and no setting): light blocks in light mode, dark in dark. */
export const DEFAULT_CODE_THEME: CodeTheme = { light: 'github-light', dark: 'github-dark' };

/** The theme Mintlify documents for colours from `--mint-` CSS variables. */
export const CSS_VARIABLES_THEME = 'css-variables';

/** True when `name` is a theme docsgen can highlight with (Shiki's bundled themes and `css-variables`). */
export function isCodeThemeName(name: string): boolean {
  return name === CSS_VARIABLES_THEME || Object.hasOwn(bundledThemes, name);
}

/** The registration of theme `name` (one of {@link isCodeThemeName}'s). */
export async function loadCodeTheme(name: string): Promise<ThemeRegistration> {
  if (name === CSS_VARIABLES_THEME) {
    // Colours come from the site's CSS (`--mint-token-keyword`…, and the text and background from
    // `--mint-color-text` and `--mint-color-background` as Mintlify documents them); the defaults
    // keep code readable on a site that sets none.
    return createCssVariablesTheme({
      name,
      variablePrefix: '--mint-',
      variableDefaults: {
        foreground: 'var(--mint-color-text, #24292e)',
        background: 'var(--mint-color-background, #f6f8fa)',
        'token-keyword': '#d73a49',
        'token-string': '#22863a',
        'token-comment': '#6a737d',
        'token-constant': '#005cc5',
        'token-function': '#6f42c1',
        'token-parameter': '#24292e',
        'token-string-expression': '#22863a',
        'token-punctuation': '#24292e',
        'token-link': '#005cc5',
      },
    });
  }
  const load = bundledThemes[name as keyof typeof bundledThemes];
  return (await load()).default;
}

function hash(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 24);
}

/**
 * A key standing for everything `theme` changes in highlighted HTML: empty for the default, so the
 * keys of blocks highlighted without a setting stay what they were.
 */
export function codeThemeKey(theme: CodeTheme | undefined): string {
  if (!theme || isDefault(theme)) return '';
  return hash([theme.light, theme.dark, (theme.languages ?? []).map((l) => l.grammar)]);
}

function isDefault(theme: CodeTheme): boolean {
  return (
    theme.light === DEFAULT_CODE_THEME.light &&
    theme.dark === DEFAULT_CODE_THEME.dark &&
    (theme.languages?.length ?? 0) === 0
  );
}

/** A key of `theme`'s custom grammars alone (empty without any): a highlighter is made per set. */
export function codeGrammarsKey(theme: CodeTheme | undefined): string {
  return theme?.languages?.length ? hash(theme.languages.map((l) => l.grammar)) : '';
}

/** The custom language a fence language names (its grammar's `name` or an alias, any case), if any. */
export function customLanguage(lang: string, theme: CodeTheme | undefined): CustomLanguage | undefined {
  const id = lang.trim().toLowerCase();
  if (id === '' || !theme?.languages) return undefined;
  return theme.languages.find(
    (l) => l.grammar.name.toLowerCase() === id || (l.grammar.aliases ?? []).some((a) => a.toLowerCase() === id),
  );
}

// The class list and the style as two runs each ended by its quote; the class checked apart (a class
// pattern inside the run, `[^"]*\bdg-code-theme\b[^"]*`, was polynomial).
const THEMED_PRE = /^<pre class="([^"]*)" style="([^"]*)"/;
const HEX = '#[0-9a-fA-F]{3,8}';
const MINT_VAR = `var\\(--mint-[a-z-]+(, ?(${HEX}|var\\(--mint-[a-z-]+, ?${HEX}\\)))?\\)`;
const SHIKI_VARIABLE = new RegExp(`^--shiki-(light|dark)(-bg)?:(${HEX}|${MINT_VAR})$`);

/**
 * The colours of a block highlighted with a site theme (`--shiki-light`, `--shiki-dark` and their
 * `-bg`), as a `style` for the frame around it, so its header and background take the theme's
 * colours; undefined for a block in the default colours (the theme's own code background).
 */
export function codeFrameStyle(html: string): string | undefined {
  const m = THEMED_PRE.exec(html);
  if (!m || !m[1]!.split(/\s+/).includes('dg-code-theme')) return undefined;
  const kept = m[2]!.split(';').filter((d) => SHIKI_VARIABLE.test(d.trim()));
  return kept.length > 0 ? kept.join(';') : undefined;
}
