import { languageOf } from '@docsgen/config/languages';
import table from './interface-text.json' with { type: 'json' };

/** Every string a theme shows or announces, in one language (placeholders: `{date}`, `{n}`, `{query}`). */
export type InterfaceText = (typeof table)['en'];

const TEXTS = table as Record<string, InterfaceText>;

/**
 * The interface text for a docs.json language code (`navigation.languages[].language`), or for the
 * HTML `lang` derived from it; English for a code without a translation (and for no language).
 */
export function interfaceText(code: string | undefined): InterfaceText {
  if (code === undefined) return TEXTS.en!;
  // The language a format code is an alias of (config's language table: `cn`, `zh-CN` → zh-Hans).
  return TEXTS[languageOf(code)?.text ?? code] ?? TEXTS[code.split('-')[0]!] ?? TEXTS.en!;
}

/** The languages with a translation (table keys). */
export const INTERFACE_LANGUAGES: readonly string[] = Object.keys(TEXTS);
