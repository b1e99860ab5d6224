// The one language table of docsgen, beside the navigation levels table (navigation-levels.ts): for
// every accepted `navigation.languages[].language` code, its BCP-47 tag (`<html lang>`, hreflang),
// the language it is an alias of (the key of its interface text), and its name in the language
// switcher. Data only (no zod), so the theme contract reads it too (`@docsgen/config/languages`).
//
// The mapping follows Mintlify's docs: `cn` is "Chinese" beside `zh-Hant` "Chinese (Traditional)"
// in organize/navigation's table, and guides/internationalization lists `zh`, `zh-Hans` and `zh-CN`
// as Chinese (Simplified): `cn` is Simplified Chinese, tagged `zh-Hans` (the script is what a
// reader and a font need; docsgen printed `zh-CN` for it before). The format's other codes that are
// no BCP-47 tag map to the tag of their language (`jp` → `ja`, `ua` → `uk`); `no` is Norwegian
// Bokmål (`nb`), as its interface text. Codes that are tags keep their own, in canonical case.
import type { LanguageCode } from './locales.ts';

/** One accepted language code. */
export interface LanguageEntry {
  /** The BCP-47 tag for `<html lang>` and hreflang. */
  readonly tag: string;
  /** The language the code names (several codes are aliases of one): the key of its interface text. */
  readonly text: string;
  /** Its name in the language switcher, in that language. */
  readonly name: string;
}

/** Every accepted language code (config LANGUAGE_CODES) and its tag, language and name. */
export const LANGUAGES = {
  ar: { tag: 'ar', text: 'ar', name: 'العربية' },
  cs: { tag: 'cs', text: 'cs', name: 'Čeština' },
  cn: { tag: 'zh-Hans', text: 'zh-Hans', name: '简体中文' },
  'zh-Hant': { tag: 'zh-Hant', text: 'zh-Hant', name: '繁體中文' },
  nl: { tag: 'nl', text: 'nl', name: 'Nederlands' },
  en: { tag: 'en', text: 'en', name: 'English' },
  fr: { tag: 'fr', text: 'fr', name: 'Français' },
  de: { tag: 'de', text: 'de', name: 'Deutsch' },
  he: { tag: 'he', text: 'he', name: 'עברית' },
  hi: { tag: 'hi', text: 'hi', name: 'हिन्दी' },
  id: { tag: 'id', text: 'id', name: 'Bahasa Indonesia' },
  it: { tag: 'it', text: 'it', name: 'Italiano' },
  jp: { tag: 'ja', text: 'ja', name: '日本語' },
  ko: { tag: 'ko', text: 'ko', name: '한국어' },
  lv: { tag: 'lv', text: 'lv', name: 'Latviešu' },
  no: { tag: 'nb', text: 'nb', name: 'Norsk' },
  pl: { tag: 'pl', text: 'pl', name: 'Polski' },
  'pt-BR': { tag: 'pt-BR', text: 'pt', name: 'Português' },
  ro: { tag: 'ro', text: 'ro', name: 'Română' },
  ru: { tag: 'ru', text: 'ru', name: 'Русский' },
  es: { tag: 'es', text: 'es', name: 'Español' },
  sv: { tag: 'sv', text: 'sv', name: 'Svenska' },
  tr: { tag: 'tr', text: 'tr', name: 'Türkçe' },
  ua: { tag: 'uk', text: 'uk', name: 'Українська' },
  uz: { tag: 'uz', text: 'uz', name: 'Oʻzbek' },
  vi: { tag: 'vi', text: 'vi', name: 'Tiếng Việt' },
  zh: { tag: 'zh', text: 'zh-Hans', name: '中文' },
  'zh-Hans': { tag: 'zh-Hans', text: 'zh-Hans', name: '简体中文' },
  'zh-CN': { tag: 'zh-CN', text: 'zh-Hans', name: '简体中文' },
  'zh-TW': { tag: 'zh-TW', text: 'zh-Hant', name: '繁體中文' },
  'fr-CA': { tag: 'fr-CA', text: 'fr', name: 'Français (Canada)' },
  'fr-ca': { tag: 'fr-CA', text: 'fr', name: 'Français (Canada)' },
  ja: { tag: 'ja', text: 'ja', name: '日本語' },
  'ja-jp': { tag: 'ja-JP', text: 'ja', name: '日本語' },
  'ja-JP': { tag: 'ja-JP', text: 'ja', name: '日本語' },
  pt: { tag: 'pt', text: 'pt', name: 'Português' },
  da: { tag: 'da', text: 'da', name: 'Dansk' },
  uk: { tag: 'uk', text: 'uk', name: 'Українська' },
  ca: { tag: 'ca', text: 'ca', name: 'Català' },
  fi: { tag: 'fi', text: 'fi', name: 'Suomi' },
  hu: { tag: 'hu', text: 'hu', name: 'Magyar' },
} as const satisfies Record<LanguageCode, LanguageEntry>;

/** The entry of a language code (`cn`, `zh-TW`…); undefined for a code the format does not accept. */
export function languageOf(code: string | undefined): LanguageEntry | undefined {
  return code !== undefined && inTable(code) ? LANGUAGES[code] : undefined;
}

function inTable(code: string): code is LanguageCode {
  return Object.hasOwn(LANGUAGES, code);
}

/** The BCP-47 tag of a language code for `<html lang>` and hreflang: the table's, else the code; `en` for none. */
export function languageTag(code: string | undefined): string {
  return code === undefined ? 'en' : (languageOf(code)?.tag ?? code);
}

/** The switcher name of a language code: the table's, else the code itself. */
export function languageName(code: string): string {
  return languageOf(code)?.name ?? code;
}
