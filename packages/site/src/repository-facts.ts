import type { DocsRepository } from './feedback-links.ts';

/**
 * What the engine reads of the git work tree holding the docs root, for the page contexts: each is
 * asked only when a page needs it (a page showing its last-modified date; feedback links with no
 * `docsgen.repository`), and at most once per factory. The site model runs no `git` itself.
 */
export interface RepositoryFacts {
  /** The date (`YYYY-MM-DD`) of each file's last commit, by docs-root-relative path; undefined outside a work tree. */
  lastModified(): Map<string, string> | undefined;
  /** The repository of the remote `origin`, its branch and the docs root's folder; undefined when there is none. */
  origin(): DocsRepository | undefined;
}
