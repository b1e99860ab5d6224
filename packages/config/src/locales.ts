/** The 26 language codes the navigation spec lists, in its order. */
export const SPEC_LANGUAGE_CODES = [
  'ar',
  'cs',
  'cn',
  'zh-Hant',
  'nl',
  'en',
  'fr',
  'de',
  'he',
  'hi',
  'id',
  'it',
  'jp',
  'ko',
  'lv',
  'no',
  'pl',
  'pt-BR',
  'ro',
  'ru',
  'es',
  'sv',
  'tr',
  'ua',
  'uz',
  'vi',
] as const;

/** Further locale codes the format accepts (mintlify-behaviour.md §1.3), beyond the spec's table. */
export const EXTRA_LOCALE_CODES = [
  'zh',
  'zh-Hans',
  'zh-CN',
  'zh-TW',
  'fr-CA',
  'fr-ca',
  'ja',
  'ja-jp',
  'ja-JP',
  'pt',
  'da',
  'uk',
  'ca',
  'fi',
  'hu',
] as const;

/** Every accepted `language` code: the spec's 26 plus the format's other locales (41 in all). */
export const LANGUAGE_CODES = [...SPEC_LANGUAGE_CODES, ...EXTRA_LOCALE_CODES] as const;

/** One accepted language code. */
export type LanguageCode = (typeof LANGUAGE_CODES)[number];
