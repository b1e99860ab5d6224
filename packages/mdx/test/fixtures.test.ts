import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatCodeFrame } from '@docsgen/diagnostics';
import { DEFAULT_COMPILE_SETTINGS } from '@docsgen/openapi/compile-settings';
import { describe, expect, it } from 'vitest';
import { compilePage } from '../src/index.ts';
import { prettyHtml } from './pretty-html.ts';

// Plugin fixtures: input.mdx (or options.file) beside expected.txt, which pins what the page
// yields: title, frontmatter, headings, links, features, imports, the diagnostics exactly as a
// user sees them (code frames), and the HTML. Regenerate with `npx vitest run -u`.
const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

interface FixtureOptions {
  file?: string;
  base?: string;
  strict?: boolean;
  variables?: Record<string, string>;
}

export async function compileFixture(name: string) {
  const root = realpathSync(path.join(fixtures, name));
  const optionsFile = path.join(root, 'options.json');
  const options: FixtureOptions = existsSync(optionsFile) ? JSON.parse(readFileSync(optionsFile, 'utf8')) : {};
  const file = options.file ?? 'input.mdx';
  const source = existsSync(path.join(root, file))
    ? readFileSync(path.join(root, file), 'utf8')
    : readFileSync(path.join(root, 'input.mdx'), 'utf8');
  const { file: _, ...set } = options;
  const settings = { ...DEFAULT_COMPILE_SETTINGS, ...set };
  const page = await compilePage({ root, file, source, fallbackTitle: `Fallback ${name}`, settings });
  return { root, file, source, page };
}

describe('mdx fixtures', () => {
  for (const name of readdirSync(fixtures).sort()) {
    it(name, async () => {
      const { root, source, page } = await compileFixture(name);
      const frames = page.diagnostics.map((d) => {
        const text =
          d.file && existsSync(path.join(root, d.file)) ? readFileSync(path.join(root, d.file), 'utf8') : source;
        return formatCodeFrame(d, text);
      });
      const summary = {
        title: page.title,
        description: page.description,
        frontmatter: page.frontmatter,
        headings: page.headings,
        links: page.links,
        features: page.features,
        imports: page.imports,
        text: page.text,
      };
      const out = [
        JSON.stringify(summary, null, 2),
        '--- diagnostics',
        frames.join('\n\n') || '(none)',
        '--- html',
        prettyHtml(page.html),
        page.asideHtml ? `--- aside\n${prettyHtml(page.asideHtml)}` : '',
        page.markdown !== undefined ? `--- markdown\n${page.markdown}` : '',
      ].join('\n');
      await expect(`${out}\n`).toMatchFileSnapshot(path.join(fixtures, name, 'expected.txt'));
    });
  }
});

// Guards over every fixture: no diagnostic is reported twice (an unknown component's children
// once were), and no page holds one element id twice (a deep link must land on one place).
describe('every mdx fixture', () => {
  for (const name of readdirSync(fixtures).sort()) {
    it(`${name}: no repeated diagnostic, no repeated id`, async () => {
      const { page } = await compileFixture(name);
      const keys = page.diagnostics.map((d) => JSON.stringify([d.code, d.file, d.line, d.column, d.message]));
      expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
      const ids = [...page.html.matchAll(/<[a-zA-Z][^\s>/]*\s[^>]*?(?<=\s)id="([^"]*)"/g)].map((m) => m[1]!);
      expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    });
  }
});
