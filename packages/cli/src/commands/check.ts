/** `docsgen check`: placeholder until its owner lands it (usage error, never a false success). */
export async function run(_args: string[]): Promise<number> {
  process.stderr.write('docsgen check: not available in this build yet.\n');
  return 2;
}
