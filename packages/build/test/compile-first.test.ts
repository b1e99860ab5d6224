import { describe, expect, it } from 'vitest';
import { compileFirst } from '../src/compile-first.ts';

describe('compileFirst', () => {
  it('puts the routes to compile first, each group in route order', () => {
    const routes = ['a', 'b', 'c', 'd', 'e'];
    expect(compileFirst(routes, (r) => r === 'd' || r === 'b')).toEqual([1, 3, 0, 2, 4]);
  });

  it('keeps the route order when all or none are to compile', () => {
    expect(compileFirst(['a', 'b', 'c'], () => true)).toEqual([0, 1, 2]);
    expect(compileFirst(['a', 'b', 'c'], () => false)).toEqual([0, 1, 2]);
    expect(compileFirst([], () => true)).toEqual([]);
  });
});
