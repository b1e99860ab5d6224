import table from './interface-text.json' with { type: 'json' };

/** Every string a theme shows or announces, in one language (placeholders: `{date}`, `{n}`, `{query}`). */
export type InterfaceText = (typeof table)['en'];

/** The table's language for each format code that differs (`cn`, `jp`, `ua`, `no`, regional variants). */
const ALIASES: Record<string, string> = {
  cn: 'zh-Hans',
  zh: 'zh-Hans',
  'zh-CN': 'zh-Hans',
  'zh-TW': 'zh-Hant',
  jp: 'ja',
  'ja-jp': 'ja',
  'ja-JP': 'ja',
  ua: 'uk',
  no: 'nb',
  'pt-BR': 'pt',
  'fr-CA': 'fr',
  'fr-ca': 'fr',
};

const TEXTS = table as Record<string, InterfaceText>;

/**
 * The interface text for a docs.json language code (`navigation.languages[].language`), or for the
 * HTML `lang` derived from it; English for a code without a translation (and for no language).
 */
export function interfaceText(code: string | undefined): InterfaceText {
  if (code === undefined) return TEXTS.en!;
  return TEXTS[ALIASES[code] ?? code] ?? TEXTS[code.split('-')[0]!] ?? TEXTS.en!;
}

/** The languages with a translation (table keys). */
export const INTERFACE_LANGUAGES: readonly string[] = Object.keys(TEXTS);
