// The floor the issue measures docsgen against: @mdx-js/mdx compile() of every page, one thread,
// writing nothing. Prints {pages, wallMs, cpuMs} as JSON.
import fs from 'node:fs';
import { compile } from '@mdx-js/mdx';
import { mdxFiles } from './mdx-files.mjs';

const dir = process.argv[2];
const files = mdxFiles(dir);
const cpu0 = process.cpuUsage();
const t0 = performance.now();
for (const f of files) {
  // Frontmatter is stripped the way a bare compile() user would have to.
  const src = fs.readFileSync(f, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
  await compile(src);
}
const wallMs = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);
process.stdout.write(`${JSON.stringify({ pages: files.length, wallMs, cpuMs: (cpu.user + cpu.system) / 1000 })}\n`);
