/**
 * The argument handling every command shares: parse, answer `--help` (exit 0), and refuse bad
 * options or more than one docs folder with the command's help (exit 2). Returns the parsed
 * arguments, or the exit code when the command should stop here.
 */
export function parseCommandArgs<T extends { values: { help?: boolean }; positionals: string[] }>(
  command: string,
  help: string,
  parse: (args: string[]) => T,
  args: string[],
): T | number {
  let parsed: T;
  try {
    parsed = parse(args);
  } catch (e) {
    process.stderr.write(`docsgen ${command}: ${(e as Error).message}\n\n${help}`);
    return 2;
  }
  if (parsed.values.help) {
    process.stdout.write(help);
    return 0;
  }
  if (parsed.positionals.length > 1) {
    process.stderr.write(`docsgen ${command}: expected one docs folder, got ${parsed.positionals.length}.\n\n${help}`);
    return 2;
  }
  return parsed;
}
