// docs.json `variables` are data: stripped of tags exactly as Mintlify's `replaceVariables`
// (@mintlify/common, the oracle here) strips them, and in MDX prose never code.
import { replaceVariables } from '@mintlify/common';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { substituteVariables } from '../src/variables.ts';

const value = fc.string({
  unit: fc.oneof(
    fc.constantFrom(
      '<img src=x onError=alert(1)>',
      '<script>alert(1)</script>',
      '<b>',
      '</b>',
      '<a href="javascript:x">',
    ),
    fc.constantFrom(
      '<',
      '>',
      '"',
      "'",
      '&',
      '=',
      ' ',
      'x',
      '{',
      '}',
      '<!--',
      '-->',
      '<style>p{}</style>',
      '<svg/onload=1>',
    ),
    fc.string({ maxLength: 2 }),
  ),
  maxLength: 30,
});
const content = 'Intro {{name}} middle {{ other }} and {{missing}} end';
const entity = (s: string) => s.replace(/[{}]/g, (c) => (c === '{' ? '&#123;' : '&#125;'));

describe('substituteVariables', () => {
  it('strips tags as Mintlify’s replaceVariables does (text mode: the same output)', () => {
    fc.assert(
      fc.property(value, value, (name, other) => {
        expect(substituteVariables(content, { name, other })).toBe(replaceVariables(content, { name, other }));
      }),
      { numRuns: 500 },
    );
  });

  it('in MDX prose: Mintlify’s text with every brace of a value a character reference', () => {
    fc.assert(
      fc.property(
        value.filter((v) => !/[\r\n\u2028\u2029\u0085\v\f]/.test(v)),
        value.filter((v) => !/[\r\n\u2028\u2029\u0085\v\f]/.test(v)),
        (name, other) => {
          const known = 'Intro {{name}} middle {{ other }} end';
          const ours = substituteVariables(known, { name, other }, 'mdx');
          expect(ours).toBe(entity(replaceVariables(known, { name, other })));
          expect(ours).not.toMatch(/[{}<]/);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('the issue’s examples: no expression, no handler, no ESM, one line', () => {
    const vars = {
      expr: '{process.exit(3)}',
      img: '<img src=x onError="alert(1)">',
      esm: 'export const x = globalThis.process.exit(4)',
      lines: 'a\nb\u2028c',
    };
    expect(substituteVariables('{{expr}}', vars, 'mdx')).toBe('&#123;process.exit(3)&#125;');
    expect(substituteVariables('x {{img}} y', vars, 'mdx')).toBe('x  y');
    expect(substituteVariables('{{esm}}', vars, 'mdx')).toBe('&#101;xport const x = globalThis.process.exit(4)');
    expect(substituteVariables('{{lines}}', vars, 'mdx-literal')).toBe('a b c');
    expect(substituteVariables('{{expr}}', vars, 'mdx-literal')).toBe('{process.exit(3)}');
  });
});
