import { didYouMean } from '@docsgen/diagnostics';
import { tuneV8 } from './tune-v8.ts';
import { USAGE } from './usage.ts';
import { VERSION } from './version.ts';

/** A subcommand: receives the arguments after its name and resolves to the exit code. */
type Command = (args: string[]) => Promise<number>;

// Loaded on demand so `docsgen check` never pays for the dev server or the MCP SDK.
const commands: Record<string, () => Promise<{ run: Command }>> = {
  build: () => import('./commands/build.ts'),
  dev: () => import('./commands/dev.ts'),
  check: () => import('./commands/check.ts'),
  routes: () => import('./commands/routes.ts'),
  init: () => import('./commands/init.ts'),
  mcp: () => import('./commands/mcp.ts'),
  migrate: () => import('./commands/migrate.ts'),
};

/** Runs the docsgen CLI with `argv` (without node and script) and resolves to the exit code. */
export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  // `docsgen help build` is `docsgen build --help`.
  if (name === 'help' && rest[0] !== undefined) return main([rest[0], '--help']);
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(USAGE);
    return name === undefined ? 2 : 0;
  }
  if (name === '--version' || name === '-v' || name === 'version') {
    process.stdout.write(`${VERSION}\n`);
    return 0;
  }
  const load = commands[name];
  if (!load) {
    const what = name.startsWith('-') ? 'option' : 'command';
    const hint = didYouMean(name, name.startsWith('-') ? ['--help', '--version'] : Object.keys(commands));
    process.stderr.write(`docsgen: unknown ${what} \`${name}\`.${hint ? ` ${hint}` : ''}\n\n${USAGE}`);
    return 2;
  }
  tuneV8();
  const { run } = await load();
  return run(rest);
}

// The bin ends the services a command started (Pagefind's, esbuild's) once it returns; a program
// calling `main` in its own process keeps them for its next call.
export { dropOutputOnClosedPipe } from './closed-output.ts';
export { stopChildProcesses } from './stop-child-processes.ts';
export { VERSION } from './version.ts';
