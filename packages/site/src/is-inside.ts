import { sep } from 'node:path';

/** True when `inner` is `outer` or lies inside it (separator-aware, so `/x/dist-evil` is not in `/x/dist`). */
export function isInside(inner: string, outer: string): boolean {
  if (inner === outer) return true;
  const prefix = outer.endsWith(sep) ? outer : outer + sep;
  return inner.startsWith(prefix);
}
