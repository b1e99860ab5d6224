/**
 * How many files a step of the build reads at once: enough to keep the disk busy, few enough that
 * open files stay bounded whatever the site's size (under macOS's default `ulimit -n` of 256, with
 * the workers' own files beside them).
 */
export const FILES_OPEN_AT_ONCE = 16;

/**
 * Runs `fn` over `items` with at most `limit` calls in flight; results keep the input order. After
 * a failure no new call starts, and the first error is thrown only once every running call has
 * settled, so nothing is still writing when the caller cleans up.
 */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (next < items.length && !failure) {
      const i = next++;
      try {
        results[i] = await fn(items[i]!, i);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  if (failure) throw failure.error;
  return results;
}
