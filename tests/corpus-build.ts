// The real repositories of ../shared/corpora, each built once per test run with the bundled CLI
// (`docsgen build`, as a user runs it) and shared by every file that reads a built corpus
// (tests/corpora-build.test.ts, tests/e2e/corpora.test.ts): see tests/shared-output.ts.
import { chmod, cp } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot, runCli } from './build-helpers.ts';
import { sharedOutput } from './shared-output.ts';

/** ../shared/corpora, or DOCSGEN_SHARED/corpora (a git worktree has no ../shared beside it). */
export const corporaDir = path.join(path.resolve(repoRoot, process.env.DOCSGEN_SHARED ?? '../shared'), 'corpora');

/** One corpus built by the CLI. */
export interface BuiltCorpus {
  /** The docs root: a writable copy of the corpus (the build writes its cache there). */
  root: string;
  /** The environment the build ran in (its page cache folder), for `docsgen check` to run in too. */
  env: Record<string, string>;
  /** The output folder. */
  out: string;
  /** The CLI's exit code, standard output (`--json`) and standard error. */
  code: number;
  stdout: string;
  stderr: string;
  /** How long the build took, in seconds. */
  seconds: number;
}

/**
 * Corpus `name` copied to the run's shared folder and built there once with
 * `docsgen build --json --page-timeout 600000`, its page cache a folder of its own (empty: every
 * page is compiled). Read-only for the callers: another file may be reading it.
 */
export async function builtCorpus(name: string): Promise<BuiltCorpus> {
  const { value } = await sharedOutput(`corpus-${name}`, async (dir): Promise<BuiltCorpus> => {
    const root = path.join(dir, 'docs');
    const out = path.join(dir, 'site');
    await cp(path.join(corporaDir, name), root, { recursive: true });
    // The corpora are read-only; the build writes its cache inside the docs root.
    await chmod(root, 0o755);
    // The page budget is generous: this runs beside other suites on a loaded machine, and the
    // budget is about runaway pages, not slow ones.
    const env = { XDG_CACHE_HOME: path.join(dir, 'cache') };
    const started = Date.now();
    const { code, stdout, stderr } = await runCli(['build', root, '--out', out, '--json', '--page-timeout', '600000'], {
      timeoutMs: 1_500_000,
      env,
    });
    return { root, env, out, code, stdout, stderr, seconds: (Date.now() - started) / 1000 };
  });
  return value;
}
