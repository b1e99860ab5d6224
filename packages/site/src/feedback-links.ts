import { locationOf } from '@docsgen/config';
import { type Diagnostic, warning } from '@docsgen/diagnostics';
import type { Site } from '@docsgen/navigation';
import type { PageContext } from './theme-api.ts';

/** A docs repository on a forge whose edit and new-issue pages have known URLs. */
export interface DocsRepository {
  forge: 'github' | 'gitlab';
  /** The repository's web address, e.g. `https://github.com/acme/docs`. */
  web: string;
  branch: string;
  /** The docs root's folder in the repository, `''` or ending in `/`. */
  dir: string;
}

const FORGES = { 'github.com': 'github', 'gitlab.com': 'gitlab' } as const;

/**
 * The repository a URL names: `https://github.com/o/r`, with `/tree/<branch>/<folder>` (GitLab:
 * `/-/tree/…`), or a clone URL (`git@github.com:o/r.git`). Undefined for another host.
 */
export function parseRepository(url: string, branch = 'main', dir = ''): DocsRepository | undefined {
  const m =
    /^(?:https?:\/\/|ssh:\/\/git@|git@)(github\.com|gitlab\.com)[/:]([\w.-]+(?:\/[\w.-]+)+?)(?:\.git)?(?:\/(?:-\/)?tree\/([^/]+)(?:\/(.*))?)?\/?$/.exec(
      url.trim(),
    );
  if (!m) return undefined;
  const folder = trimSlashes(m[4] ?? dir);
  return {
    forge: FORGES[m[1] as keyof typeof FORGES],
    web: `https://${m[1]}/${m[2]}`,
    branch: m[3] ?? branch,
    dir: folder ? `${folder}/` : '',
  };
}

/** A page's feedback links from its source file and URL path. */
export type PageFeedback = (file: string | undefined, url: string) => PageContext['page']['feedback'];

/**
 * docs.json `feedback.edits` and `feedback.issues` as links a static page can hold: "Suggest edits"
 * opens the page's file in the forge's editor, "Raise issue" a new issue naming the page. The
 * repository is `docsgen.repository`, else the git remote `origin` of the docs root (`origin`, read
 * by the engine, asked only then); without one, a warning at the key says what to set. (`feedback.thumbs` needs a server: `check` lists it as unsupported.)
 */
export function feedbackLinks(
  site: Pick<Site, 'config' | 'sourceMap' | 'root'>,
  diagnostics: Diagnostic[],
  origin: () => DocsRepository | undefined,
): PageFeedback {
  const settings = site.config.feedback;
  const edits = settings?.edits === true;
  const issues = settings?.issues === true;
  if (!edits && !issues) return () => undefined;
  const configured = site.config.docsgen?.repository;
  const repo = configured !== undefined ? parseRepository(configured) : origin();
  if (!repo) {
    const path = configured !== undefined ? 'docsgen.repository' : edits ? 'feedback.edits' : 'feedback.issues';
    diagnostics.push(
      warning(
        'build/feedback-repository',
        configured !== undefined
          ? 'The docs repository is not a GitHub or GitLab URL: the feedback links are left out.'
          : 'Feedback links need the docs repository, which docsgen could not find: they are left out.',
        {
          ...locationOf(site.sourceMap, path),
          hint: 'Set `docsgen.repository` to the repository URL, e.g. `https://github.com/acme/docs/tree/main/docs`.',
        },
      ),
    );
    return () => undefined;
  }
  const editPrefix = `${repo.web}${repo.forge === 'gitlab' ? '/-' : ''}/edit/${repo.branch}/${repo.dir}`;
  return (file, url) => {
    const body = `Path: ${url}`;
    const issue =
      repo.forge === 'gitlab'
        ? `${repo.web}/-/issues/new?issue[title]=${encodeURIComponent('Issue on docs')}&issue[description]=${encodeURIComponent(body)}`
        : `${repo.web}/issues/new?title=${encodeURIComponent('Issue on docs')}&body=${encodeURIComponent(body)}`;
    return {
      editHref:
        edits && file !== undefined ? editPrefix + file.split('/').map(encodeURIComponent).join('/') : undefined,
      issueHref: issues ? issue : undefined,
    };
  };
}

/** `s` without leading and trailing slashes, by a scan (a run of slashes cannot make it slow). */
function trimSlashes(s: string): string {
  let start = 0;
  let end = s.length;
  while (start < end && s[start] === '/') start++;
  while (end > start && s[end - 1] === '/') end--;
  return s.slice(start, end);
}
