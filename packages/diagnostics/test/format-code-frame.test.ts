import { describe, expect, it } from 'vitest';
import { closestMatches, error, formatCodeFrame, formatReport, offsetToLineColumn, warning } from '../src/index.ts';

const source = '{\n  "name": "x",\n  "navigation": {\n    "grups": []\n  }\n}\n';

describe('formatCodeFrame', () => {
  it('prints the header, location, the line with an underline and the hint', () => {
    const d = warning('config/unknown-key', 'Unknown key `grups` in `navigation`.', {
      file: 'docs.json',
      line: 4,
      column: 5,
      length: 7,
      jsonPath: 'navigation.grups',
      hint: 'Did you mean `groups`?',
    });
    expect(formatCodeFrame(d, source)).toBe(
      [
        'warning[config/unknown-key]: Unknown key `grups` in `navigation`.',
        '  --> docs.json:4:5 (navigation.grups)',
        ' 2 |   "name": "x",',
        ' 3 |   "navigation": {',
        ' 4 |     "grups": []',
        '   |     ^^^^^^^',
        ' 5 |   }',
        ' 6 | }',
        '  hint: Did you mean `groups`?',
      ].join('\n'),
    );
  });

  it('groups a report by file and ends with a summary', () => {
    const report = formatReport(
      [error('a/x', 'second', { file: 'b.mdx', line: 1, column: 1 }), warning('a/y', 'first', { file: 'a.mdx' })],
      { readSource: (f) => (f === 'b.mdx' ? 'hello' : undefined) },
    );
    expect(report.indexOf('── a.mdx ──')).toBeLessThan(report.indexOf('── b.mdx ──'));
    expect(report.endsWith('1 error, 1 warning')).toBe(true);
  });
});

describe('locations and suggestions', () => {
  it('turns offsets into 1-based line and column, CRLF as one break', () => {
    expect(offsetToLineColumn('ab\r\ncd', 5)).toEqual({ line: 2, column: 2 });
    expect(offsetToLineColumn('abc', 0)).toEqual({ line: 1, column: 1 });
  });
  it('suggests the closest names', () => {
    expect(closestMatches('grups', ['groups', 'pages', 'tabs'])).toEqual(['groups']);
    expect(closestMatches('zzzzzz', ['groups'])).toEqual([]);
  });
});
