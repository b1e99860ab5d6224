// What highlighting alone costs a build of DIR: every distinct fenced code block of its .mdx pages
// (language and text; a page worker highlights a repeated block once) through docsgen's highlighter
// (packages/components/src/highlight.ts: Shiki, Oniguruma, both themes), one thread, writing nothing.
// Fences are found by their lines (an opening run of three or more backticks or tildes with an info
// string, up to the same run), which is what the generated corpora hold; blocks inside components
// count like any other. Shiki's start and each grammar's first load are not counted: every block is
// highlighted once untimed in a first pass with a different text, then the timed pass runs.
// `node scripts/bench/highlight-cost.mjs DIR` prints {blocks, distinct, cpuMs, wallMs} as JSON.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundleForNode } from '../bundle-for-node.mjs';
import { mdxFiles } from './mdx-files.mjs';

const dir = process.argv[2];
if (!dir) {
  process.stderr.write('usage: node scripts/bench/highlight-cost.mjs DIR\n');
  process.exit(2);
}
const repo = fileURLToPath(new URL('../..', import.meta.url));
const outfile = path.join(repo, '.bench/highlight.mjs');
await bundleForNode(path.join(repo, 'packages/components/src/highlight.ts'), outfile);
const { highlightCode } = await import(pathToFileURL(outfile).href);

const blocks = [];
for (const file of mdxFiles(dir)) {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^\s*(`{3,}|~{3,})\s*([^\s`]*)/.exec(lines[i]);
    if (!open) continue;
    const fence = open[1];
    const end = lines.findIndex((line, j) => j > i && line.trim() === fence);
    if (end < 0) break;
    blocks.push({ lang: open[2], code: lines.slice(i + 1, end).join('\n') });
    i = end;
  }
}
const distinct = [...new Map(blocks.map((b) => [`${b.lang}\u0000${b.code}`, b])).values()];
for (const b of distinct) await highlightCode(`${b.code}\n// warm`, b.lang);
const cpu0 = process.cpuUsage();
const t0 = performance.now();
for (const b of distinct) await highlightCode(b.code, b.lang);
const wallMs = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);
process.stdout.write(
  `${JSON.stringify({ blocks: blocks.length, distinct: distinct.length, cpuMs: (cpu.user + cpu.system) / 1000, wallMs })}\n`,
);
