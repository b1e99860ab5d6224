// The MDX preprocessing passes: variables are data (never code), the heading custom-id escape keeps
// Mintlify's rule, and every pass is linear: long lines never time a page out.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cpuMsSince } from '../../../tests/cpu-time.ts';
import { escapeCustomId, preprocessSource } from '../src/preprocess-source.ts';

/** Mintlify's `preprocessCustomHeadingIds` rule as the quadratic pattern the scan replaced wrote it. */
function byPattern(line: string): string {
  return /^\s{0,3}#{1,6}\s+\S.*?\s*\{\s*#[^}]+?\s*\}\s*$/.test(line)
    ? line.replace(/\{\s*#([^}]+?)\s*\}(\s*)$/, '\\{#$1\\}$2')
    : line;
}

describe('escapeCustomId', () => {
  it('gives what the pattern gives, on lines made of the characters that matter', () => {
    const line = fc
      .array(fc.constantFrom('#', '#', ' ', '\t', '{', '}', 'a', '-'), { maxLength: 24 })
      .map((a) => a.join(''));
    fc.assert(
      fc.property(line, (l) => {
        expect(escapeCustomId(l)).toBe(byPattern(l));
      }),
      { numRuns: 5000 },
    );
    fc.assert(
      fc.property(line, (l) => {
        expect(escapeCustomId(`## ${l}`)).toBe(byPattern(`## ${l}`));
      }),
      { numRuns: 5000 },
    );
  });

  it('examples', () => {
    expect(escapeCustomId('## Install {#setup}')).toBe('## Install \\{#setup\\}');
    expect(escapeCustomId('## Install { #setup  }  ')).toBe('## Install \\{#setup\\}  ');
    expect(escapeCustomId('## {#only-id}')).toBe('## {#only-id}');
    expect(escapeCustomId('Text {#not-heading}')).toBe('Text {#not-heading}');
  });

  // A linear scan takes about a millisecond per 100 KB; the pattern took seconds at 40 KB and tens of
  // seconds at 100 KB. The bound leaves room for a loaded machine.
  const long: Array<[string, string]> = [
    ['a 100 KB heading of `{#` pairs', `# ${'{#'.repeat(50_000)}`],
    ['a 100 KB heading of spaces and braces', `# a${' {'.repeat(50_000)}}`],
    ['a 100 KB heading of `{ #a`', `## x${'{ #a'.repeat(25_000)} `],
    ['100 KB of one repeated character', `# ${'#'.repeat(100_000)}`],
    ['100 KB of spaces then a brace', `# a${' '.repeat(100_000)}{#`],
  ];
  for (const [name, line] of long) {
    it(`${name}: well under 2 s`, () => {
      const started = process.cpuUsage();
      preprocessSource(`---\ntitle: T\n---\n${line}\n`, undefined);
      escapeCustomId(line);
      expect(cpuMsSince(started)).toBeLessThan(2000);
    });
  }
});

describe('preprocessSource', () => {
  const vars = { v: '<img src=x onError=alert(1)>{1+1}', e: 'export const a = 1' };
  it('substitutes variables as data: prose made inert, code and frontmatter literal, lines kept', () => {
    const out = preprocessSource('---\ntitle: {{v}}\n---\n# Hi {{v}} {#x}\n```\n{{v}}\n```\n{{e}}', vars);
    expect(out).toBe('---\ntitle: {1+1}\n---\n# Hi &#123;1+1&#125; \\{#x\\}\n```\n{1+1}\n```\n&#101;xport const a = 1');
  });
  it('never changes the number of lines', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (text, value) => {
        const source = `${text}\n{{v}}\n${text}`;
        expect(preprocessSource(source, { v: value }).split('\n')).toHaveLength(
          source.replace(/\r\n?/g, '\n').split('\n').length,
        );
      }),
      { numRuns: 500 },
    );
  });
});
