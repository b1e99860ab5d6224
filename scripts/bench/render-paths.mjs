// Two ways to turn every page of DIR into HTML, one thread each, same parser and plugins (MDX,
// GFM, math, frontmatter), same components (a stub per name, so neither pays for real ones):
//   compile: @mdx-js/mdx compile() to a function body, evaluated with Preact's JSX runtime, then
//            rendered to a string (what docsgen does);
//   tree:    parsed and turned into hast (remark-rehype, MDX nodes passed through), then rendered
//            from the tree with hast-util-to-jsx-runtime and Preact (no JavaScript generated).
// Prints {pages, compileMs, treeMs, fromTreeMs, failed, differing} as JSON: CPU ms of each path
// (fromTreeMs: the tree path after its parse), pages either path could not render (their time
// still counted), pages whose HTML differs between the paths.
import fs from 'node:fs';
import { compile, run } from '@mdx-js/mdx';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { h } from 'preact';
import * as runtime from 'preact/jsx-runtime';
import { renderToString } from 'preact-render-to-string';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { mdxFiles } from './mdx-files.mjs';

const sources = mdxFiles(process.argv[2]).map((f) => fs.readFileSync(f, 'utf8'));
const remarkPlugins = [[remarkFrontmatter, ['yaml']], remarkGfm, remarkMath];
// A stub for every component name the pages use (MDX spreads `components`: it must own them).
const components = {};
for (const source of sources) {
  for (const [, name] of source.matchAll(/<([A-Z][\w.]*)/g)) {
    const top = name.split('.')[0];
    components[top] ??= Object.assign(({ children }) => h('div', { class: top }, children), {});
  }
}
const mdxTypes = ['mdxFlowExpression', 'mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxTextExpression', 'mdxjsEsm'];
// What compile() runs before it turns hast into JavaScript (its remark-parse and remark-mdx, the
// same plugins, remark-rehype), and no more.
const toHast = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use(remarkPlugins)
  .use(remarkRehype, { allowDangerousHtml: true, passThrough: mdxTypes });
// The corpus's expressions are literals (`cols={2}`): the tree path evaluates those, and the
// component names it looks up (identifiers, `A.B` members), no more.
const evaluate = (node) => {
  if (node.type === 'Literal') return node.value;
  if (node.type === 'Identifier') return components[node.name];
  if (node.type === 'MemberExpression') return evaluate(node.object)?.[node.property.name];
  return undefined;
};
const createEvaluater = () => ({ evaluateExpression: evaluate, evaluateProgram: () => undefined });

async function byCompile(source) {
  const code = String(await compile(source, { outputFormat: 'function-body', remarkPlugins }));
  const { default: Content } = await run(code, { ...runtime, baseUrl: import.meta.url });
  return renderToString(h(Content, { components }));
}

async function byTree(source) {
  return fromTree(toHast.parse(source));
}

// The tree path after its parse: remark-rehype, then toJsxRuntime and Preact's render.
async function fromTree(mdast) {
  const hast = await toHast.run(mdast);
  return renderToString(toJsxRuntime(hast, { ...runtime, components, createEvaluater, passKeys: false }));
}

function cpuOf(fn) {
  return async () => {
    const start = process.cpuUsage();
    let failed = 0;
    for (const source of sources) await fn(source).catch(() => failed++);
    const cpu = process.cpuUsage(start);
    return { ms: (cpu.user + cpu.system) / 1000, failed };
  };
}

// One warm-up round each, then the measured round.
for (const source of sources.slice(0, 50)) {
  await byCompile(source).catch(() => undefined);
  await byTree(source).catch(() => undefined);
}
const compiled = await cpuOf(byCompile)();
const tree = await cpuOf(byTree)();
// The tree path less its parse: each page parsed untimed, then fromTree's CPU summed: what turning a
// parsed page into HTML costs whatever parses it.
let fromTreeUs = 0;
for (const source of sources) {
  const mdast = toHast.parse(source);
  const start = process.cpuUsage();
  await fromTree(mdast).catch(() => undefined);
  const cpu = process.cpuUsage(start);
  fromTreeUs += cpu.user + cpu.system;
}
// Not timed: the pages whose HTML differs between the two paths (a fair race renders the same).
let differing = 0;
for (const source of sources) {
  const [a, b] = await Promise.all([byCompile(source).catch(() => ''), byTree(source).catch(() => '-')]);
  if (a !== b) differing++;
}
process.stdout.write(
  `${JSON.stringify({ pages: sources.length, compileMs: compiled.ms, treeMs: tree.ms, fromTreeMs: fromTreeUs / 1000, failed: compiled.failed + tree.failed, differing })}\n`,
);
