import { mkdir, mkdtemp, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DocsConfig } from '@docsgen/config';
import { readInside } from '@docsgen/diagnostics/read-inside';
import type { Site } from '@docsgen/navigation';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveCodeTheme } from '../src/code-theme-setting.ts';

// The engine's reader (packages/build open-run.ts): the read gate over the docs root.
const gate = (root: string) => (file: string, maxBytes: number) => readInside(root, file, { maxBytes });

type Codeblocks = NonNullable<DocsConfig['styling']>['codeblocks'];

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

const GRAMMAR = JSON.stringify({ name: 'quack', scopeName: 'source.quack', patterns: [] });

/** A docs root holding `files` (path → text), and the site of `codeblocks` over it. */
async function setup(codeblocks: Codeblocks, files: Record<string, string> = {}) {
  const dir = await realpath(await mkdtemp(path.join(tmpdir(), 'docsgen-code-theme-')));
  dirs.push(dir);
  const root = path.join(dir, 'docs');
  await mkdir(root);
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
  const site: Pick<Site, 'config' | 'sourceMap' | 'files'> = {
    config: { theme: 'mint', name: 'S', colors: { primary: '#0D9373' }, navigation: {}, styling: { codeblocks } },
    sourceMap: undefined,
    files: Object.keys(files),
  };
  return { dir, root, site };
}

const summary = (r: Awaited<ReturnType<typeof resolveCodeTheme>>) => ({
  theme: r.theme && { light: r.theme.light, dark: r.theme.dark, languages: r.theme.languages?.map((l) => l.file) },
  problems: r.diagnostics.map((d) => [d.code, d.jsonPath, d.message]),
});

describe('resolveCodeTheme', () => {
  it.each([
    [undefined, undefined],
    ['system', undefined],
    ['dark', { light: 'github-dark', dark: 'github-dark', languages: undefined }],
    ['dracula', { light: 'dracula', dark: 'dracula', languages: undefined }],
    [{ theme: 'github-light' }, { light: 'github-light', dark: 'github-light', languages: undefined }],
    [
      { theme: { light: 'css-variables', dark: 'nord' } },
      { light: 'css-variables', dark: 'nord', languages: undefined },
    ],
  ])('reads %j', async (codeblocks, theme) => {
    const { root, site } = await setup(codeblocks);
    expect(summary(await resolveCodeTheme(site, gate(root)))).toEqual({ theme, problems: [] });
  });

  it('warns at an unknown theme name and keeps the default colours (or the mode’s default)', async () => {
    const bare = await setup('solarised');
    expect(summary(await resolveCodeTheme(bare.site, gate(bare.root)))).toEqual({
      theme: undefined,
      problems: [
        [
          'build/code-theme',
          'styling.codeblocks',
          'Code block theme `solarised` is not a Shiki theme; code blocks keep their default colours.',
        ],
      ],
    });
    const pair = await setup({ theme: { light: 'nord', dark: 'no-such' } });
    expect(summary(await resolveCodeTheme(pair.site, gate(pair.root)))).toMatchObject({
      theme: { light: 'nord', dark: 'github-dark' },
      problems: [
        ['build/code-theme', 'styling.codeblocks.theme.dark', expect.stringContaining('`github-dark` is used')],
      ],
    });
  });

  it('reads grammar files of the repository, root-relative or not, and refuses the others', async () => {
    const { dir, root, site } = await setup(
      {
        languages: {
          custom: [
            '/languages/quack.json',
            'languages/quack.json',
            '../secret.json',
            'link.json',
            'no-scope.json',
            'list.json',
          ],
        },
      },
      {
        'languages/quack.json': GRAMMAR,
        'no-scope.json': '{"name": "x"}',
        'list.json': '[]',
      },
    );
    // A file of the repository that is a link leading out of it.
    await writeFile(path.join(dir, 'secret.json'), GRAMMAR);
    await symlink(path.join(dir, 'secret.json'), path.join(root, 'link.json'));
    (site.files as string[]).push('link.json');
    const result = summary(await resolveCodeTheme(site, gate(root)));
    expect(result.theme).toEqual({
      light: 'github-light',
      dark: 'github-dark',
      languages: ['languages/quack.json'],
    });
    expect(result.problems.map(([code, at, message]) => [code, at, String(message).replace(/;.*/, '')])).toEqual([
      [
        'build/code-language',
        'styling.codeblocks.languages.custom[2]',
        'Custom language `../secret.json` is outside the repository',
      ],
      [
        'build/code-language',
        'styling.codeblocks.languages.custom[3]',
        'Custom language `link.json` is outside the repository (a link leads out of it)',
      ],
      [
        'build/code-language',
        'styling.codeblocks.languages.custom[4]',
        'Custom language `no-scope.json` has no `scopeName`',
      ],
      [
        'build/code-language',
        'styling.codeblocks.languages.custom[5]',
        'Custom language `list.json` is not a JSON object',
      ],
    ]);
  });
});
