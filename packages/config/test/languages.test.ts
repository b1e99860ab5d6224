import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { LANGUAGE_CODES, LANGUAGES, languageName, languageOf, languageTag } from '../src/index.ts';

// theme-api's interface text (read as data: config sits below the theme contract).
const textFile = path.join(import.meta.dirname, '..', '..', 'theme-api', 'src', 'interface-text.json');
const TEXT_LANGUAGES = Object.keys(JSON.parse(readFileSync(textFile, 'utf8')) as object);

describe('the language table', () => {
  test('has one entry per accepted code, each with a translated interface', () => {
    expect(Object.keys(LANGUAGES).sort()).toEqual([...LANGUAGE_CODES].sort());
    for (const code of LANGUAGE_CODES) expect(TEXT_LANGUAGES, code).toContain(languageOf(code)!.text);
  });

  test('maps the aliases of one language to it, each with a BCP-47 tag', () => {
    const simplified = LANGUAGE_CODES.filter((c) => languageOf(c)!.text === 'zh-Hans');
    expect(simplified).toEqual(['cn', 'zh', 'zh-Hans', 'zh-CN']);
    expect(simplified.map(languageTag)).toEqual(['zh-Hans', 'zh', 'zh-Hans', 'zh-CN']);
    expect(['jp', 'ja', 'ja-jp', 'ja-JP'].map((c) => [languageOf(c)!.text, languageTag(c)])).toEqual([
      ['ja', 'ja'],
      ['ja', 'ja'],
      ['ja', 'ja-JP'],
      ['ja', 'ja-JP'],
    ]);
    expect([languageTag('ua'), languageTag('no'), languageTag('zh-TW'), languageTag('fr-ca')]).toEqual([
      'uk',
      'nb',
      'zh-TW',
      'fr-CA',
    ]);
    for (const code of LANGUAGE_CODES) expect(Intl.getCanonicalLocales(languageTag(code))).toEqual([languageTag(code)]);
  });

  test('names each language in itself, and falls back to the code or English', () => {
    expect(['cn', 'zh-Hant', 'jp', 'ua', 'pt-BR'].map(languageName)).toEqual([
      '简体中文',
      '繁體中文',
      '日本語',
      'Українська',
      'Português',
    ]);
    expect(languageName('xx')).toBe('xx');
    expect(languageOf('xx')).toBeUndefined();
    expect(languageOf('toString')).toBeUndefined();
    expect(languageTag(undefined)).toBe('en');
    expect(languageTag('xx-YY')).toBe('xx-YY');
  });
});
