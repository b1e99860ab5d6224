import { warning } from '@docsgen/diagnostics';
import { describe, expect, it } from 'vitest';
import { skillFiles } from '../src/skill-files.ts';

// The model makes the skills from what the engine read (read-skill-sources.ts), with no file read.
describe('skillFiles', () => {
  it('publishes what was read, drops private and unreadable skills, and keeps the reading order of problems', () => {
    const linked = warning('build/file-outside-root', 'outside', { file: 'skills/evil/SKILL.md' });
    const outsideFolder = warning('build/skills-outside-root', 'folder', { file: '.mintlify/skills' });
    const skills = skillFiles({
      root: {
        file: 'skill.md',
        bytes: Buffer.from('---\nname: Payments API!\ndescription: Pay.\n---\n# Pay\n'),
        tooLarge: false,
        diagnostics: [],
      },
      folderDiagnostics: [outsideFolder],
      folder: [
        { file: 'skills/big/SKILL.md', folder: 'big', tooLarge: true, diagnostics: [] },
        { file: 'skills/evil/SKILL.md', folder: 'evil', tooLarge: false, diagnostics: [linked] },
        {
          file: 'skills/nofm/SKILL.md',
          folder: 'nofm',
          bytes: Buffer.from('# Notes\n'),
          tooLarge: false,
          diagnostics: [],
        },
        {
          file: 'skills/secret/SKILL.md',
          folder: 'secret',
          bytes: Buffer.from('---\ngroups: [admin]\n---\nx\n'),
          tooLarge: false,
          diagnostics: [],
        },
      ],
    });
    expect(skills.root).toMatchObject({ name: 'payments-api', description: 'Pay.', file: 'skill.md' });
    expect(skills.folder.map((s) => [s.name, s.file])).toEqual([['nofm', 'skills/nofm/SKILL.md']]);
    expect(skills.diagnostics.map((d) => [d.code, d.file])).toEqual([
      ['build/skills-outside-root', '.mintlify/skills'],
      ['build/skill-too-large', 'skills/big/SKILL.md'],
      ['build/file-outside-root', 'skills/evil/SKILL.md'],
      ['build/skill-frontmatter', 'skills/nofm/SKILL.md'],
    ]);
  });
});
