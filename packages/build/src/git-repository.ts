import { execFileSync } from 'node:child_process';
import { type DocsRepository, parseRepository, type RepositoryFacts } from '@docsgen/site';
import { gitLastModified } from './git-last-modified.ts';

function git(root: string, args: string[]): string | undefined {
  try {
    const out = execFileSync('git', args, {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      env: { ...process.env, GIT_OPTIONAL_LOCKS: '0', GIT_TERMINAL_PROMPT: '0' },
    }).trim();
    return out || undefined;
  } catch {
    return undefined;
  }
}

/** The repository of the git work tree holding `root` (its `origin` remote, branch and the root's folder), if any. */
function gitRepository(root: string): DocsRepository | undefined {
  const remote = git(root, ['remote', 'get-url', 'origin']);
  if (!remote) return undefined;
  const branch = git(root, ['rev-parse', '--abbrev-ref', 'HEAD']);
  return parseRepository(
    remote,
    branch && branch !== 'HEAD' ? branch : 'main',
    git(root, ['rev-parse', '--show-prefix']) ?? '',
  );
}

/**
 * The git facts the page contexts may ask of the work tree holding `root` (see RepositoryFacts):
 * each `git` run happens on the first ask, and once.
 */
export function repositoryFacts(root: string): RepositoryFacts {
  let dates: Map<string, string> | undefined | null = null;
  return {
    lastModified: () => {
      if (dates === null) dates = gitLastModified(root);
      return dates;
    },
    origin: () => gitRepository(root),
  };
}
