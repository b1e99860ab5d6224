import type { DocsConfig } from '@docsgen/config';
import type { Diagnostic } from '@docsgen/diagnostics';
import { isExternalUrl, lineUrl, oneLineText } from '@docsgen/html';
import {
  agentInstructionsBlock,
  buildLlmsFullTxt,
  buildLlmsTxt,
  type LlmsTxtInput,
} from '@docsgen/markdown/agent-files';
import type { NavNode, Site } from '@docsgen/navigation';
import { type PageRecord, unpackText } from './page-record.ts';
import { SITE_FILES, WELL_KNOWN } from './site-files.ts';
import { fileHref, routeHref, routeMarkdownPath } from './site-href.ts';
import { type SkillFile, type SkillSources, skillDigest, skillFiles, skillSlug } from './skill-files.ts';

/** Inputs of {@link agentFiles}. */
export interface AgentFilesInput {
  site: Site;
  config: DocsConfig;
  /** Indexable pages of the default language and version in the navigation, in navigation order. */
  pages: PageRecord[];
  base: string;
  /** Absolute site URL, when known. */
  siteUrl?: string;
  /** Files of the docs root that replace a generated one (llms.txt, llms-full.txt), as published. */
  userFiles: ReadonlySet<string>;
  /** Reads a published static file of the docs root (a custom llms.txt, for its `.well-known` copy). */
  readUserFile: (path: string) => Promise<Uint8Array | undefined>;
  /** Reads the repository's skill files (the engine's). */
  readSkills: () => Promise<SkillSources>;
  /** Takes each file made, in order (a later one of the same path replaces an earlier one). */
  add: (path: string, contents: string | Uint8Array) => void;
}

/**
 * The files AI tools read (ai/llmstxt, ai/skillmd, ai/markdown-export): llms.txt with the
 * navigation's pages, the OpenAPI specs and the external links, llms-full.txt, both again under
 * `/.well-known/`, the agent instructions block in each, and the skills: the repository's own
 * `skill.md` and `.mintlify/skills/*`, or one generated from the site, with the `/.well-known/skills/`
 * and `/.well-known/agent-skills/` discovery indexes. A custom root llms.txt wins over the generated one.
 */
export async function agentFiles(input: AgentFilesInput): Promise<Diagnostic[]> {
  const { config, base, siteUrl } = input;
  const absolute = (href: string) => (siteUrl !== undefined ? siteUrl + href : href);
  const instructions = agentInstructionsBlock(config.markdown?.instructions);
  const llms: LlmsTxtInput = {
    name: config.name ?? 'Documentation',
    description: config.description,
    instructions,
    pages: input.pages.map((r) => ({
      title: r.title,
      url: absolute(fileHref(routeMarkdownPath(r.url), base)),
      description: r.description,
      section: r.group,
    })),
    specs: specLinks(input.site, (path) => absolute(fileHref(path, base))),
    optional: externalLinks(input.site.nav),
  };
  const full = buildLlmsFullTxt(
    input.pages
      .filter((r) => r.markdown !== undefined)
      .map((r) => ({
        title: r.title,
        url: absolute(routeHref(r.url, base)),
        description: r.description,
        markdown: unpackText(r.markdown!),
      })),
    instructions,
  );
  for (const [name, generated] of [
    [SITE_FILES.llms, () => buildLlmsTxt(llms)],
    [SITE_FILES.llmsFull, () => full],
  ] as const) {
    const own = input.userFiles.has(name) ? await input.readUserFile(name) : undefined;
    const text = own ?? generated();
    if (!own) input.add(name, text);
    input.add(`${WELL_KNOWN}${name}`, text);
  }
  const skills = skillFiles(await input.readSkills());
  const all = [...(skills.root ? [skills.root] : []), ...skills.folder];
  if (all.length === 0) all.push(generatedSkill(llms));
  addSkills(all, skills.root ?? (all.length === 1 ? all[0] : undefined), base, input.add);
  return skills.diagnostics;
}

/** The site's own skill.md when the repository has none: frontmatter, then the llms.txt listing. */
function generatedSkill(llms: LlmsTxtInput): SkillFile {
  const description =
    oneLineText(llms.description ?? '') || `How to use ${oneLineText(llms.name)}, from its documentation.`;
  const head = [
    '---',
    `name: ${JSON.stringify(skillSlug(llms.name))}`,
    `description: ${JSON.stringify(description)}`,
    '---',
    '',
  ];
  return {
    name: skillSlug(llms.name),
    description: description.slice(0, 1024),
    text: `${head.join('\n')}\n${buildLlmsTxt({ ...llms, maxChars: 50_000 })}`,
    file: 'skill.md',
  };
}

/** `/skill.md` and the two discovery indexes with a copy of each skill under them. */
function addSkills(skills: SkillFile[], main: SkillFile | undefined, base: string, add: AgentFilesInput['add']): void {
  const taken = new Set<string>();
  const named = skills.map((s) => {
    let name = s.name;
    for (let i = 2; taken.has(name); i++) name = `${s.name}-${i}`;
    taken.add(name);
    return { ...s, name };
  });
  // Several skills and no root file: `/skill.md` lists them (Mintlify redirects it to the index).
  const index = named.map(
    (s) =>
      `- [${oneLineText(s.name)}](${lineUrl(fileHref(`${WELL_KNOWN}skills/${s.name}/skill.md`, base))}): ${oneLineText(s.description)}`,
  );
  add(SITE_FILES.skill, main?.text ?? `# Skills\n\n${index.join('\n')}\n`);
  for (const s of named) {
    add(`${WELL_KNOWN}skills/${s.name}/skill.md`, s.text);
    add(`${WELL_KNOWN}skills/${s.name}/SKILL.md`, s.text);
    add(`${WELL_KNOWN}agent-skills/${s.name}/SKILL.md`, s.text);
  }
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  add(
    `${WELL_KNOWN}skills/index.json`,
    json({ skills: named.map((s) => ({ name: s.name, description: s.description, files: ['SKILL.md'] })) }),
  );
  add(
    `${WELL_KNOWN}agent-skills/index.json`,
    json({
      $schema: 'https://schemas.agentskills.io/discovery/0.2.0/schema.json',
      skills: named.map((s) => ({
        name: s.name,
        type: 'skill-md',
        description: s.description,
        url: fileHref(`${WELL_KNOWN}agent-skills/${s.name}/SKILL.md`, base),
        digest: skillDigest(s.text),
      })),
    }),
  );
}

/**
 * The site's OpenAPI specs, named by file as Mintlify's llms.txt names them (`openapi`): those the
 * navigation declares or its endpoints come from (a patch build's site, from the snapshot, has
 * only the navigation), and any other loaded one.
 */
export function specLinks(
  site: Pick<Site, 'openapi' | 'nav'>,
  href: (path: string) => string,
): Array<{ title: string; url: string }> {
  const keys = new Set<string>(site.openapi?.specs.keys() ?? []);
  const visit = (node: NavNode) => {
    for (const ref of node.openapi ?? []) keys.add(ref.source.replace(/^\/+/, ''));
    if (node.type === 'endpoint') keys.add(node.spec);
    if ('children' in node) for (const child of node.children) visit(child);
  };
  for (const node of site.nav) visit(node);
  return [...keys].sort().map((key) => ({
    title: key
      .split(/[\\/]/)
      .at(-1)!
      .replace(/\.(json|ya?ml)$/i, ''),
    url: /^https?:\/\//i.test(key) ? key : href(key.replace(/^\/+/, '')),
  }));
}

/** Absolute URLs of the navigation (link entries, divisions that only link), once each, in order. */
export function externalLinks(nav: readonly NavNode[]): Array<{ title: string; url: string }> {
  const out = new Map<string, string>();
  const add = (href: string | undefined, label: string) => {
    if (href && isExternalUrl(href) && !out.has(href)) out.set(href, label);
  };
  const visit = (node: NavNode) => {
    if (node.type === 'link') add(node.href, node.label);
    else if (node.type === 'page') add(node.externalUrl, node.label);
    else if (node.type !== 'endpoint') {
      if (node.type !== 'group') add(node.href, node.label);
      for (const child of node.children) visit(child);
    }
  };
  for (const node of nav) visit(node);
  return [...out].map(([url, title]) => ({ title, url }));
}
