// Every page of the real Mintlify corpora lowers to Markdown without throwing and without JSX.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { mdastToMarkdown } from '@docsgen/markdown';
import { createProcessor } from '@mdx-js/mdx';
import type { Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '..');
const corpora = path.resolve(repoRoot, '../shared/corpora');
const present = existsSync(corpora);
if (!present) console.warn(`Skipping corpus Markdown test: ${corpora} is absent.`);

const processor = createProcessor({ remarkPlugins: [remarkFrontmatter, remarkGfm, remarkMath] });

// Read back as plain CommonMark + GFM, leaked JSX is raw HTML holding a capitalised tag. Code
// and escaped text (`\<Name>`) parse as something else, so they never count.
function leakedJsx(markdown: string): string | undefined {
  const tree = fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  let leak: string | undefined;
  const visit = (node: { type: string; value?: string; children?: unknown[] }) => {
    if (node.type === 'html' && /<\/?[A-Z][\w.]*[\s/>]/.test(node.value ?? '')) leak ??= node.value;
    for (const child of node.children ?? []) visit(child as typeof node);
  };
  visit(tree as unknown as Parameters<typeof visit>[0]);
  return leak;
}

// An even sample keeps the run short on a shared machine while covering every part of a corpus.
const SAMPLE = 60;

describe.skipIf(!present)('mdastToMarkdown on the corpora', () => {
  for (const corpus of present ? readdirSync(corpora).filter((d) => !d.includes('.')) : []) {
    it(corpus, () => {
      const dir = path.join(corpora, corpus);
      const files = readdirSync(dir, { recursive: true })
        .map(String)
        .filter((f) => f.endsWith('.mdx') && !f.split('/').some((p) => p.startsWith('.') || p === 'node_modules'))
        .sort()
        .filter((_, i, all) => all.length <= SAMPLE || i % Math.ceil(all.length / SAMPLE) === 0);
      const problems: string[] = [];
      let lowered = 0;
      for (const file of files) {
        let tree: Root;
        try {
          tree = processor.parse(readFileSync(path.join(dir, file), 'utf8')) as unknown as Root;
        } catch {
          continue; // not valid MDX: compilePage reports it; nothing to lower
        }
        const markdown = mdastToMarkdown(tree);
        lowered++;
        const leak = leakedJsx(markdown);
        if (leak) problems.push(`${file}: ${leak}`);
      }
      expect(problems).toEqual([]);
      expect(lowered).toBeGreaterThan(files.length * 0.9);
    });
  }
});
