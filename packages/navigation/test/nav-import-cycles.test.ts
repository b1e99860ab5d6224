import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
// @ts-expect-error: a plain ES module script, without type declarations
import { importsOf } from '../../../scripts/check-layers.mjs';

const src = path.join(import.meta.dirname, '..', 'src');

/** The files of `dir` each file imports (relative `./x.ts` imports, type-only ones included). */
function importGraph(dir: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const name of readdirSync(dir).filter((f) => /\.tsx?$/.test(f))) {
    const found: Array<{ specifier: string }> = importsOf(readFileSync(path.join(dir, name), 'utf8'));
    graph.set(
      name,
      found.map((i) => i.specifier).flatMap((s) => (s.startsWith('./') ? [path.posix.normalize(s)] : [])),
    );
  }
  return graph;
}

/** The first import cycle of `graph` (its files, the first repeated at the end), else undefined. */
function findCycle(graph: Map<string, string[]>): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string): string[] | undefined => {
    if (state.get(file) === 'done') return undefined;
    if (state.get(file) === 'open') return [...stack.slice(stack.indexOf(file)), file];
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    stack.pop();
    state.set(file, 'done');
    return undefined;
  };
  for (const file of [...graph.keys()].sort()) {
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return undefined;
}

describe('imports among packages/navigation/src files', () => {
  test('the cycle finder finds a cycle, type-only imports included', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(findCycle(graph)).toEqual(['a.ts', 'b.ts', 'c.ts', 'a.ts']);
    expect(importsOf("import type { X } from './x.ts';\nexport type { Y } from './y.ts';")).toHaveLength(2);
    expect(findCycle(new Map([['a.ts', ['b.ts']]]))).toBeUndefined();
  });

  test('form no cycle', () => {
    expect(findCycle(importGraph(src))).toBeUndefined();
  });

  test('the walk goes one way: types, then walkers, then the entry point', () => {
    const graph = importGraph(src);
    const order = [
      'types.ts',
      'nav-tree-walk.ts',
      'own-openapi.ts',
      'resolve-nav-entries.ts',
      'walk-nav-group.ts',
      'walk-nav-division.ts',
      'build-nav-tree.ts',
    ];
    for (const [i, file] of order.entries()) {
      const above = order.slice(i + 1).filter((f) => graph.get(file)?.includes(f));
      expect(above, `${file} imports a file above it`).toEqual([]);
    }
  });
});
