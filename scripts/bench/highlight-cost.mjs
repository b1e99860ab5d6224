// What highlighting alone costs a build of DIR: every distinct code block of its .mdx pages
// (language and text; a page worker highlights a repeated block once) through docsgen's highlighter
// (packages/components/src/highlight.ts: Shiki, Oniguruma, both themes), one thread, writing nothing.
// The blocks are the `code` nodes of each page parsed with docsgen's parse step (page-processor.mjs),
// those inside components too; their meta (line highlights, focus) is left out. Shiki's start and each
// grammar's first load are not counted: every block is highlighted once untimed in a first pass with
// a different text, then the timed pass runs.
// `node scripts/bench/highlight-cost.mjs DIR` prints {blocks, distinct, cpuMs, wallMs} as JSON.
import fs from 'node:fs';
import { mdxFiles } from './mdx-files.mjs';
import { importBundled, pageProcessor } from './page-processor.mjs';

const dir = process.argv[2];
if (!dir) {
  process.stderr.write('usage: node scripts/bench/highlight-cost.mjs DIR\n');
  process.exit(2);
}
const { highlightCode } = await importBundled('packages/components/src/highlight.ts', 'highlight.mjs');
const processor = await pageProcessor('satteri');

const blocks = [];
for (const file of mdxFiles(dir)) {
  const tree = processor.parse({ path: file, value: fs.readFileSync(file, 'utf8') });
  (function walk(node) {
    if (node.type === 'code') blocks.push({ lang: node.lang ?? '', code: node.value });
    for (const child of node.children ?? []) walk(child);
  })(tree);
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
