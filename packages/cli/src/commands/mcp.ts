import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildSite, MemorySink } from '@docsgen/build';
import { formatReport } from '@docsgen/diagnostics';
import { startMcpServer } from '@docsgen/mcp';
import { parseCommandArgs } from '../parse-command-args.ts';
import { themeFor } from '../theme-for.ts';

const HELP = `Usage: docsgen mcp [dir] [options]

Serves the docs in [dir] (default: .) to AI assistants as a Model Context Protocol server over
stdio, with the tools search_docs and read_page. A folder holding docs.json is built in memory
first; a built site (a folder of .md copies, e.g. dist/) is served as it is.

Options:
  --dist DIR    serve this built site instead of building (e.g. dist)
  -h, --help    show this help
`;

/** `docsgen mcp`: runs until the client closes stdin. Exit 1 when the docs cannot be built, 2 on usage errors. */
export async function run(args: string[]): Promise<number> {
  const parsed = parseCommandArgs('mcp', HELP, parse, args);
  if (typeof parsed === 'number') return parsed;
  const { values, positionals } = parsed;
  const root = resolve(positionals[0] ?? '.');
  const dist =
    values.dist !== undefined
      ? resolve(values.dist)
      : existsSync(join(root, 'docs.json')) || existsSync(join(root, 'mint.json'))
        ? undefined
        : root;
  if (dist !== undefined) {
    if (!existsSync(dist)) {
      process.stderr.write(
        `docsgen mcp: \`${dist}\` does not exist. Run \`docsgen build\` first, or pass the docs folder.\n`,
      );
      return 1;
    }
    await startMcpServer({ dist });
    return await untilClosed();
  }
  const files = await buildInMemory(root);
  if (!files) return 1;
  await startMcpServer({ files });
  return await untilClosed();
}

async function buildInMemory(root: string): Promise<MemorySink | undefined> {
  const sink = new MemorySink();
  // Nothing but protocol may reach stdout: anything the build prints goes to stderr meanwhile.
  const write = process.stdout.write;
  process.stdout.write = process.stderr.write.bind(process.stderr) as typeof process.stdout.write;
  try {
    process.stderr.write(`docsgen mcp: building ${root} in memory…\n`);
    const result = await buildSite({ root, sink, themeFor });
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    if (errors.length > 0) {
      const readSource = (file: string) => {
        try {
          return readFileSync(join(root, file), 'utf8');
        } catch {
          return undefined;
        }
      };
      process.stderr.write(`${formatReport(errors, { readSource, color: false })}\n`);
      process.stderr.write('docsgen mcp: the docs have errors; fix them and start the server again.\n');
      return undefined;
    }
    return sink;
  } finally {
    process.stdout.write = write;
  }
}

// The stdio transport keeps the process alive; the exit code is decided when the client leaves.
function untilClosed(): Promise<number> {
  return new Promise((done) => {
    process.stdin.once('end', () => done(0));
    process.stdin.once('close', () => done(0));
  });
}

function parse(args: string[]) {
  return parseArgs({
    args,
    allowPositionals: true,
    options: { dist: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
}
