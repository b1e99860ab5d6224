import { createHash } from 'node:crypto';
import { type Diagnostic, warning } from '@docsgen/diagnostics';
import { parseFrontmatter } from '@docsgen/mdx/parse-frontmatter';

/** One skill file of the repository: the root `skill.md` or `.mintlify/skills/<dir>/SKILL.md`. */
export interface SkillFile {
  /** URL-safe slug of the frontmatter `name` (else of the folder, or the site name). */
  name: string;
  /** Frontmatter `description`, at most 1024 characters; default empty. */
  description: string;
  /** The file as written. */
  text: string;
  /** Docs-root-relative path it was read from. */
  file: string;
}

/** The repository's skills, made by {@link skillFiles} from what the engine read. */
export interface SkillFiles {
  /** The root `skill.md`, published as it is at `/skill.md`. */
  root?: SkillFile;
  /** The `.mintlify/skills/*` skills, sorted by folder. */
  folder: SkillFile[];
  diagnostics: Diagnostic[];
}

/** The largest skill file published; the engine reads no more of one. */
export const MAX_SKILL_BYTES = 512 * 1024;

/** `Payments API!` → `payments-api`. */
export function skillSlug(value: string): string {
  return (
    value
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|(?<!-)-+$/g, '') || 'skill'
  );
}

/** A skill file as the engine read it (packages/build read-skill-sources.ts). */
export interface SkillSource {
  /** Docs-root-relative path. */
  file: string;
  /** The `.mintlify/skills/` folder it is in; none for the root `skill.md`. */
  folder?: string;
  /** Its bytes, when it was read whole (at most {@link MAX_SKILL_BYTES}). */
  bytes?: Buffer;
  /** It is over {@link MAX_SKILL_BYTES}, so it was not read. */
  tooLarge: boolean;
  /** What reading it found (a link out of the repository), in order. */
  diagnostics: Diagnostic[];
}

/** What the engine read of the repository's skills (see {@link skillFiles}). */
export interface SkillSources {
  /** The root `skill.md` (any case). */
  root?: SkillSource;
  /** What finding `.mintlify/skills` found (a link out of the docs root). */
  folderDiagnostics: Diagnostic[];
  /** One per folder of `.mintlify/skills/` holding a `SKILL.md` (any case), sorted by folder. */
  folder: SkillSource[];
}

/**
 * The repository's own skill files, as Mintlify publishes them (ai/skillmd): a root `skill.md`
 * and one `SKILL.md` per folder of `.mintlify/skills/`, from what the engine read of them. A skill
 * without YAML frontmatter is still published, with a warning; one restricted to user `groups` is
 * not (a static site has no signed-in readers).
 */
export function skillFiles(sources: SkillSources): SkillFiles {
  const out: SkillFiles = { folder: [], diagnostics: [] };
  if (sources.root) out.root = skillOf(sources.root, out.diagnostics);
  out.diagnostics.push(...sources.folderDiagnostics);
  for (const source of sources.folder) {
    const skill = skillOf(source, out.diagnostics);
    if (skill) out.folder.push(skill);
  }
  return out;
}

function skillOf(source: SkillSource, diagnostics: Diagnostic[]): SkillFile | undefined {
  const { file, folder, bytes } = source;
  diagnostics.push(...source.diagnostics);
  if (!bytes && !source.tooLarge) return undefined;
  if (!bytes) {
    diagnostics.push(
      warning(
        'build/skill-too-large',
        `Skill file \`${file}\` is over ${MAX_SKILL_BYTES / 1024} KB; it is not published.`,
        {
          file,
          hint: 'Split it into several skills under `.mintlify/skills/`.',
        },
      ),
    );
    return undefined;
  }
  const text = bytes.toString('utf8');
  const fence = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text);
  const fm = fence ? parseFrontmatter({ yaml: fence[1]!, firstLine: 2, file }) : undefined;
  if (fm) diagnostics.push(...fm.diagnostics.map((d) => ({ ...d, severity: 'warning' as const })));
  else
    diagnostics.push(
      warning(
        'build/skill-frontmatter',
        `Skill file \`${file}\` has no YAML frontmatter (\`name\`, \`description\`).`,
        {
          file,
          line: 1,
          column: 1,
          hint: 'Start the file with `---`, a `name:` and a `description:` line, and `---`.',
        },
      ),
    );
  const data = (fm?.frontmatter ?? {}) as Record<string, unknown>;
  // A skill for signed-in user groups only: a static site has no sign-in, so it stays private.
  if (Array.isArray(data.groups) && data.groups.length > 0) return undefined;
  const name = typeof data.name === 'string' && data.name.trim() ? data.name : (folder ?? 'skill');
  const description = typeof data.description === 'string' ? data.description.trim().slice(0, 1024) : '';
  return { name: skillSlug(name), description, text, file };
}

/** `sha256:<hex>` of a skill file, as the agent-skills discovery index gives it. */
export function skillDigest(text: string): string {
  return `sha256:${createHash('sha256').update(text).digest('hex')}`;
}
