/**
 * Resolves once what this worker thread wrote to its standard output and error has reached the
 * parent thread. A worker's stream posts one write to the parent and holds the next back until the
 * parent has taken it, so a worker stopped in between (the pool stops its workers when a build
 * ends) loses what it held: a page's second `console.log` went missing. The callback of an empty
 * write runs once every write before it has been taken. Nothing is waited for when nothing is
 * pending, the usual case.
 */
export async function flushStdio(): Promise<void> {
  await Promise.all(
    [process.stdout, process.stderr]
      .filter((stream) => stream.writableLength > 0)
      .map((stream) => new Promise<void>((resolve) => stream.write('', () => resolve()))),
  );
}
