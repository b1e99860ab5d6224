// Settings only some themes have, judged against Mintlify's own validator (a test-only oracle):
// Willow's `variations` is validated as Willow's schema does; any other theme drops it, so docsgen
// warns at it and never refuses a docs.json Mintlify accepts. `navigation.tabs[].align` and
// `contextual.display` are accepted in every theme.
import { validateDocsConfig } from '@mintlify/validation';
import { describe, expect, test } from 'vitest';
import { validateConfig } from '../src/index.ts';
import { FORMAT_THEMES } from '../src/themes.ts';

const base = { name: 'x', colors: { primary: '#0D9373' }, navigation: { pages: ['index'] } };

const VARIATIONS = {
  one: { options: [{ id: 'cloud', label: 'Cloud' }] },
  two: {
    options: [
      { id: 'cloud', label: 'Cloud' },
      { id: 'self-hosted', label: 'Self-hosted' },
    ],
  },
  duplicate: {
    options: [
      { id: 'cloud', label: 'Cloud' },
      { id: 'cloud', label: 'Also cloud' },
    ],
  },
  empty: { options: [] },
  blankLabel: { options: [{ id: 'cloud', label: '  ' }] },
};

const codes = (config: object) => validateConfig(config).diagnostics.map((d) => [d.severity, d.code, d.jsonPath]);

describe('variations', () => {
  test.each(Object.entries(VARIATIONS))(
    '%s: a docsgen error exactly where Mintlify refuses it, in every theme',
    async (_, variations) => {
      for (const theme of FORMAT_THEMES) {
        const config = { ...base, theme, variations };
        const mintlify = await validateDocsConfig(structuredClone(config));
        const errors = validateConfig(config).diagnostics.filter((d) => d.severity === 'error');
        expect(errors.length > 0, `${theme} ${JSON.stringify(variations)}`).toBe(!mintlify.success);
      }
    },
  );

  test('Willow keeps them; a duplicate id is located at the second one', () => {
    expect(validateConfig({ ...base, theme: 'willow', variations: VARIATIONS.two }).config?.variations).toEqual(
      VARIATIONS.two,
    );
    expect(codes({ ...base, theme: 'willow', variations: VARIATIONS.duplicate })).toEqual([
      ['error', 'config/invalid-value', 'variations.options[1].id'],
    ]);
  });

  test('any other theme: a located warning, and the key is dropped', () => {
    const check = validateConfig({ ...base, theme: 'maple', variations: VARIATIONS.empty });
    expect(check.diagnostics.map((d) => [d.severity, d.code, d.jsonPath])).toEqual([
      ['warning', 'config/theme-key', 'variations'],
    ]);
    expect(check.diagnostics[0]?.hint).toContain('willow');
    expect(check.config?.variations).toBeUndefined();
  });
});

describe('tab align and contextual.display', () => {
  test('accepted in every theme, as Mintlify accepts them', async () => {
    for (const theme of FORMAT_THEMES) {
      const config = {
        ...base,
        theme,
        navigation: {
          tabs: [
            { tab: 'Guides', align: 'start', pages: ['index'] },
            { tab: 'API', align: 'end', pages: ['api'] },
          ],
        },
        contextual: { options: ['copy', 'view'], display: 'toc' },
      };
      expect((await validateDocsConfig(structuredClone(config))).success).toBe(true);
      expect(codes(config)).toEqual([]);
    }
  });
});
