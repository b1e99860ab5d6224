import { lstat, readdir, realpath } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { type Diagnostic, warning } from '@docsgen/diagnostics';
import { isInside } from '@docsgen/diagnostics/is-inside';
import { readInside } from '@docsgen/diagnostics/read-inside';
import { outsideWarning } from '@docsgen/diagnostics/read-repository-file';
import { MAX_SKILL_BYTES, type SkillSource, type SkillSources } from '@docsgen/site';

const SKILLS_DIR = '.mintlify/skills';

/**
 * The repository's skill files as the site's skillFiles takes them (ai/skillmd): a root `skill.md`
 * (any case) and one `SKILL.md` per folder of `.mintlify/skills/`, each read through the one read
 * gate. `.mintlify/skills` may be a symlink, or the one-line file git leaves for a symlink where
 * links are off; either must stay inside the docs root.
 */
export async function readSkillSources(root: string): Promise<SkillSources> {
  const out: SkillSources = { folder: [], folderDiagnostics: [] };
  const rootName = (await readdir(root).catch(() => [] as string[])).find((f) => f.toLowerCase() === 'skill.md');
  if (rootName) out.root = await readSkill(root, rootName, undefined);
  const dir = await skillsFolder(root, out.folderDiagnostics);
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
    out.folder.push(await readSkill(root, rel, name));
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

async function readSkill(root: string, file: string, folder: string | undefined): Promise<SkillSource> {
  // Through the one read gate: a skill that is (or becomes) a link out of the repository is skipped.
  const read = await readInside(root, file, { maxBytes: MAX_SKILL_BYTES });
  const diagnostics: Diagnostic[] = [];
  if (!read.ok && read.reason === 'outside') diagnostics.push(outsideWarning(file, 'Skill file'));
  return {
    file,
    ...(folder !== undefined ? { folder } : {}),
    ...(read.ok ? { bytes: read.bytes } : {}),
    tooLarge: !read.ok && read.reason === 'too-large',
    diagnostics,
  };
}
