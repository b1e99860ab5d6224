import { describe, expect, it } from 'vitest';
import { error, formatReport, groupDiagnostics, summarize, warning } from '../src/index.ts';

const page = Array.from({ length: 600 }, (_, i) => `line ${i + 1} <use href="/sprite.svg#i" />`).join('\n');
const read = (f: string) => (f === 'page.mdx' ? page : undefined);

/** The same broken link at `n` places of page.mdx. */
function repeated(n: number) {
  return Array.from({ length: n }, (_, i) =>
    warning('mdx/broken-link', 'Link `/sprite.svg` does not match any page or file.', {
      file: 'page.mdx',
      line: n - i,
      column: 12,
      hint: 'No file by that name exists in the docs root either.',
    }),
  );
}

describe('formatReport: grouping', () => {
  it('prints identical diagnostics once, with the first few other places and how to see them all', () => {
    const report = formatReport(repeated(500), { readSource: read, seeAll: '`docsgen check --json`' });
    expect(report.match(/warning\[mdx\/broken-link\]/g)).toHaveLength(1);
    expect(report).toContain('  --> page.mdx:1:12');
    expect(report).toContain(
      [
        '  and 499 more places:',
        '    page.mdx:2:12',
        '    page.mdx:3:12',
        '    page.mdx:4:12',
        '    … 496 more (`docsgen check --json` lists every place)',
      ].join('\n'),
    );
    expect(report.endsWith('500 warnings (1 distinct problem)')).toBe(true);
    expect(report.split('\n').length).toBeLessThan(25);
  });

  it('lists every place when asked, and keeps different messages or codes apart', () => {
    const all = formatReport(repeated(5), { places: Number.POSITIVE_INFINITY });
    expect(all).toContain(
      '  and 4 more places:\n    page.mdx:2:12\n    page.mdx:3:12\n    page.mdx:4:12\n    page.mdx:5:12',
    );
    const groups = groupDiagnostics([
      warning('a/x', 'one', { file: 'a.mdx', line: 2 }),
      warning('a/x', 'two', { file: 'a.mdx', line: 3 }),
      warning('a/y', 'one', { file: 'a.mdx', line: 4 }),
      error('a/x', 'one', { file: 'a.mdx', line: 5 }),
      warning('a/x', 'one', { file: 'b.mdx', line: 1 }),
    ]);
    expect(groups.map((g) => [g.first.code, g.first.message, g.all.length])).toEqual([
      ['a/x', 'one', 2],
      ['a/x', 'two', 1],
      ['a/y', 'one', 1],
      ['a/x', 'one', 1],
    ]);
  });

  it('puts the authoring-convention lints last, under one heading', () => {
    const report = formatReport(
      [
        warning('authoring/description', 'No description.', { file: 'a.mdx', line: 1 }),
        warning('authoring/description', 'No description.', { file: 'b.mdx', line: 1 }),
        warning('mdx/broken-link', 'Broken.', { file: 'z.mdx', line: 1 }),
      ],
      { conventionsOff: 'turn one off with X' },
    );
    const heading = report.indexOf('── Authoring conventions (turn one off with X) ──');
    expect(heading).toBeGreaterThan(report.indexOf('warning[mdx/broken-link]'));
    expect(report.indexOf('warning[authoring/description]')).toBeGreaterThan(heading);
    expect(report).not.toContain('── a.mdx ──');
  });

  it('keeps warnings to maxLines, never errors, and says what it left out', () => {
    const many = Array.from({ length: 40 }, (_, i) =>
      warning('w/x', `problem ${i}`, { file: 'page.mdx', line: i + 1 }),
    );
    const errors = Array.from({ length: 10 }, (_, i) => error('e/x', `error ${i}`, { file: 'page.mdx', line: i + 1 }));
    const report = formatReport([...many, ...errors], {
      readSource: read,
      maxLines: 40,
      seeAll: '`docsgen build --verbose`',
    });
    expect(report.match(/^error\[/gm)).toHaveLength(10);
    expect(report.match(/^warning\[/gm)?.length ?? 0).toBeLessThan(5);
    expect(report).toMatch(
      /… \d+ more problems \(\d+ diagnostics\) not shown .*`docsgen build --verbose` shows them all\./,
    );
  });

  it('ends with the count of each code, errors first, and the hints of the most frequent', () => {
    const report = formatReport(
      [...repeated(3), warning('w/other', 'x', { file: 'a.mdx', hint: 'Do this.' }), error('e/x', 'y')],
      { byCode: true, seeAll: '`docsgen check --json`' },
    );
    expect(report.slice(report.lastIndexOf('1 error'))).toBe(
      [
        '1 error, 4 warnings (3 distinct problems):',
        '  1  e/x',
        '  3  mdx/broken-link',
        '  1  w/other',
        '  hint (mdx/broken-link): No file by that name exists in the docs root either.',
        '  hint (w/other): Do this.',
        'Every diagnostic, with every place: `docsgen check --json`.',
      ].join('\n'),
    );
    expect(summarize([])).toBe('no problems');
  });
});
