// What no docsgen build can skip, measured like the floor (mdx-floor.mjs: one thread, every page of
// DIR, writing nothing): parsing each page with the syntax docs.json repositories are written in,
// MDX plus GFM, math and frontmatter, through @mdx-js/mdx's own processor (parsing only: no
// transform, no compile, no highlighting, no render).
// `node scripts/bench/parse-floor.mjs DIR [micromark|satteri]`: micromark is remark-parse +
// remark-mdx with the three plugins, as @mdx-js/mdx parses; satteri is docsgen's parse step
// (packages/mdx/src/parse-mdx.ts, bundled here with esbuild: satteri, then the ESTree and math
// data micromark's extensions attach).
// Prints {parser, pages, wallMs, cpuMs} as JSON; the bench sets both beside the floor.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createProcessor } from '@mdx-js/mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import { bundleForNode } from '../bundle-for-node.mjs';
import { mdxFiles } from './mdx-files.mjs';

const dir = process.argv[2];
const parser = process.argv[3] ?? 'micromark';
const files = mdxFiles(dir);
const plugins = [[remarkFrontmatter, ['yaml']], remarkGfm, remarkMath];
if (parser === 'satteri') {
  const repo = fileURLToPath(new URL('../..', import.meta.url));
  const outfile = path.join(repo, '.bench/parse-mdx.mjs');
  await bundleForNode(path.join(repo, 'packages/mdx/src/parse-mdx.ts'), outfile);
  const step = await import(pathToFileURL(outfile).href);
  if ((await step.activeParser('satteri')) !== 'satteri') throw new Error('satteri did not load');
  plugins.unshift(step.remarkSatteriParse);
}
const processor = createProcessor({ remarkPlugins: plugins });
const sources = files.map((f) => fs.readFileSync(f, 'utf8'));
const cpu0 = process.cpuUsage();
const t0 = performance.now();
for (let i = 0; i < files.length; i++) processor.parse({ path: files[i], value: sources[i] });
const wallMs = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);
process.stdout.write(
  `${JSON.stringify({ parser, pages: files.length, wallMs, cpuMs: (cpu.user + cpu.system) / 1000 })}\n`,
);
