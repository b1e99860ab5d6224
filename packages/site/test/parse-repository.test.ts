import { describe, expect, it } from 'vitest';
import { parseRepository } from '../src/feedback-links.ts';

// The web address is what edit and issue links are made from: a clone URL's `.git` is no part of it.
describe('parseRepository', () => {
  const acme = { forge: 'github', web: 'https://github.com/acme/docs', branch: 'main', dir: '' };

  it('reads ssh and https clone URLs with and without .git', () => {
    for (const url of [
      'git@github.com:acme/docs.git',
      'git@github.com:acme/docs',
      'ssh://git@github.com/acme/docs.git',
      'https://github.com/acme/docs.git',
      'https://github.com/acme/docs',
      'http://github.com/acme/docs.git',
    ])
      expect(parseRepository(url), url).toEqual(acme);
  });

  it('drops a trailing slash, after .git too', () => {
    expect(parseRepository('https://github.com/acme/docs/')).toEqual(acme);
    expect(parseRepository('https://github.com/acme/docs.git/')).toEqual(acme);
    expect(parseRepository('  https://github.com/acme/docs  ')).toEqual(acme);
  });

  it('reads GitLab groups, its /-/tree/ form and the branch and folder of a tree URL', () => {
    expect(parseRepository('git@gitlab.com:group/sub/docs.git')).toEqual({
      forge: 'gitlab',
      web: 'https://gitlab.com/group/sub/docs',
      branch: 'main',
      dir: '',
    });
    expect(parseRepository('https://gitlab.com/group/docs/-/tree/dev/site/')).toEqual({
      forge: 'gitlab',
      web: 'https://gitlab.com/group/docs',
      branch: 'dev',
      dir: 'site/',
    });
    expect(parseRepository('https://github.com/acme/docs.git/tree/v2/a/b')).toEqual({
      ...acme,
      branch: 'v2',
      dir: 'a/b/',
    });
  });

  it('keeps the given branch and folder for a plain URL', () => {
    expect(parseRepository('git@github.com:acme/docs.git', 'trunk', '/docs/')).toEqual({
      ...acme,
      branch: 'trunk',
      dir: 'docs/',
    });
  });

  it('keeps a name that only looks like .git, and refuses other hosts and short paths', () => {
    expect(parseRepository('https://github.com/acme/.git')?.web).toBe('https://github.com/acme/.git');
    expect(parseRepository('https://github.com/acme/docs.github')?.web).toBe('https://github.com/acme/docs.github');
    expect(parseRepository('https://bitbucket.org/acme/docs')).toBeUndefined();
    expect(parseRepository('https://github.com/acme')).toBeUndefined();
    expect(parseRepository('https://github.com/acme//docs')).toBeUndefined();
    expect(parseRepository('https://github.com/acme/do cs')).toBeUndefined();
  });
});
