import { Worker } from 'node:worker_threads';

/**
 * Runs `tasks` on `count` worker threads of the bundled `workerFile` (each gets `workerData.tasks`,
 * a share dealt round-robin so each worker sees every kind of task, and posts back one result per
 * task in order: see answerTasks, compile-page-task.ts). Results in task order. `quiet` drops the
 * workers' standard output.
 */
export async function runOnWorkers<T, R>(
  workerFile: string,
  tasks: T[],
  count: number,
  options: { quiet?: boolean } = {},
): Promise<R[]> {
  const n = Math.max(1, Math.min(count, tasks.length));
  const shares = Array.from({ length: n }, (_, i) => tasks.filter((_, j) => j % n === i));
  const results = await Promise.all(
    shares.map(
      (share) =>
        new Promise<R[]>((resolve, reject) => {
          const worker = new Worker(workerFile, {
            workerData: { tasks: share },
            ...(options.quiet ? { stdout: true } : {}),
          });
          worker.once('message', (m: R[]) => {
            if (m.length === share.length) resolve(m);
            else reject(new Error(`a worker answered ${m.length} of its ${share.length} tasks`));
            void worker.terminate();
          });
          worker.once('error', reject);
        }),
    ),
  );
  // Worker i has tasks i, i + n, i + 2n…, and answers in that order.
  return tasks.map((_, j) => results[j % n]![Math.floor(j / n)]!);
}
