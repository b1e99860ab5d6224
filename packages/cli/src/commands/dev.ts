import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DevServerError, startDevServer } from '@docsgen/dev-server';
import { formatCodeFrame } from '@docsgen/diagnostics';
import { groupsOption, parseCommandArgs } from '../parse-command-args.ts';
import { themeFor } from '../theme-for.ts';

const HELP = `Usage: docsgen dev [dir] [options]

Builds the docs repo in [dir] (default: .) in memory and serves it with live reload.
Nothing is written to disk. Errors show in the terminal and in an overlay on open pages,
while the last version that built keeps being served.

Options:
  --port N     first port to try (default 3000; the next free one is used when taken)
  --host H     listen on H instead of 127.0.0.1 (e.g. 0.0.0.0); prints a warning
  --open       open the browser
  --proxy-remote-clients
               let browsers on other machines use the API playground's proxy (with --host);
               they can then reach every address this machine reaches, its loopback included
  --groups A,B serve the pages restricted to these reader groups (\`groups\` frontmatter);
               by default every restricted page is left out
  --csp        serve every page with the Content-Security-Policy \`docsgen build --csp\`
               gives it, to try the site's scripts under it
  -h, --help   show this help
`;

/** `docsgen dev`: runs until SIGINT/SIGTERM (exit 130/143); 1 when it cannot start, 2 on usage errors. */
export async function run(args: string[]): Promise<number> {
  const parsed = parseCommandArgs('dev', HELP, parse, args);
  if (typeof parsed === 'number') return parsed;
  const { values, positionals } = parsed;
  const port = values.port === undefined ? 3000 : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    process.stderr.write(`docsgen dev: --port must be a number from 0 to 65535 (got \`${values.port}\`).\n`);
    return 2;
  }
  if (values.host !== undefined && !/^[A-Za-z0-9.:_-]+$/.test(values.host)) {
    process.stderr.write(`docsgen dev: --host must be a host name or IP address (got \`${values.host}\`).\n`);
    return 2;
  }
  const root = resolve(positionals[0] ?? '.');
  if (!existsSync(join(root, 'docs.json')) && !existsSync(join(root, 'mint.json'))) {
    process.stderr.write(
      `docsgen dev: no docs.json in ${root}.\n  hint: run it in the folder holding docs.json, pass that folder (docsgen dev ./docs), or create one with docsgen init.\n`,
    );
    return 1;
  }
  const color = process.stderr.isTTY === true && !process.env.NO_COLOR;
  let server: Awaited<ReturnType<typeof startDevServer>>;
  try {
    server = await startDevServer({
      root,
      port,
      host: values.host,
      open: values.open === true,
      proxyRemoteClients: values['proxy-remote-clients'] === true,
      groups: groupsOption(values.groups),
      csp: values.csp === true,
      themeFor,
      color,
      log: (line) => process.stderr.write(`${line}\n`),
    });
  } catch (e) {
    if (e instanceof DevServerError) {
      process.stderr.write(`${formatCodeFrame(e.diagnostic, undefined, { color })}\n`);
      return 1;
    }
    throw e;
  }
  // A stray error from a page's code or a worker must not end the preview: report it and go on.
  const onStray = (e: unknown) =>
    process.stderr.write(`docsgen dev: internal error, still serving: ${e instanceof Error ? e.stack : String(e)}\n`);
  process.on('uncaughtException', onStray);
  process.on('unhandledRejection', onStray);
  return new Promise<number>((done) => {
    let stopping = false;
    const stop = (code: number) => () => {
      // A second Ctrl-C does not wait for the clean-up, and neither does a rebuild that runs long.
      if (stopping) process.exit(code);
      stopping = true;
      setTimeout(() => process.exit(code), 2000).unref();
      const end = () => {
        process.off('uncaughtException', onStray);
        process.off('unhandledRejection', onStray);
        done(code);
      };
      server.close().then(end, end);
    };
    process.on('SIGINT', stop(130));
    process.on('SIGTERM', stop(143));
    // Printed only once the handlers exist: a script that stops the server as soon as it reads
    // this line must not hit the default action (killed by the signal, no clean-up).
    process.stderr.write(`Ready: ${server.url}  (Ctrl-C to stop)\n`);
  });
}

function parse(args: string[]) {
  return parseArgs({
    args,
    allowPositionals: true,
    strict: true,
    options: {
      port: { type: 'string', short: 'p' },
      host: { type: 'string' },
      open: { type: 'boolean' },
      'proxy-remote-clients': { type: 'boolean' },
      groups: { type: 'string' },
      csp: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}
