/**
 * The order a build takes its routes in: those `uncached` says must be compiled first, then the
 * others, each in route order. Their compiles then start at once and run in the worker threads
 * while this thread takes the cached pages over (a one-page rebuild at 1,000 pages reached its
 * page only after half the site had been taken over). Indexes into `routes`.
 */
export function compileFirst<T>(routes: readonly T[], uncached: (route: T) => boolean): number[] {
  const first: number[] = [];
  const rest: number[] = [];
  routes.forEach((route, i) => {
    (uncached(route) ? first : rest).push(i);
  });
  return [...first, ...rest];
}
