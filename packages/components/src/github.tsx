import type { ComponentChildren } from 'preact';
import type { ComponentDescriptor } from './component-descriptor.ts';
import { IconNode, str } from './icon-node.tsx';
import { paragraph, text } from './markdown-nodes.ts';
import { safeUrl } from './safe-url.ts';

/** Props of `<GitHub.Repo>`. */
export interface GitHubRepoProps {
  /** `owner/name` or a github.com URL (required). */
  repo?: unknown;
  /** `inset` (default) or `flat`. */
  variant?: unknown;
  /** Extra classes on the card; default none. */
  className?: unknown;
}

const SLUG = /^([A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))\/([A-Za-z0-9._-]{1,100})$/;

/** `owner/name` from `owner/name` or `https://github.com/owner/name[.git][/…]`, else undefined. */
export function parseGitHubRepo(repo: string): { owner: string; name: string } | undefined {
  const path = repo
    .trim()
    .replace(/^(?:https?:\/\/)?(?:www\.)?github\.com\//i, '')
    .split(/[?#]/)[0]!
    .split('/')
    .slice(0, 2)
    .join('/')
    .replace(/\.git$/, '');
  const m = SLUG.exec(path);
  return m ? { owner: m[1]!, name: m[2]! } : undefined;
}

/**
 * `<GitHub.Repo>`: a card linking to a repository. Mintlify fetches the description, stars and
 * forks from the GitHub API in the browser; docsgen builds without network access and adds no
 * third-party request to pages, so the card shows the owner, the name and the link only.
 */
function GitHubRepo({ repo, variant, className }: GitHubRepoProps) {
  const raw = str(repo) ?? '';
  const parsed = parseGitHubRepo(raw);
  const flat = str(variant) === 'flat';
  const classes = ['dg-github-repo', flat ? 'dg-github-repo--flat' : 'dg-github-repo--inset', str(className)]
    .filter(Boolean)
    .join(' ');
  if (!parsed) return raw ? <p class={classes}>{raw}</p> : null;
  return (
    <a class={classes} href={safeUrl(`https://github.com/${parsed.owner}/${parsed.name}`)}>
      <IconNode icon="fa:github" iconType="brands" className="dg-github-repo__icon" />
      <span class="dg-github-repo__text">
        <span class="dg-github-repo__owner">{parsed.owner} /</span>{' '}
        <span class="dg-github-repo__name">{parsed.name}</span>
      </span>
      <span class="dg-github-repo__host">github.com</span>
    </a>
  );
}

/** `<GitHub>` alone shows its children; its member `<GitHub.Repo>` is the repository card. */
function GitHubRoot({ children }: { children?: ComponentChildren }) {
  return <>{children}</>;
}

/** `<GitHub>` with `GitHub.Repo` (also spelled `Github`). */
export const GitHub = Object.assign(GitHubRoot, { Repo: GitHubRepo });

/** `<GitHub>` (also `<Github>`): `<GitHub.Repo>` reads as a link to the repository in Markdown. */
export const github: ComponentDescriptor = {
  render: GitHub,
  members: {
    Repo: {
      toMarkdown: (m) => {
        // `owner/name` or a github.com URL, as the card links it; anything else stays text.
        const repo = (m.attr('repo') ?? '').trim();
        const slug = repo.replace(/^(?:https?:\/\/)?(?:www\.)?github\.com\//i, '').replace(/(\.git)?\/?$/, '');
        const found = /^[\w.-]+\/[\w.-]+$/.test(slug)
          ? { type: 'link', url: `https://github.com/${slug}`, children: [text(slug)] }
          : text(repo);
        return !repo ? [] : m.inline ? [found] : [paragraph([found])];
      },
    },
  },
};
