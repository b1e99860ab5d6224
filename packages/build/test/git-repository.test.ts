import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repositoryFacts } from '../src/git-repository.ts';

// The git facts the engine hands the page contexts (site's RepositoryFacts): the model runs no git.
describe('repositoryFacts', () => {
  const repo = mkdtempSync(path.join(tmpdir(), 'docsgen-facts-'));
  const docs = path.join(repo, 'docs');
  afterAll(() => rmSync(repo, { recursive: true, force: true }));

  it('reads the origin remote, the branch and the docs folder, and each file’s last commit date', () => {
    mkdirSync(docs);
    writeFileSync(path.join(docs, 'index.mdx'), 'one');
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args], {
        cwd: repo,
        env: { ...process.env, GIT_AUTHOR_DATE: '2024-03-05T10:00:00Z', GIT_COMMITTER_DATE: '2024-03-05T10:00:00Z' },
      });
    git('init', '-q', '-b', 'trunk');
    git('remote', 'add', 'origin', 'https://github.com/acme/docs');
    git('add', '.');
    git('commit', '-qm', 'one');
    const facts = repositoryFacts(docs);
    expect(facts.origin()).toEqual({
      forge: 'github',
      web: 'https://github.com/acme/docs',
      branch: 'trunk',
      dir: 'docs/',
    });
    expect(Object.fromEntries(facts.lastModified()!)).toEqual({ 'index.mdx': '2024-03-05' });
    // Asked again, the dates are the ones read the first time (one `git log` per run).
    expect(facts.lastModified()).toBe(facts.lastModified());
  });

  it('knows nothing outside a git work tree', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'docsgen-nofacts-'));
    try {
      const facts = repositoryFacts(dir);
      expect(facts.origin()).toBeUndefined();
      expect(facts.lastModified()).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
