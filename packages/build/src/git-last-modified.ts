import { execFileSync } from 'node:child_process';

/** Upper bound on `git log` output read (paths of every commit of a large repository). */
const MAX_LOG_BYTES = 512 * 1024 * 1024;

/**
 * The date (`YYYY-MM-DD`, UTC) of the last commit that touched each file under `root`, keyed by the
 * file's path relative to `root` (POSIX). One `git log` pass over the whole history, newest first:
 * the first commit naming a file is its last change. Undefined when `root` is not in a git work
 * tree or git is missing: pages then show no date (never the build clock, so builds stay
 * reproducible). Files not committed yet are absent.
 */
export function gitLastModified(root: string): Map<string, string> | undefined {
  let out: string;
  try {
    out = execFileSync(
      'git',
      ['-c', 'core.quotePath=false', 'log', '-z', '--no-renames', '--name-only', '--relative', '--format=%x01%ct', '.'],
      {
        cwd: root,
        encoding: 'utf8',
        maxBuffer: MAX_LOG_BYTES,
        stdio: ['ignore', 'pipe', 'ignore'],
        env: { ...process.env, GIT_OPTIONAL_LOCKS: '0', GIT_TERMINAL_PROMPT: '0' },
      },
    );
  } catch {
    return undefined;
  }
  return parseGitLog(out);
}

/** Parses `git log -z --name-only --format=%x01%ct` output (see {@link gitLastModified}). */
export function parseGitLog(out: string): Map<string, string> {
  const dates = new Map<string, string>();
  let date: string | undefined;
  for (const raw of out.split('\0')) {
    const token = raw.replace(/^\n/, '');
    if (token.startsWith('\u0001')) {
      const seconds = Number(token.slice(1));
      date = Number.isFinite(seconds) ? new Date(seconds * 1000).toISOString().slice(0, 10) : undefined;
    } else if (token !== '' && date !== undefined && !dates.has(token)) {
      dates.set(token, date);
    }
  }
  return dates;
}
