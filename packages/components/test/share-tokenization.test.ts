// One shared tokenization for both themes must give exactly the HTML of Shiki's own two passes.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { transformerNotationDiff, transformerNotationFocus, transformerNotationHighlight } from '@shikijs/transformers';
import { createHighlighterCore } from 'shiki/core';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { bundledLanguages } from 'shiki/langs';
import { describe, expect, it } from 'vitest';
import { highlightCode, resolveLanguage } from '../src/highlight.ts';
import { shareTokenization } from '../src/share-tokenization.ts';

const samples = path.join(import.meta.dirname, 'highlight/fixtures');
const EXT_LANG: Record<string, string> = { sh: 'bash', rs: 'rust', md: 'markdown' };
const corpora = path.resolve(import.meta.dirname, '../../../../shared/corpora');

function fixtureBlocks(): Array<[string, string]> {
  return readdirSync(samples)
    .sort()
    .map((f) => {
      const ext = path.extname(f).slice(1);
      return [EXT_LANG[ext] ?? ext, readFileSync(path.join(samples, f), 'utf8')];
    });
}

/** Up to `max` fenced blocks from the real repositories, in a fixed order. */
function corpusBlocks(max: number): Array<[string, string]> {
  if (!existsSync(corpora)) return [];
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const p = path.join(dir, e.name);
      if (e.isDirectory() && e.name !== 'node_modules' && !e.name.startsWith('.')) walk(p);
      else if (/\.mdx?$/.test(e.name)) files.push(p);
    }
  };
  walk(corpora);
  const blocks: Array<[string, string]> = [];
  const seen = new Set<string>();
  for (const f of files) {
    for (const m of readFileSync(f, 'utf8').matchAll(/^```([\w+-]+)[^\n]*\n([\s\S]*?)\n```/gm)) {
      const lang = resolveLanguage(m[1]!);
      if (!lang || lang === 'text' || seen.has(`${lang}\0${m[2]}`)) continue;
      seen.add(`${lang}\0${m[2]}`);
      blocks.push([lang, m[2]!]);
      if (blocks.length >= max) return blocks;
    }
  }
  return blocks;
}

async function shikiTwoPass(blocks: Array<[string, string]>): Promise<string[]> {
  const ids = [...new Set(blocks.map(([lang]) => resolveLanguage(lang) ?? 'text'))].filter((l) => l !== 'text');
  const reference = await createHighlighterCore({
    themes: [import('shiki/themes/github-light.mjs'), import('shiki/themes/github-dark.mjs')],
    langs: ids.map((id) => bundledLanguages[id as keyof typeof bundledLanguages]()),
    engine: createOnigurumaEngine(import('shiki/wasm')),
  });
  return blocks.map(([lang, code]) =>
    reference.codeToHtml(code.replace(/\n$/, ''), {
      lang: resolveLanguage(lang) ?? 'text',
      themes: { light: 'github-light', dark: 'github-dark' },
      defaultColor: false,
      tokenizeTimeLimit: 0,
      transformers: [
        transformerNotationDiff({ matchAlgorithm: 'v3' }),
        transformerNotationHighlight({ matchAlgorithm: 'v3' }),
        transformerNotationFocus({ matchAlgorithm: 'v3' }),
        { name: 'docsgen:line-classes' },
      ],
    }),
  );
}

describe('shared tokenization for light and dark', () => {
  it('gives the same HTML as two Shiki passes for many languages', async () => {
    const blocks = fixtureBlocks();
    expect(blocks.length).toBeGreaterThanOrEqual(13);
    const expected = await shikiTwoPass(blocks);
    for (const [i, [lang, code]] of blocks.entries()) {
      expect(await highlightCode(code, lang), lang).toBe(expected[i]);
    }
  });

  it('gives the same HTML as two Shiki passes for the real repositories’ code blocks', async (ctx) => {
    const blocks = corpusBlocks(600);
    if (blocks.length === 0) {
      console.log('skipped: ../shared/corpora is absent');
      ctx.skip();
    }
    expect(blocks.length).toBeGreaterThan(100);
    const expected = await shikiTwoPass(blocks);
    const differing = [];
    for (const [i, [lang, code]] of blocks.entries()) {
      if ((await highlightCode(code, lang)) !== expected[i]) differing.push(`${lang}: ${code.slice(0, 60)}`);
    }
    expect(differing).toEqual([]);
  }, 120_000);

  it('runs the grammar once per line for both themes, and not again for lines met after an equal state', async () => {
    const hl = await createHighlighterCore({
      themes: [import('shiki/themes/github-light.mjs'), import('shiki/themes/github-dark.mjs')],
      langs: [bundledLanguages.ts()],
      engine: createOnigurumaEngine(import('shiki/wasm')),
    });
    const grammar = hl.getLanguage('ts') as unknown as { tokenizeLine: (...a: unknown[]) => unknown };
    const scoped = grammar.tokenizeLine.bind(grammar);
    let calls = 0;
    grammar.tokenizeLine = (...a: unknown[]) => {
      calls++;
      return scoped(...a);
    };
    const code = 'const a = 1;\nfunction f() { return "x"; }\n\nexport { f };';
    const other = 'const b = 2;\nfunction f() { return "x"; }\n/* open\nexport { f };';
    const options = {
      lang: 'ts',
      themes: { light: 'github-light', dark: 'github-dark' },
      defaultColor: false,
    } as const;
    const twoPass = hl.codeToHtml(code, options);
    const otherTwoPass = hl.codeToHtml(other, options);
    calls = 0;
    const shared = shareTokenization(grammar);
    const once = hl.codeToHtml(code, options);
    shared.release();
    expect(calls).toBe(3);
    expect(once).toBe(twoPass);
    // The same block again: every line is remembered.
    shareTokenization(grammar).release();
    expect(hl.codeToHtml(code, options)).toBe(twoPass);
    expect(calls).toBe(3);
    // A block whose first line differs: the state after it equals the one after `const a = 1;`,
    // so only that line and the two lines that differ after it (the comment and what it swallows)
    // are tokenized.
    shareTokenization(grammar).release();
    expect(hl.codeToHtml(other, options)).toBe(otherTwoPass);
    expect(calls).toBe(6);
  });
});
