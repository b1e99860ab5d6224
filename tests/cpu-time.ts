/**
 * CPU time (user and system, every thread of this process) since `since`, in ms: for a test's bound
 * on the work its own code does, e.g. that a hostile input is refused at once. Unlike wall time it
 * does not grow when other processes load the machine (a shared CI runner), so the bound holds
 * there too. Take `since` with `process.cpuUsage()`.
 */
export function cpuMsSince(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
}
