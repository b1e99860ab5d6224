import { describe, expect, it } from 'vitest';
import { cpuMsSince } from '../../../tests/cpu-time.ts';
import { compilePage } from '../src/index.ts';
import { findTooDeep, MAX_NESTING_DEPTH } from '../src/nesting-depth.ts';

const N = MAX_NESTING_DEPTH;
const nestedLists = (n: number, prefix = '') =>
  Array.from({ length: n }, (_, i) => `${prefix}${'  '.repeat(i)}- item`).join('\n');

describe('findTooDeep: nesting past the limit, wherever it is', () => {
  const cases: Array<[string, string, 'elements' | 'brackets' | 'blocks', number, number]> = [
    ['JSX elements', `${'<div>'.repeat(N + 1)}x${'</div>'.repeat(N + 1)}`, 'elements', 1, 5 * N + 1],
    ['elements over lines', `${'<Card>\n'.repeat(N + 1)}x\n${'</Card>\n'.repeat(N + 1)}`, 'elements', N + 1, 1],
    ['brackets in an expression', `{${'['.repeat(N)}${']'.repeat(N)}}`, 'brackets', 1, N + 1],
    ['brackets in ESM', `export const a = ${'('.repeat(N + 1)}1${')'.repeat(N + 1)}`, 'brackets', 1, 18 + N],
    ['block quotes', `${'>'.repeat(N + 1)} deep`, 'blocks', 1, N + 1],
    ['lists by indent', nestedLists(N + 1), 'blocks', N + 1, 2 * N + 1],
    // The quote on every line is a level too.
    ['lists in a quote', nestedLists(N + 1, '> '), 'blocks', N, 2 * N + 1],
    ['list items on one line', `${'- '.repeat(N + 1)}x`, 'blocks', 1, 2 * N + 1],
    ['quotes and lists', `${'> - '.repeat(N)}x`, 'blocks', 1, 2 * N + 1],
    // A tag and a brace a level each: past the limit at the tag of the level N / 2 + 1.
    ['elements in attributes', `${'<A b={'.repeat(N)}1${'} />'.repeat(N)}`, 'elements', 1, 6 * (N / 2) + 1],
    ['a fence inside an expression', `{\`\n\`\`\`\n\` + ${'<a>'.repeat(N + 1)}`, 'elements', 3, 3 * (N - 1) + 5],
  ];
  for (const [name, doc, kind, line, column] of cases) {
    it(`${name}: refused at the level past ${N}, located`, () => {
      expect(findTooDeep(doc, true)).toEqual({ kind, line, column });
    });
  }

  it('takes the same nesting up to the limit', () => {
    expect(findTooDeep(`${'<div>'.repeat(N)}x${'</div>'.repeat(N)}`, true)).toBeUndefined();
    expect(findTooDeep(nestedLists(N), true)).toBeUndefined();
    expect(findTooDeep(`${'>'.repeat(N)} deep`, true)).toBeUndefined();
  });

  it('counts what a code block leaves open only while in it; a Markdown page’s tags are text', () => {
    const generics = `\`\`\`java\n${'List<String> a;\n'.repeat(N - 1)}\`\`\`\n`;
    expect(findTooDeep(generics.repeat(5), true)).toBeUndefined();
    expect(findTooDeep(`${'<p>'.repeat(N + 5)}`, false)).toBeUndefined();
    expect(findTooDeep(`${'<p>'.repeat(N + 5)}`, true)?.kind).toBe('elements');
  });

  it('a list at the left margin closes the deeper ones before it', () => {
    const doc = Array.from({ length: 50 }, () => nestedLists(40)).join('\n\n');
    expect(findTooDeep(doc, true, 45)).toBeUndefined();
  });

  it('is linear: 100 000 levels are found in well under a second', () => {
    const doc = `${'<div>'.repeat(100_000)}${'</div>'.repeat(100_000)}`;
    const started = process.cpuUsage();
    expect(findTooDeep(doc, true)?.kind).toBe('elements');
    expect(findTooDeep(`{${'['.repeat(100_000)}`, true)?.kind).toBe('brackets');
    expect(cpuMsSince(started)).toBeLessThan(1_000);
  });
});

describe('a page nested too deeply for the parser', () => {
  it('fails with a located error before the parser sees it, in milliseconds (100 000 levels took satteri minutes)', async () => {
    const fm = '---\ntitle: Deep\n---\n\n';
    for (const [body, line] of [
      [`${'<div>'.repeat(100_000)}x${'</div>'.repeat(100_000)}\n`, 5],
      [`Intro\n\n{${'['.repeat(100_000)}${']'.repeat(100_000)}}\n`, 7],
    ] as const) {
      const page = await compilePage({
        root: '/nonexistent',
        file: 'deep.mdx',
        source: fm + body,
        fallbackTitle: 'Deep',
      });
      const errors = page.diagnostics.filter((d) => d.severity === 'error');
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatchObject({ code: 'mdx/syntax', file: 'deep.mdx', line });
      expect(errors[0]?.message).toContain(`more than ${N} levels deep`);
    }
  });

  it('a page at the limit builds', async () => {
    const source = `${'<div>'.repeat(N - 5)}x${'</div>'.repeat(N - 5)}\n`;
    const page = await compilePage({ root: '/nonexistent', file: 'ok.mdx', source, fallbackTitle: 'OK' });
    expect(page.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });
});
