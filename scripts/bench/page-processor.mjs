// The parser the bench scripts measure pages with: @mdx-js/mdx's processor with the syntax docs.json
// repositories are written in (MDX plus GFM, math and frontmatter), parsing with micromark (as
// @mdx-js/mdx does) or with satteri, docsgen's parse step (packages/mdx/src/parse-mdx.ts, bundled
// with esbuild: satteri, then the ESTree and math data micromark's extensions attach).
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createProcessor } from '@mdx-js/mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import { bundleForNode } from '../bundle-for-node.mjs';

const repo = fileURLToPath(new URL('../..', import.meta.url));

/** Bundles `entry` (a path inside the repository) to .bench/<name> and imports it. */
export async function importBundled(entry, name) {
  const outfile = path.join(repo, '.bench', name);
  await bundleForNode(path.join(repo, entry), outfile);
  return import(pathToFileURL(outfile).href);
}

/** The processor; `parser` is 'micromark' (default) or 'satteri'. */
export async function pageProcessor(parser = 'micromark') {
  const plugins = [[remarkFrontmatter, ['yaml']], remarkGfm, remarkMath];
  if (parser === 'satteri') {
    const step = await importBundled('packages/mdx/src/parse-mdx.ts', 'parse-mdx.mjs');
    if ((await step.activeParser('satteri')) !== 'satteri') throw new Error('satteri did not load');
    plugins.unshift(step.remarkSatteriParse);
  }
  return createProcessor({ remarkPlugins: plugins });
}
