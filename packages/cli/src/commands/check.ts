import { statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { OutputSink, WorkerOptions } from '@docsgen/build';
// From its own module, not the package index (which loads the dev builder too); see build.ts.
import { buildSite } from '@docsgen/build/build-site';
import { applyStrict, CONVENTION_CODES, type Diagnostic, hasErrors, isConventionCode } from '@docsgen/diagnostics';
import type { Site } from '@docsgen/navigation';
import { pageLints } from '../checks/page-lints.ts';
import { explainUnknownComponent, unsupportedConfig } from '../checks/unsupported-features.ts';
import { loadTheme } from '../load-theme.ts';
import { parseCommandArgs } from '../parse-command-args.ts';
import { printDiagnostics } from '../print-diagnostics.ts';
import { userOutputToStderr } from '../user-output-to-stderr.ts';
import { workerOptions } from './build.ts';

const HELP = `Usage: docsgen check [dir] [--json] [--strict] [--csp] [--no-lint CODE]

Validates docs.json, the navigation, OpenAPI references and pages exactly as \`docsgen build\`
does (the same steps, writing nothing), and prints every problem; identical problems once, with
their other places listed under them.
  --json             print every diagnostic, each place, as a JSON array (for editors and CI)
  --strict           treat warnings as errors
  --csp              check as \`docsgen build --csp\` builds: also report the sources (API servers,
                     integration hosts) its Content-Security-Policy leaves out
  --no-lint CODE     turn an authoring-convention lint off (repeat, or separate codes with commas;
                     \`all\` for every one):
                     ${CONVENTION_CODES.join(', ')}.
                     docs.json: "docsgen": { "lints": { "CODE": false } }
  --no-cache         compile every page (skip the cache the build shares in ~/.cache/docsgen)
  --workers MODE     page worker threads: auto, on, or off (one thread); default auto
  --page-timeout MS  CPU time per page compile (default 60000; wall time is not counted)
  --page-memory MB   memory per page: heap, and array buffers apart (default 1024)
Exit codes: 0 no errors, 1 errors, 2 usage.
`;

/** Where `check` sends the site the build makes: nowhere (the build still records what it wrote). */
const DISCARD: OutputSink = {
  write: async () => undefined,
  read: () => undefined,
  delete: () => false,
  keys: () => [],
};

/** Notes of the build about the files it writes, not about the docs. */
const OUTPUT_NOTES = new Set(['build/no-site-url']);

/** Options of {@link checkSite}: those of the build it runs. */
export interface CheckOptions {
  /** Warnings become errors (as `build --strict`); default false. */
  strict?: boolean;
  /** Use the page cache `docsgen build` uses; default true. */
  cache?: boolean;
  /** Worker pool settings, as the build's; default automatic. */
  workers?: WorkerOptions;
  /** Check as `build --csp` builds (`--csp`); default false. */
  csp?: boolean;
}

/**
 * `docsgen check`'s validation: the build itself (same pipeline, page pool and diagnostics) into a
 * sink that keeps nothing, plus check's own advice: notes on Mintlify settings docsgen does not act
 * on and the authoring lints, run on the pages the build compiled. Diagnostics come back sorted.
 */
export async function checkSite(
  dir: string,
  options: CheckOptions = {},
): Promise<{ site?: Site; root: string; diagnostics: Diagnostic[] }> {
  const lints: Array<Promise<Diagnostic[]>> = [];
  const linted = new Set<string>();
  const result = await buildSite({
    root: dir,
    sink: DISCARD,
    themeFor: loadTheme,
    strict: options.strict,
    cacheDir: options.cache === false ? false : undefined,
    workers: options.workers,
    csp: options.csp,
    checkOnly: true,
    // A file listed under several URLs (languages, versions) is linted once.
    onPage: (route, page) => {
      if (route.source.kind !== 'page' || linted.has(route.source.file)) return;
      linted.add(route.source.file);
      lints.push(pageLints(dir, route.source.file, page));
    },
  });
  const site = result.site;
  const diagnostics = [
    // The build's note that it wrote no sitemap is about output, and `check` writes none.
    ...result.diagnostics.filter((d) => !OUTPUT_NOTES.has(d.code)).map(explainUnknownComponent),
    ...(site ? unsupportedConfig(site) : []),
    ...(await Promise.all(lints)).flat(),
  ];
  return { site, root: site?.root ?? dir, diagnostics };
}

/** `docsgen check [dir] [--json] [--strict]`. */
export async function run(args: string[]): Promise<number> {
  const parsed = parseFolderArgs(args, HELP, {
    flags: ['json', 'strict', 'no-cache', 'csp'],
    lists: ['no-lint'],
    strings: ['workers', 'page-timeout', 'page-memory'],
  });
  if (typeof parsed === 'number') return parsed;
  const { dir, values } = parsed;
  const flagged = ((values['no-lint'] as string[] | undefined) ?? []).flatMap((v) => v.split(',')).map((v) => v.trim());
  const unknown = flagged.filter((c) => c !== 'all' && !isConventionCode(c));
  if (unknown.length > 0) {
    process.stderr.write(
      `docsgen: --no-lint takes ${CONVENTION_CODES.join(', ')} or all (got \`${unknown.join('`, `')}\`).\n\n${HELP}`,
    );
    return 2;
  }
  const workers = workerOptions('check', values as Record<string, string | undefined>);
  if (typeof workers === 'number') return workers;
  const options: CheckOptions = {
    strict: Boolean(values.strict),
    cache: !values['no-cache'],
    workers,
    csp: values.csp === true,
  };
  // With --json, standard output holds the JSON only: what pages print while they run goes to stderr.
  const { site, root, diagnostics } = values.json
    ? await userOutputToStderr(() => checkSite(dir, options))
    : await checkSite(dir, options);
  const off = site ? lintsOff(site, flagged) : new Set<string>();
  const final = applyStrict(
    diagnostics.filter((d) => !off.has(d.code)),
    Boolean(values.strict),
  );
  printDiagnostics(final, { root, json: Boolean(values.json), stream: process.stdout });
  return hasErrors(final) ? 1 : 0;
}

/** The authoring-convention lints turned off, by docs.json `docsgen.lints` or `--no-lint` (`all`: every one). */
function lintsOff(site: Site, flagged: readonly string[]): Set<string> {
  const lints: Record<string, boolean | undefined> = site.config.docsgen?.lints ?? {};
  const off = new Set(CONVENTION_CODES.filter((code) => lints[code] === false || flagged.includes(code)));
  return flagged.includes('all') ? new Set(CONVENTION_CODES) : off;
}

/** The options of a command that takes a docs folder (see {@link parseFolderArgs}). */
export interface FolderArgOptions {
  /** Boolean flags; default `json` and `strict`. */
  flags?: readonly string[];
  /** Repeatable string options. */
  lists?: readonly string[];
  /** Single string options. */
  strings?: readonly string[];
}

type FolderValues = Record<string, boolean | string | string[] | undefined>;

/**
 * Argument handling of `check` and `routes`: the shared parse (parseCommandArgs: `--help`, usage
 * errors, one folder at most), then `[dir]` resolved and checked to be a folder; usage errors return 2.
 */
export function parseFolderArgs(
  args: string[],
  help: string,
  options: FolderArgOptions = {},
): { dir: string; values: FolderValues } | number {
  const { flags = ['json', 'strict'], lists = [], strings = [] } = options;
  const command = /^Usage: docsgen (\w+)/.exec(help)?.[1] ?? 'check';
  const declared = Object.fromEntries([
    ...flags.map((f) => [f, { type: 'boolean' as const }]),
    ...lists.map((f) => [f, { type: 'string' as const, multiple: true }]),
    ...strings.map((f) => [f, { type: 'string' as const }]),
  ]);
  const parse = (given: string[]) =>
    parseArgs({
      args: given,
      options: { ...declared, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    }) as { values: FolderValues & { help?: boolean }; positionals: string[] };
  const parsed = parseCommandArgs(command, help, parse, args);
  if (typeof parsed === 'number') return parsed;
  const { values, positionals } = parsed;
  const dir = path.resolve(positionals[0] ?? '.');
  try {
    if (!statSync(dir).isDirectory()) {
      process.stderr.write(`docsgen: ${dir} is not a folder.\n`);
      return 2;
    }
  } catch (e) {
    process.stderr.write(
      `docsgen: the folder ${dir} does not exist (${(e as NodeJS.ErrnoException).code ?? 'ENOENT'}).\n`,
    );
    return 2;
  }
  return { dir, values };
}
