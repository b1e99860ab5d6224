/** Runs the docsgen CLI with `argv` (without node and script) and resolves to the exit code. */
export async function main(argv: string[]): Promise<number> {
  process.stdout.write(`docsgen: ${argv.join(' ')}\n`);
  return 0;
}
