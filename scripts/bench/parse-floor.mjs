// What no docsgen build can skip, measured like the floor (mdx-floor.mjs: one thread, every page of
// DIR, writing nothing): parsing each page with the syntax docs.json repositories are written in,
// MDX plus GFM, math and frontmatter, through @mdx-js/mdx's own processor (parsing only: no
// transform, no compile, no highlighting, no render).
// `node scripts/bench/parse-floor.mjs DIR [micromark|satteri]`: micromark is remark-parse +
// remark-mdx with the three plugins, as @mdx-js/mdx parses; satteri is docsgen's parse step (both
// from page-processor.mjs).
// Prints {parser, pages, wallMs, cpuMs} as JSON; the bench sets both beside the floor.
import fs from 'node:fs';
import { mdxFiles } from './mdx-files.mjs';
import { pageProcessor } from './page-processor.mjs';

const dir = process.argv[2];
const parser = process.argv[3] ?? 'micromark';
const files = mdxFiles(dir);
const processor = await pageProcessor(parser);
const sources = files.map((f) => fs.readFileSync(f, 'utf8'));
const cpu0 = process.cpuUsage();
const t0 = performance.now();
for (let i = 0; i < files.length; i++) processor.parse({ path: files[i], value: sources[i] });
const wallMs = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);
process.stdout.write(
  `${JSON.stringify({ parser, pages: files.length, wallMs, cpuMs: (cpu.user + cpu.system) / 1000 })}\n`,
);
