/**
 * Returns a function mapping a 0-based offset in `text` to a 1-based line and column, in
 * O(log lines) per call: large configurations have tens of thousands of located values.
 */
export function lineIndex(text: string): (offset: number) => { line: number; column: number } {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return (offset) => {
    const at = Math.min(Math.max(offset, 0), text.length);
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= at) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: at - starts[lo]! + 1 };
  };
}
