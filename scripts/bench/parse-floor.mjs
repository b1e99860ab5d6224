// What no docsgen build can skip, measured like the floor (mdx-floor.mjs: one thread, every page of
// DIR, writing nothing): parsing each page with the syntax docs.json repositories are written in,
// MDX plus GFM, math and frontmatter, as compilePage parses it (remark-parse, remark-mdx and the
// same three plugins, through @mdx-js/mdx's own processor; parsing only: no transform, no compile,
// no highlighting, no render).
// Prints {pages, wallMs, cpuMs} as JSON; the bench sets it beside the floor.
import fs from 'node:fs';
import { createProcessor } from '@mdx-js/mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import { mdxFiles } from './mdx-files.mjs';

const dir = process.argv[2];
const files = mdxFiles(dir);
const processor = createProcessor({ remarkPlugins: [[remarkFrontmatter, ['yaml']], remarkGfm, remarkMath] });
const cpu0 = process.cpuUsage();
const t0 = performance.now();
for (const f of files) processor.parse(fs.readFileSync(f, 'utf8'));
const wallMs = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);
process.stdout.write(`${JSON.stringify({ pages: files.length, wallMs, cpuMs: (cpu.user + cpu.system) / 1000 })}\n`);
