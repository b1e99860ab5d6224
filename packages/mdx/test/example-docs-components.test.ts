import { readdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CodeTheme, components, DEFAULT_CODE_THEME } from '@docsgen/components';
import { DEFAULT_COMPILE_SETTINGS } from '@docsgen/openapi/compile-settings';
import { beforeAll, describe, expect, it } from 'vitest';
import { compilePage } from '../src/index.ts';

// example-docs documents every component with a live example; its component pages compile
// cleanly (no errors, no warnings).
const root = realpathSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../example-docs'));
const pages = readdirSync(path.join(root, 'components'))
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => `components/${f}`);

describe('example-docs component pages', () => {
  // As the build compiles them: with the custom languages of its `styling.codeblocks`.
  let codeTheme: CodeTheme | undefined;
  beforeAll(() => {
    const config = JSON.parse(readFileSync(path.join(root, 'docs.json'), 'utf8'));
    const custom: string[] = config.styling?.codeblocks?.languages?.custom ?? [];
    const grammar = (file: string) => JSON.parse(readFileSync(path.join(root, file.replace(/^\//, '')), 'utf8'));
    codeTheme = { ...DEFAULT_CODE_THEME, languages: custom.map((file) => ({ file, grammar: grammar(file) })) };
  });

  it('use every component at least once', () => {
    const text = pages.map((p) => readFileSync(path.join(root, p), 'utf8')).join('\n');
    const names = [
      // DocsgenCode is internal; GitHub is the namespace of GitHub.Repo; Github and SnippetGroup are
      // other spellings of GitHub and CodeGroup;
      // OptimizedVideo needs a video file (its fixture is in packages/components/test/fixtures/mintlify-extras).
      ...Object.keys(components).filter(
        (n) => !['DocsgenCode', 'GitHub', 'Github', 'SnippetGroup', 'OptimizedVideo'].includes(n),
      ),
      'GitHub.Repo',
      'Snippet',
      'Tree.Folder',
      'Tree.File',
      'Color.Row',
      'Color.Item',
    ];
    const unused = names.filter((n) => !new RegExp(`<${n.replace('.', '\\.')}[\\s/>]`).test(text));
    expect(unused).toEqual([]);
  });

  for (const file of pages) {
    it(`${file} compiles without problems`, async () => {
      const page = await compilePage({
        root,
        file,
        source: readFileSync(path.join(root, file), 'utf8'),
        fallbackTitle: file,
        settings: { ...DEFAULT_COMPILE_SETTINGS, codeTheme },
      });
      expect(page.diagnostics).toEqual([]);
      expect(page.html.length).toBeGreaterThan(200);
    });
  }
});
