import { statSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { BuildResult, WorkerOptions } from '@docsgen/build';
// From its own module, not the package index: the index re-exports the dev builder, which would put
// the whole pipeline in this command's static imports, loaded even when the output is up to date.
import { buildSite } from '@docsgen/build/build-site';
import { explainUnknownComponent } from '../checks/unsupported-features.ts';
import { loadTheme } from '../load-theme.ts';
import { groupsOption, parseCommandArgs } from '../parse-command-args.ts';
import { printDiagnostics } from '../print-diagnostics.ts';
import { onStopSignals } from '../stop-signals.ts';
import { userOutputToStderr } from '../user-output-to-stderr.ts';

const HELP = `Usage: docsgen build [dir] [options]

Builds the static site of the docs repo in [dir] (default: .) into <dir>/dist.

Options:
  --out DIR            output folder (default <dir>/dist); replaced atomically on success
  --base PATH          host the site under a sub-path, e.g. /docs/ (default /)
  --site-url URL       absolute site URL for canonical links, sitemap.xml and robots.txt
  --playground-proxy URL
                       CORS proxy the API playground sends requests through (the request URL
                       is appended to it); default none: requests go straight to the API
  --csp                give every page a Content-Security-Policy <meta> tag: the site's own
                       scripts (inline ones by hash), its integrations and API servers, any
                       https image, font, media or frame; and write _headers (Netlify,
                       Cloudflare Pages) with frame-ancestors 'self' (README:
                       Content-Security-Policy)
  --strict             treat warnings as errors
  --groups A,B         publish the pages restricted to these reader groups (\`groups\`
                       frontmatter); by default every restricted page is left out. The
                       built site is static: anyone who can reach it reads every page in it
  --force              replace a non-empty output folder docsgen did not create
  --no-cache           compile every page (skip the cache in ~/.cache/docsgen)
  --workers MODE       page worker threads: auto or on (up to one a core), off (one worker
                       thread, one page at a time); default auto
  --page-timeout MS    CPU time one page's compile may use (default 60000); a page that uses
                       no CPU for 60 s is stopped too. Wall time, which a busy machine
                       stretches, is not counted
  --page-memory MB     memory one page's compile may hold, its JavaScript heap and, apart,
                       array buffers and other memory outside it (default 1024)
  --verbose            print every warning with every place (by default errors are shown in
                       full and warnings grouped, kept to about a screen)
  --json               print the result and every diagnostic as JSON
  -h, --help           show this help
`;

/** `docsgen build`: exit 0 ok, 1 errors, 2 usage, 130 SIGINT, 143 SIGTERM. */
export async function run(args: string[]): Promise<number> {
  const parsed = parseCommandArgs('build', HELP, parse, args);
  if (typeof parsed === 'number') return parsed;
  const { values, positionals } = parsed;
  const workerSettings = workerOptions('build', values);
  if (typeof workerSettings === 'number') return workerSettings;
  if (!urlOptionsValid(values)) return 2;
  const root = resolve(positionals[0] ?? '.');
  const outDir = values.out !== undefined ? resolve(values.out) : undefined;
  if (outDir !== undefined && !(await makeParentFolders(outDir))) return 1;
  const controller = new AbortController();
  const signals = onStopSignals(controller, 'docsgen build');
  const json = values.json === true;
  const progress = !json && process.stderr.isTTY;
  try {
    const run = () =>
      buildSite({
        root,
        outDir,
        base: values.base,
        strict: values.strict === true,
        force: values.force === true,
        siteUrl: values['site-url'],
        groups: groupsOption(values.groups),
        playgroundProxy: values['playground-proxy'],
        csp: values.csp === true,
        cacheDir: values['no-cache'] ? false : undefined,
        workers: workerSettings,
        themeFor: loadTheme,
        signal: controller.signal,
        onProgress: progress ? (m) => process.stderr.write(`\r\x1b[K${m}`) : undefined,
      });
    // With --json, standard output holds the JSON only: what pages print while they run goes to stderr.
    const built = json ? await userOutputToStderr(run) : await run();
    // Worded as `docsgen check` words them (a Mintlify component docsgen does not have says so).
    const result = { ...built, diagnostics: built.diagnostics.map(explainUnknownComponent) };
    if (progress) process.stderr.write('\r\x1b[K');
    const signalExit = signals.exitCode();
    const code = signalExit ?? (result.ok ? 0 : 1);
    if (json) {
      process.stdout.write(
        `${JSON.stringify({ ok: result.ok, exitCode: code, pages: result.pages, compiled: result.compiled ?? 0, durationMs: result.durationMs, outDir: result.outDir, diagnostics: result.diagnostics }, null, 2)}\n`,
      );
      return code;
    }
    printResult(result, signalExit !== undefined, root, values.verbose === true);
    return code;
  } finally {
    signals.dispose();
  }
}

// `--site-url` and `--playground-proxy` are absolute http(s) URLs (else said on stderr).
function urlOptionsValid(values: { 'site-url'?: string; 'playground-proxy'?: string }): boolean {
  if (values['site-url'] !== undefined && !/^https?:\/\/[^/\s]+/i.test(values['site-url'])) {
    process.stderr.write('docsgen build: --site-url must be an absolute http(s) URL, e.g. https://docs.example.com.\n');
    return false;
  }
  if (values['playground-proxy'] !== undefined && !/^https?:\/\/[^/\s]+/i.test(values['playground-proxy'])) {
    process.stderr.write(
      'docsgen build: --playground-proxy must be an absolute http(s) URL, e.g. https://proxy.example.com/.\n',
    );
    return false;
  }
  return true;
}

// `--out site/preview/v2` in a fresh checkout: make the folders above it, as `mkdir -p` would;
// false when that fails (said on stderr).
async function makeParentFolders(outDir: string): Promise<boolean> {
  // Only the parents: the output folder itself is checked (not the docs root, not a file…) and
  // swapped in by the build.
  try {
    await mkdir(dirname(outDir), { recursive: true });
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    // mkdir -p reports EEXIST or ENOTDIR when a path segment above --out is a file.
    const reason =
      code === 'EEXIST' || code === 'ENOTDIR'
        ? `${fileOnPath(dirname(outDir)) ?? dirname(outDir)} is a file, not a folder (ENOTDIR)`
        : (code ?? (e as Error).message);
    process.stderr.write(`docsgen build: could not create the folder above --out (${dirname(outDir)}): ${reason}.\n`);
    return false;
  }
  return true;
}

// The build's report on a terminal: its diagnostics, then what was built, or why nothing was published.
function printResult(
  result: Awaited<ReturnType<typeof buildSite>>,
  interrupted: boolean,
  root: string,
  verbose: boolean,
): void {
  if (result.diagnostics.length > 0)
    printDiagnostics(result.diagnostics, { root, mode: verbose ? 'build-verbose' : 'build' });
  if (interrupted) {
    process.stderr.write(interruptedMessage(result));
  } else if (result.ok) {
    const where = relative(process.cwd(), result.outDir ?? '') || '.';
    const cached =
      (result.compiled !== undefined ? `, ${result.compiled} compiled` : '') +
      (result.patched ? ', only the edited pages re-rendered' : '');
    process.stdout.write(
      result.upToDate
        ? `Up to date: nothing changed since the last build of ${result.pages} pages → ${where}\n`
        : `Built ${result.pages} pages in ${(result.durationMs / 1000).toFixed(1)} s${cached} → ${where}\n`,
    );
  } else {
    process.stderr.write('docsgen build: failed; nothing was published (the previous output is unchanged).\n');
  }
}

/**
 * `--workers`, `--page-timeout` and `--page-memory` of `build` and `check` as the build's worker
 * settings; a bad value is reported on stderr and gives exit code 2.
 */
export function workerOptions(
  command: string,
  values: { workers?: string; 'page-timeout'?: string; 'page-memory'?: string },
): WorkerOptions | number {
  const mode = values.workers;
  if (mode !== undefined && mode !== 'auto' && mode !== 'on' && mode !== 'off') {
    process.stderr.write(`docsgen ${command}: --workers must be auto, on or off (got \`${mode}\`).\n`);
    return 2;
  }
  const timeout = values['page-timeout'] !== undefined ? Number(values['page-timeout']) : undefined;
  if (timeout !== undefined && !(Number.isInteger(timeout) && timeout > 0)) {
    process.stderr.write(`docsgen ${command}: --page-timeout must be a positive number of milliseconds.\n`);
    return 2;
  }
  const memory = values['page-memory'] !== undefined ? Number(values['page-memory']) : undefined;
  if (memory !== undefined && !(Number.isInteger(memory) && memory >= 32)) {
    process.stderr.write(`docsgen ${command}: --page-memory must be a whole number of megabytes, at least 32.\n`);
    return 2;
  }
  return { mode, timeoutMs: timeout, maxMemoryMb: memory };
}

/**
 * What `docsgen build` says when a signal stopped it: the signal may come after the swap (or find
 * the output up to date), and then this build's output is what is published.
 */
export function interruptedMessage(result: Pick<BuildResult, 'ok'>): string {
  return result.ok
    ? 'docsgen build: interrupted after the build had finished; its output is published.\n'
    : 'docsgen build: interrupted; the previous output was left untouched.\n';
}

function parse(args: string[]) {
  return parseArgs({
    args,
    allowPositionals: true,
    options: {
      out: { type: 'string' },
      base: { type: 'string' },
      'site-url': { type: 'string' },
      groups: { type: 'string' },
      'playground-proxy': { type: 'string' },
      csp: { type: 'boolean' },
      strict: { type: 'boolean' },
      force: { type: 'boolean' },
      'no-cache': { type: 'boolean' },
      workers: { type: 'string' },
      'page-timeout': { type: 'string' },
      'page-memory': { type: 'string' },
      json: { type: 'boolean' },
      verbose: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}

/** The first segment of `dir` (from the top) that exists and is not a folder, if any. */
function fileOnPath(dir: string): string | undefined {
  let current = dir;
  const chain: string[] = [];
  while (dirname(current) !== current) {
    chain.unshift(current);
    current = dirname(current);
  }
  for (const p of chain) {
    try {
      if (!statSync(p).isDirectory()) return p;
    } catch {
      return undefined;
    }
  }
  return undefined;
}
