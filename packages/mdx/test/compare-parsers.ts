// Compiles a page with both parse steps (satteri and micromark, see packages/mdx/src/parse-mdx.ts)
// and says where the two CompiledPages differ: shared by the fixture and corpus comparisons.
import { type CompilePageOptions, compilePage } from '../src/index.ts';

/** The first differing field of two values, as a JSON path with both sides, or undefined when equal. */
export function firstDifference(a: unknown, b: unknown, at = '$'): string | undefined {
  if (Object.is(a, b)) return undefined;
  if (typeof a === 'string' && typeof b === 'string') {
    let i = 0;
    while (a[i] === b[i]) i++;
    return `${at} at ${i}: ${clip(a.slice(Math.max(0, i - 80), i + 120))} vs ${clip(b.slice(Math.max(0, i - 80), i + 120))}`;
  }
  if (
    typeof a !== 'object' ||
    typeof b !== 'object' ||
    a === null ||
    b === null ||
    Array.isArray(a) !== Array.isArray(b)
  ) {
    return `${at}: ${clip(a)} vs ${clip(b)}`;
  }
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) {
    const d = firstDifference((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${at}.${k}`);
    if (d) return d;
  }
  return undefined;
}

function clip(v: unknown): string {
  const s = JSON.stringify(v);
  return s === undefined ? 'undefined' : s.length > 300 ? `${s.slice(0, 300)}…` : s;
}

/** Where the page compiled with satteri differs from the page compiled with micromark (undefined: the same). */
export async function compareParsers(options: Omit<CompilePageOptions, 'parser'>): Promise<string | undefined> {
  const micromark = await compilePage({ ...options, parser: 'micromark' });
  const satteri = await compilePage({ ...options, parser: 'satteri' });
  return firstDifference(micromark, satteri);
}
