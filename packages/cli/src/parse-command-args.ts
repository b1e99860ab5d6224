import { didYouMean } from '@docsgen/diagnostics';

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
    process.stderr.write(`${usageError(command, e, help)}\n\n${help}`);
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

/**
 * The one-line message for an argument `parseArgs` refused. An unknown option gets the closest
 * option the command's help lists ("Did you mean `--out`?") instead of node's advice about `--`.
 */
export function usageError(command: string, cause: unknown, help: string): string {
  const message = cause instanceof Error ? cause.message : String(cause);
  const unknown = /^Unknown option '(-{1,2}[^']+)'/.exec(message)?.[1];
  if (unknown === undefined) return `docsgen ${command}: ${message}`;
  const known = new Set(help.match(/--[a-z][a-z-]*/g) ?? []);
  const hint = didYouMean(unknown.replace(/=[\s\S]*$/, ''), known);
  return `docsgen ${command}: unknown option \`${unknown}\`.${hint ? ` ${hint}` : ''} (\`docsgen help ${command}\` lists the options.)`;
}

/** `--groups a, b` → `['a', 'b']` (empty names dropped); undefined when not given. */
export function groupsOption(value: string | undefined): string[] | undefined {
  return value === undefined
    ? undefined
    : value
        .split(',')
        .map((g) => g.trim())
        .filter(Boolean);
}
