import { check } from 'recheck';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../build-helpers.ts';
import { KNOWN_POLYNOMIAL } from './known-polynomial.ts';
import { type RegexLiteral, regexLiterals } from './regex-literals.ts';

// Issue 28 class 10: no superlinear pattern on user input. Every regular expression written in
// packages/*/src and themes/*/src (TypeScript parser, see regex-literals.ts) is checked by recheck,
// a ReDoS checker (automata theory, fuzzing where that cannot decide), and run on long pumped
// inputs made of its own characters, which catches what recheck leaves undecided (lookbehinds).

const unique = new Map<string, RegexLiteral>();
for (const r of regexLiterals(repoRoot)) unique.set(`/${r.source}/${r.flags}`, r);
const patterns = [...unique.values()];

describe('regex audit (issue 28 class 10)', () => {
  it('finds the sources’ regular expressions', () => {
    expect(patterns.length).toBeGreaterThan(200);
    expect(patterns.some((r) => r.at.startsWith('packages/mdx/src/remark-heading-ids.ts'))).toBe(true);
  });

  it('recheck finds no vulnerable pattern but the known, bounded ones', async () => {
    const found: string[] = [];
    for (const r of patterns) {
      const d = await check(r.source, r.flags.replace(/[gy]/g, ''), { timeout: 1000 });
      if (d.status === 'vulnerable' && !KNOWN_POLYNOMIAL.has(r.source)) {
        found.push(`${r.at} /${r.source}/${r.flags}: ${d.complexity.summary}, attack ${d.attack.pattern}`);
      }
    }
    expect(found).toEqual([]);
  }, 600_000);

  it('the known list names patterns that still exist, each with a reason', () => {
    const sources = new Set(patterns.map((r) => r.source));
    for (const [source, reason] of KNOWN_POLYNOMIAL) {
      expect(sources.has(source), source).toBe(true);
      expect(reason.length).toBeGreaterThan(20);
    }
  });

  // 50,000 repetitions: a quadratic pattern needs ~10^9 steps (seconds), a linear one a millisecond;
  // the bound leaves room for a loaded machine.
  const PUMP = [
    '/',
    ' ',
    '\t',
    '-',
    '-1',
    '{',
    '{#',
    '#',
    '[',
    '![',
    '<',
    '<a ',
    '%',
    '=',
    '*',
    '_',
    '`',
    '"',
    'a',
    '1',
    '\n',
    ' \n',
  ];
  it('every pattern stays linear on long inputs of repeated pieces', () => {
    const slow: string[] = [];
    for (const r of patterns) {
      if (KNOWN_POLYNOMIAL.has(r.source)) continue;
      const re = new RegExp(r.source, r.flags.replace(/[gy]/g, ''));
      for (const piece of PUMP) {
        for (const input of [piece.repeat(50_000) + '\u0000', `a${piece.repeat(50_000)}\u0000!`]) {
          const started = performance.now();
          re.test(input);
          const ms = performance.now() - started;
          if (ms > 1500) slow.push(`${r.at} /${r.source}/ on ${JSON.stringify(piece)}×50000: ${Math.round(ms)} ms`);
        }
      }
    }
    expect(slow).toEqual([]);
  }, 300_000);
});
