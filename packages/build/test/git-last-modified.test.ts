import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { gitLastModified, parseGitLog } from '../src/git-last-modified.ts';

describe('gitLastModified', () => {
  it('reads each file’s last commit date (UTC) from one git log, paths relative to the docs root', () => {
    const repo = mkdtempSync(path.join(tmpdir(), 'docsgen-git-'));
    try {
      const docs = path.join(repo, 'docs');
      mkdirSync(path.join(docs, 'a'), { recursive: true });
      writeFileSync(path.join(docs, 'a', 'é.mdx'), 'one');
      writeFileSync(path.join(docs, 'b.mdx'), 'one');
      writeFileSync(path.join(repo, 'outside.mdx'), 'one');
      const git = (date: string, ...args: string[]) =>
        execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args], {
          cwd: repo,
          env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
        });
      git('', 'init', '-q');
      git('', 'add', '.');
      git('2024-01-02T23:30:00-05:00', 'commit', '-qm', 'one');
      writeFileSync(path.join(docs, 'b.mdx'), 'two');
      git('', 'add', '.');
      git('2024-03-05T10:00:00Z', 'commit', '-qm', 'two');
      writeFileSync(path.join(docs, 'new.mdx'), 'not committed');
      expect(Object.fromEntries(gitLastModified(docs)!)).toEqual({ 'a/é.mdx': '2024-01-03', 'b.mdx': '2024-03-05' });
    } finally {
      rmSync(repo, { recursive: true, force: true });
    }
  });

  it('is undefined outside a git work tree', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'docsgen-nogit-'));
    try {
      expect(gitLastModified(dir)).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('parses merges (no files) and keeps the newest date per file', () => {
    const log = '\u00011709632800\0\nb.mdx\0\u00011709600000\0\u00011704189600\0\na.mdx\0b.mdx\0';
    expect(Object.fromEntries(parseGitLog(log))).toEqual({ 'b.mdx': '2024-03-05', 'a.mdx': '2024-01-02' });
  });
});
