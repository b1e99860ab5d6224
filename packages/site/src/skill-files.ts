import { createHash } from 'node:crypto';
import { lstat, readdir, realpath } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { type Diagnostic, warning } from '@docsgen/diagnostics';
import { isInside } from '@docsgen/diagnostics/is-inside';
import { readInside } from '@docsgen/diagnostics/read-inside';
import { outsideWarning } from '@docsgen/diagnostics/read-repository-file';
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

/** What {@link readSkillFiles} found. */
export interface SkillFiles {
  /** The root `skill.md`, published as it is at `/skill.md`. */
  root?: SkillFile;
  /** The `.mintlify/skills/*` skills, sorted by folder. */
  folder: SkillFile[];
  diagnostics: Diagnostic[];
}

const MAX_SKILL_BYTES = 512 * 1024;
const SKILLS_DIR = '.mintlify/skills';

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

/**
 * The repository's own skill files, as Mintlify publishes them (ai/skillmd): a root `skill.md`
 * (any case) and one `SKILL.md` per folder of `.mintlify/skills/`. `.mintlify/skills` may be a
 * symlink, or the one-line file git leaves for a symlink where links are off; either must stay
 * inside the docs root. A skill without YAML frontmatter is still published, with a warning; one
 * restricted to user `groups` is not (a static site has no signed-in readers).
 */
export async function readSkillFiles(root: string): Promise<SkillFiles> {
  const out: SkillFiles = { folder: [], diagnostics: [] };
  const rootName = (await readdir(root).catch(() => [] as string[])).find((f) => f.toLowerCase() === 'skill.md');
  if (rootName) out.root = await readSkill(root, rootName, undefined, out.diagnostics);
  const dir = await skillsFolder(root, out.diagnostics);
  if (!dir) return out;
  const names = (await readdir(dir).catch(() => [] as string[])).sort();
  for (const name of names) {
    if (name.startsWith('.')) continue;
    const entries = await readdir(join(dir, name)).catch(() => undefined);
    const skill = entries?.find((e) => e.toLowerCase() === 'skill.md');
    if (!skill) continue;
    const rel = relative(root, join(dir, name, skill))
      .split(sep)
      .join('/');
    const read = await readSkill(root, rel, name, out.diagnostics);
    if (read) out.folder.push(read);
  }
  return out;
}

/** The real `.mintlify/skills` folder, when there is one inside the root. */
async function skillsFolder(root: string, diagnostics: Diagnostic[]): Promise<string | undefined> {
  const abs = join(root, SKILLS_DIR);
  const info = await lstat(abs).catch(() => undefined);
  if (!info) return undefined;
  let target = abs;
  if (info.isFile() && info.size < 1024) {
    // Git writes a symlink as a file holding its target when the checkout has links turned off.
    const placeholder = await readInside(root, SKILLS_DIR, { maxBytes: 1024 });
    if (!placeholder.ok) return undefined;
    const link = placeholder.bytes.toString('utf8').trim();
    if (!/^[^\n\0]+$/.test(link) || link.startsWith('/')) return undefined;
    target = join(root, '.mintlify', link);
  }
  const real = await realpath(target).catch(() => undefined);
  const inside = real !== undefined && isInside(root, real);
  if (!real || !inside || !(await lstat(real)).isDirectory()) {
    if (!inside && real !== undefined)
      diagnostics.push(
        warning(
          'build/skills-outside-root',
          '`.mintlify/skills` leads outside the docs root; its skills are not published.',
          {
            file: SKILLS_DIR,
            hint: 'Keep the skill folders inside the repository and link to them from `.mintlify/skills`.',
          },
        ),
      );
    return undefined;
  }
  return real;
}

async function readSkill(
  root: string,
  file: string,
  folder: string | undefined,
  diagnostics: Diagnostic[],
): Promise<SkillFile | undefined> {
  // Through the one read gate: a skill that is (or becomes) a link out of the repository is skipped.
  const read = await readInside(root, file, { maxBytes: MAX_SKILL_BYTES });
  if (!read.ok && read.reason === 'outside') diagnostics.push(outsideWarning(file, 'Skill file'));
  if (!read.ok && read.reason !== 'too-large') return undefined;
  const bytes = read.ok ? read.bytes : undefined;
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
