import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { readJsonTree, validateConfig } from '../src/index.ts';

// Any JSON value, biased towards navigation-shaped objects, must come back as diagnostics:
// never a thrown exception, never a polluted prototype.
const navKeys = [
  'pages',
  'groups',
  'group',
  'tabs',
  'tab',
  'anchors',
  'anchor',
  'versions',
  'version',
  'languages',
  'language',
  'menu',
  'item',
  'openapi',
  'root',
  'expanded',
  'hidden',
  'href',
  'global',
  '$ref',
  '__proto__',
];
const json = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.string(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...navKeys), fc.string()), tie('value'), { maxKeys: 5 }),
  ),
})).value;

describe('validateConfig on arbitrary input', () => {
  test('never throws and always locates its errors', () => {
    fc.assert(
      fc.property(json, (navigation) => {
        const text = JSON.stringify({ name: 'x', theme: 'mint', colors: { primary: '#000' }, navigation });
        const tree = readJsonTree('/nonexistent-root', 'docs.json', text);
        const result = validateConfig(tree.value, tree.map);
        for (const d of [...tree.diagnostics, ...result.diagnostics]) {
          expect(d.message.length).toBeGreaterThan(0);
          if (d.severity === 'error') expect(d.jsonPath ?? d.file).toBeDefined();
        }
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      { numRuns: 300 },
    );
  });
});
