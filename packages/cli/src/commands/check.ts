import { statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readIntegrations } from '@docsgen/build/src/integrations-script.ts';
import { applyStrict, CONVENTION_CODES, type Diagnostic, hasErrors, isConventionCode } from '@docsgen/diagnostics';
import { loadSite, type Site } from '@docsgen/navigation';
import { checkIcons } from '../checks/check-icons.ts';
import { checkPages } from '../checks/check-pages.ts';
import { checkRedirects } from '../checks/check-redirects.ts';
import { checkSiteStyle } from '../checks/check-site-style.ts';
import { checkTailwind } from '../checks/check-tailwind.ts';
import { unsupportedConfig } from '../checks/unsupported-features.ts';
import { usageError } from '../parse-command-args.ts';
import { printDiagnostics } from '../print-diagnostics.ts';
import { userOutputToStderr } from '../user-output-to-stderr.ts';

/** A check run on a loaded site (MDX authoring rules, links…); returns further diagnostics. */
export type Checker = (site: Site) => Promise<Diagnostic[]> | Diagnostic[];

/**
 * The checks `docsgen check` runs after loading the site, in order: Mintlify settings docsgen does
 * not act on (with what to do instead), the navigation's icons, the redirects (as the build checks
 * them), the classes Tailwind makes no style for, then every page compiled with the authoring rules
 * and links.
 */
export const CHECKERS: Checker[] = [
  unsupportedConfig,
  // The build reports the same problems of `integrations` (it leaves those providers out).
  (site) => readIntegrations(site.config as Record<string, unknown>, site.sourceMap).diagnostics,
  checkIcons,
  checkRedirects,
  checkSiteStyle,
  checkTailwind,
  (site) => checkPages(site),
];

const HELP = `Usage: docsgen check [dir] [--json] [--strict] [--no-lint CODE]

Validates docs.json, the navigation, OpenAPI references and pages, and prints every problem;
identical problems once, with their other places listed under them.
  --json           print every diagnostic, each place, as a JSON array (for editors and CI)
  --strict         treat warnings as errors
  --no-lint CODE   turn an authoring-convention lint off (repeat, or separate codes with commas;
                   \`all\` for every one):
                   ${CONVENTION_CODES.join(', ')}.
                   docs.json: "docsgen": { "lints": { "CODE": false } }
Exit codes: 0 no errors, 1 errors, 2 usage.
`;

/** Loads the site in `dir` and runs every checker; diagnostics come back sorted by file. */
export async function checkSite(
  dir: string,
  checkers: readonly Checker[] = CHECKERS,
): Promise<{ site: Site; diagnostics: Diagnostic[] }> {
  const site = await loadSite(dir);
  const diagnostics = [...site.diagnostics];
  // Checkers read pages; a site whose docs.json could not be read has nothing for them.
  if (site.routes.length > 0) for (const checker of checkers) diagnostics.push(...(await checker(site)));
  return { site, diagnostics };
}

/** `docsgen check [dir] [--json] [--strict]`. */
export async function run(args: string[]): Promise<number> {
  const parsed = parseCommandArgs(args, HELP, ['json', 'strict'], ['no-lint']);
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
  // With --json, standard output holds the JSON only: what pages print while they run goes to stderr.
  const { site, diagnostics } = values.json ? await userOutputToStderr(() => checkSite(dir)) : await checkSite(dir);
  const off = lintsOff(site, flagged);
  const final = applyStrict(
    diagnostics.filter((d) => !off.has(d.code)),
    Boolean(values.strict),
  );
  printDiagnostics(final, { root: site.root, json: Boolean(values.json), stream: process.stdout });
  return hasErrors(final) ? 1 : 0;
}

/** The authoring-convention lints turned off, by docs.json `docsgen.lints` or `--no-lint` (`all`: every one). */
function lintsOff(site: Site, flagged: readonly string[]): Set<string> {
  const lints: Record<string, boolean | undefined> = site.config.docsgen?.lints ?? {};
  const off = new Set(CONVENTION_CODES.filter((code) => lints[code] === false || flagged.includes(code)));
  return flagged.includes('all') ? new Set(CONVENTION_CODES) : off;
}

/**
 * Shared argument handling of `check` and `routes`: `[dir]`, boolean flags and repeatable string
 * options (`lists`); usage errors return 2.
 */
export function parseCommandArgs(
  args: string[],
  help: string,
  flags: readonly string[] = ['json', 'strict'],
  lists: readonly string[] = [],
): { dir: string; values: Record<string, boolean | string[] | undefined> } | number {
  let values: Record<string, boolean | string[] | undefined>;
  let positionals: string[];
  const command = /^Usage: docsgen (\w+)/.exec(help)?.[1] ?? 'check';
  try {
    const options = Object.fromEntries([
      ...[...flags, 'help'].map((f) => [f, { type: 'boolean' as const }]),
      ...lists.map((f) => [f, { type: 'string' as const, multiple: true }]),
    ]);
    ({ values, positionals } = parseArgs({
      args,
      options: { ...options, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    }) as {
      values: Record<string, boolean | string[] | undefined>;
      positionals: string[];
    });
  } catch (e) {
    process.stderr.write(`${usageError(command, e, help)}\n\n${help}`);
    return 2;
  }
  if (values.help) {
    process.stdout.write(help);
    return 0;
  }
  if (positionals.length > 1) {
    process.stderr.write(`docsgen: expected at most one folder, got ${positionals.length}.\n\n${help}`);
    return 2;
  }
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
