// Worker for tests/render-paths-corpora.test.ts: compiles each of its pages both ways (rendered
// from the syntax tree, and compiled MDX run) and compares the two pages with vitest's own
// toEqual equality; a page that differs comes back whole, both ways, for the test to show the
// difference. Bundled by the test with esbuild (workers cannot load .ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type CompiledPage, compilePage } from '@docsgen/mdx';
import { DEFAULT_COMPILE_SETTINGS } from '@docsgen/openapi/compile-settings';
import { equals, iterableEquality } from '@vitest/expect';
import { compileMdxModule } from '../packages/mdx/src/compile-mdx-module.ts';
import { answerTasks } from './compile-page-task.ts';

/** One page: docs-root-relative `file` of `root`, with docs.json's `variables`; `label` names it in a failure. */
export interface RenderPathTask {
  root: string;
  file: string;
  label: string;
  variables?: Record<string, string>;
}

/** Whether the two ways agreed (else both pages), and whether the page renders from its tree. */
export interface RenderPathResult {
  label: string;
  equal: boolean;
  fromTree?: CompiledPage;
  compiled?: CompiledPage;
  rendersFromTree: boolean;
}

await answerTasks(async (t: RenderPathTask): Promise<RenderPathResult> => {
  const source = readFileSync(path.join(t.root, t.file), 'utf8');
  const settings = { ...DEFAULT_COMPILE_SETTINGS, variables: t.variables };
  const common = { fallbackTitle: 'Fallback', root: t.root, file: t.file, source, settings };
  const [fromTree, compiled] = await Promise.all([
    compilePage({ ...common, fromTree: true }),
    compilePage({ ...common, fromTree: false }),
  ]);
  const module = await compileMdxModule({ root: t.root, base: '/', strict: false, chain: [] }, t.file, source, false);
  const equal = equals(fromTree, compiled, [iterableEquality]);
  return {
    label: t.label,
    equal,
    ...(equal ? {} : { fromTree, compiled }),
    rendersFromTree: module.tree !== undefined,
  };
});
