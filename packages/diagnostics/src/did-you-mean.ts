/** Damerau-free Levenshtein distance, small inputs only. */
export function editDistance(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0] ?? 0;
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j] ?? 0;
      prev[j] = Math.min((prev[j] ?? 0) + 1, (prev[j - 1] ?? 0) + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = tmp;
    }
  }
  return prev[b.length] ?? 0;
}

/**
 * The candidates closest to `word` (case-insensitive), best first, at most `max`,
 * keeping only plausible ones (distance at most a third of the word's length, min 2).
 */
export function closestMatches(word: string, candidates: Iterable<string>, max = 3): string[] {
  const w = word.toLowerCase();
  const limit = Math.max(2, Math.ceil(w.length / 3));
  const scored: Array<[string, number]> = [];
  for (const c of candidates) {
    const lc = c.toLowerCase();
    const d = lc === w ? 0 : lc.includes(w) || w.includes(lc) ? 1 : editDistance(w, lc);
    if (d <= limit) scored.push([c, d]);
  }
  scored.sort((x, y) => x[1] - y[1] || (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0));
  return scored.slice(0, max).map(([c]) => c);
}

/** " Did you mean `x`?" or "" — ready to append to a message or use as a hint. */
export function didYouMean(word: string, candidates: Iterable<string>): string {
  const [best] = closestMatches(word, candidates, 1);
  return best ? `Did you mean \`${best}\`?` : '';
}
