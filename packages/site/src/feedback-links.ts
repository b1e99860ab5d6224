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

const FORGE_PREFIX = /^(?:https?:\/\/|ssh:\/\/git@|git@)(github\.com|gitlab\.com)[/:]/;
const SEGMENT = /^[\w.-]+$/;

/**
 * The repository a URL names: `https://github.com/o/r`, with `/tree/<branch>/<folder>` (GitLab:
 * `/-/tree/…`), or a clone URL (`git@github.com:o/r.git`; the `.git` is not part of the web
 * address). Undefined for another host. The path is split on `/` rather than matched by one
 * pattern: a pattern's segment class swallowed the `.git`.
 */
export function parseRepository(url: string, branch = 'main', dir = ''): DocsRepository | undefined {
  const text = url.trim();
  const host = FORGE_PREFIX.exec(text);
  if (!host) return undefined;
  const rest = text.slice(host[0].length);
  const parts = (rest.endsWith('/') ? rest.slice(0, -1) : rest).split('/');
  // The first `tree/<branch>` after at least two path segments (GitLab puts `-` before it).
  let tree = -1;
  for (let i = 2; i < parts.length - 1 && tree < 0; i++) if (parts[i] === 'tree' && parts[i + 1]) tree = i;
  let path = tree < 0 ? parts : parts.slice(0, tree);
  if (tree >= 0 && path.length > 2 && path[path.length - 1] === '-') path = path.slice(0, -1);
  if (path.length < 2 || !path.every((segment) => SEGMENT.test(segment))) return undefined;
  const last = path[path.length - 1] as string;
  if (last.length > 4 && last.endsWith('.git')) path = [...path.slice(0, -1), last.slice(0, -4)];
  const folder = trimSlashes(tree < 0 ? dir : parts.slice(tree + 2).join('/') || dir);
  return {
    forge: FORGES[host[1] as keyof typeof FORGES],
    web: `https://${host[1]}/${path.join('/')}`,
    branch: tree < 0 ? branch : (parts[tree + 1] as string),
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
