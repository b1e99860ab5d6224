import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script, without type declarations
import { LIMITS, structureMetrics } from '../scripts/structure-metrics.mjs';

const repo = path.join(import.meta.dirname, '..');
const fixture = path.join(import.meta.dirname, 'fixtures', 'structure-metrics');

interface Metrics {
  longLists: string[];
  casts: string[];
  cycles: string[];
}

describe('the structure metrics (scripts/structure-metrics.mjs, issue 46)', () => {
  it('counts each measure in the fixture, and nothing in its clean file or its tests', () => {
    const m: Metrics = structureMetrics(fixture);
    expect(m).toEqual({
      longLists: ['packages/demo/src/walk.ts:4 walk (5)'],
      casts: ['packages/demo/src/walk.ts:8'],
      cycles: ['packages/demo/src/node-kind.ts -> packages/demo/src/walk.ts'],
    });
  });

  it('keeps the sources within the limits', () => {
    const m: Metrics = structureMetrics(repo);
    // The places are in the message: `node scripts/structure-metrics.mjs --list` prints them too.
    expect(
      m.longLists.length,
      `functions with 5 or more positional parameters:\n${m.longLists.join('\n')}`,
    ).toBeLessThanOrEqual(LIMITS.longLists);
    expect(m.casts.length, `\`as unknown as\` casts:\n${m.casts.join('\n')}`).toBeLessThanOrEqual(LIMITS.casts);
    expect(m.cycles, "import cycles between a package's own files").toEqual([]);
  });
});
