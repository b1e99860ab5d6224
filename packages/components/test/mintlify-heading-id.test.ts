import slugify, { slugifyWithCounter } from '@sindresorhus/slugify';
import { describe, expect, it } from 'vitest';
import {
  cleanHeadingId,
  componentId,
  createPageHeadingIds,
  mintlifySlug,
  normalizeCustomId,
  paramFieldId,
  slugCounter,
  unicodeId,
} from '../src/mintlify-heading-id.ts';

// Expected ids are what Mintlify's own compiler (@mintlify/common 1.0.1183 getMdx) gave the same
// headings (tests/conformance/heading-cases, run through tests/conformance/mintlify-oracle.mjs).
describe('Mintlify heading ids', () => {
  it.each([
    ['Hello & World', 'hello-&-world'],
    ['Read/Write access', 'read/write-access'],
    ['robots.txt and llms.txt', 'robots-txt-and-llms-txt'],
    ['Don’t “quote” me — or… else', 'don’t-“quote”-me-—-or…-else'],
    ['What’s new? (2024)', 'what’s-new-2024'],
    ['config.json options', 'config-json-options'],
    ['Setup 🚀 quickly', 'setup--quickly'],
    ['Café & crème', 'café-&-crème'],
    ['例：ワークフロー', '例：ワークフロー'],
    ['APIKeys and camelCase', 'apikeys-and-camelcase'],
    ['100% done', '100%-done'],
    ['a_b_c', 'a_b_c'],
    ['C++ & C#', 'c++-&-c#'],
  ])('%s → %s (slug, cleaned)', (title, id) => {
    expect(cleanHeadingId(mintlifySlug(title))).toBe(id);
  });

  it('keeps the percent-encoding where Mintlify does not clean (inside Accordion, Update…)', () => {
    expect(mintlifySlug('Inside & accordion')).toBe('inside-%26-accordion');
    expect(mintlifySlug('What’s new')).toBe('what%E2%80%99s-new');
  });

  it('numbers repeats -2, -3 in the first pass and makes cleaned ids unique in the second', () => {
    const ids = createPageHeadingIds();
    const raw = ['Overview', 'Overview', 'Overview', 'Overview-2'].map((t) => ids.raw(t));
    expect(raw).toEqual(['overview', 'overview-2', 'overview-3', 'overview-2-1']);
    expect(raw.map((r, i) => ids.unique(['Overview', 'Overview', 'Overview', 'Overview-2'][i]!, r))).toEqual(raw);
    expect(ids.unique('Example', 'example')).toBe('example');
    expect(ids.unique('Example', ids.raw('Example'))).toBe('example-2');
  });

  it('normalises custom ids and fills an empty slug with the encoded title', () => {
    expect(normalizeCustomId(' my id ')).toBe('my-id');
    expect(normalizeCustomId('a&b(c)')).toBe('abc');
    expect(mintlifySlug('!!!')).toBe('');
    expect(unicodeId('!!!')).toBe('!!!');
    expect(cleanHeadingId('100%1')).toBe('100%1');
  });
});

// mintlify-heading-id.ts skips the library's transliteration for encoded titles: these compare it
// with `@sindresorhus/slugify` itself (the version Mintlify's compiler uses) on random titles.
describe('heading slugs against @sindresorhus/slugify', () => {
  const pieces = [
    'a',
    'B',
    'z',
    '0',
    '9',
    '-',
    '_',
    '.',
    '!',
    '~',
    '*',
    "'",
    '(',
    ')',
    ' ',
    '&',
    'é',
    '’',
    's',
    't',
    '12',
    'API',
    '🚀',
    '%',
    '--',
    'x-t',
  ];
  let seed = 7;
  const random = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  const title = () => Array.from({ length: 1 + random(12) }, () => pieces[random(pieces.length)]).join('');
  const encode = (t: string) => encodeURIComponent(t.toLowerCase().trim().replace(/\s+/g, '-'));

  it('gives the library slug for 2,000 random titles', () => {
    for (let i = 0; i < 2_000; i++) {
      const t = title();
      const encoded = encode(t);
      const expected = /%[0-9A-F]{2}/.test(encoded)
        ? slugify(encoded, { decamelize: false, preserveCharacters: ['%', '_'], lowercase: false })
        : slugify(encoded, { decamelize: false, preserveCharacters: ['_'] });
      expect(mintlifySlug(t), t).toBe(expected);
    }
  });

  it('numbers repeats as slugifyWithCounter does', () => {
    for (let page = 0; page < 100; page++) {
      const ours = slugCounter();
      const theirs = slugifyWithCounter();
      const titles = Array.from({ length: 12 }, () => ['Overview', 'Overview-2', 'a-1', 'Setup', title()][random(5)]!);
      for (const t of titles) expect(mintlifySlug(t, ours), t).toBe(mintlifySlug(t, theirs));
    }
  });

  // componentId and paramFieldId take the same shortcut on other options (decamelized, any case).
  const raw = () =>
    Array.from(
      { length: 1 + random(10) },
      () => [...pieces, 'Sec', 'HTTPServer', 'APIs', 'v2Id', ':', '^', '`', '\\', '\t'][random(pieces.length + 9)]!,
    ).join('');

  it('gives the library id for Accordion titles and ParamField names', () => {
    for (let i = 0; i < 1_000; i++) {
      const t = raw();
      expect(componentId(t), t).toBe(slugify(t.replace(':', '-'), { decamelize: false }));
      expect(paramFieldId(t), t).toBe(slugify(`param-${t}`, { decamelize: true, separator: '-' }));
      expect(paramFieldId(t, 2), t).toBe(slugify(`param-${t}_2`, { decamelize: true, separator: '-' }));
    }
  });

  it('agrees with the library on every ASCII character, alone and between letters', () => {
    for (let code = 0; code < 128; code++) {
      for (const t of [String.fromCharCode(code), `aB${String.fromCharCode(code)}cD`]) {
        expect(componentId(t), JSON.stringify(t)).toBe(slugify(t.replace(':', '-'), { decamelize: false }));
        expect(paramFieldId(t), JSON.stringify(t)).toBe(slugify(`param-${t}`, { decamelize: true, separator: '-' }));
      }
    }
  });
});
