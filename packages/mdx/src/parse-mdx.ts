// The parse step of the MDX pipeline: satteri (native, MIT) turns a page into mdast, with micromark
// (remark-parse + remark-mdx, what @mdx-js/mdx uses) as the fallback. Everything after the parse
// (remark and rehype plugins, @mdx-js/mdx's compile to JavaScript) is the same either way.
//
// Choice: DOCSGEN_PARSER=micromark (or =satteri) in the environment, or the `parser` setting of a
// compile. satteri is used by default and whenever its native binary loads; when it does not,
// micromark is used and the main thread says so once (page workers fall back silently: the build
// calls activeParser() in the main thread when it starts its pool).
import type { Root } from 'mdast';
import type { Processor } from 'unified';
import { attachEstree } from './attach-estree.ts';
import { findTooDeep, MAX_NESTING_DEPTH } from './nesting-depth.ts';
import { loadedSatteri } from './parser-choice.ts';
import { visitTree } from './visit-tree.ts';

export { activeParser, loadSatteri, type ParserName, requestedParser } from './parser-choice.ts';

type Satteri = typeof import('satteri');

/**
 * unified plugin: replaces the processor's parser (remark-parse, set by @mdx-js/mdx) with satteri.
 * Use it first among the remark plugins, after `await activeParser()` said `satteri`.
 */
export function remarkSatteriParse(this: Processor) {
  const satteri = loadedSatteri();
  // biome-ignore lint/suspicious/noExplicitAny: unified types its parser slot per processor.
  const processor = this as any;
  const micromark = processor.parser as ((doc: string, file: unknown) => Root) | undefined;
  if (!satteri || !micromark) return;
  processor.parser = (doc: string, file: { extname?: string }) =>
    parseWithSatteri(satteri, doc, MARKDOWN_EXTENSIONS.test(file.extname ?? ''), () => micromark(doc, file));
}

// The extensions @mdx-js/mdx compiles as plain Markdown (its `format: 'detect'`): no JSX, no expressions.
const MARKDOWN_EXTENSIONS = /^\.(md|markdown|mdown|mkdn|mkd|mdwn|mkdown|ron)$/i;
const FEATURES = { features: { gfm: true, math: true, frontmatter: true } } as const;

/**
 * satteri's tree with the data micromark's extensions add. A page satteri (or acorn) rejects is parsed again
 * with micromark, so its diagnostic is today's (message, line, column, hint); a page that micromark
 * accepts there (none in the corpora) gets satteri's located message. TOML frontmatter, which
 * docsgen does not read as frontmatter (remark-frontmatter is set to YAML only), is micromark's too.
 */
function parseWithSatteri(satteri: Satteri, doc: string, markdown: boolean, micromark: () => Root): Root {
  let tree: Root;
  // CommonMark (and micromark) read a NUL as U+FFFD; satteri keeps it. One code unit for one: no
  // position moves. A final line ending is added when there is none: satteri 0.10.5 panics (and
  // aborts the process) on some inputs that end without one (tests/fuzz/mdx.fuzz.test.ts).
  const nul = doc.includes('\0') ? doc.replaceAll('\0', '\uFFFD') : doc;
  const text = nul.endsWith('\n') ? nul : `${nul}\n`;
  // Refused before satteri sees it: satteri cannot be stopped, and deep nesting takes it minutes
  // or crashes the process (nesting-depth.ts). Not retried with micromark either.
  const deep = findTooDeep(text, !markdown);
  if (deep) throw tooDeepError(deep);
  try {
    tree = (markdown ? satteri.markdownToMdast(text, FEATURES) : satteri.mdxToMdast(text, FEATURES)) as Root;
    if (tree.children[0]?.type === ('toml' as never)) return micromark();
    // acorn, like micromark's extensions, may reject code satteri's own JavaScript parser took.
    attachEstree(tree, text);
  } catch (e) {
    const located = e instanceof Error && 'line' in e ? e : locatedError(e);
    micromark();
    throw located;
  }
  attachMathData(tree);
  return tree;
}

/** The located error of a page nested past {@link MAX_NESTING_DEPTH}. */
function tooDeepError(deep: NonNullable<ReturnType<typeof findTooDeep>>): Error {
  const what = { elements: 'a tag', brackets: 'a bracket', blocks: 'a block quote or list item' }[deep.kind];
  const reason = `the page nests more than ${MAX_NESTING_DEPTH} levels deep here (tags, brackets, block quotes and lists together; ${what} opens the level past the limit). docsgen refuses such a page before parsing it: no real page nests this deep, and the parser's time grows faster than the depth`;
  return Object.assign(new Error(reason), {
    reason,
    line: deep.line,
    column: deep.column,
    source: 'docsgen',
    ruleId: 'too-deep',
  });
}

/** satteri's message starts with `line:column: `; the error carries them as a VFileMessage does. */
export function locatedError(e: unknown): Error {
  const message = String((e as Error)?.message ?? e);
  const m = /^(\d+):(\d+)(?:-\d+:\d+)?:\s*([\s\S]*?)(?:\s*\(([\w-]+):([\w-]+)\))?\s*$/.exec(message);
  if (!m) return e instanceof Error ? e : new Error(message);
  return Object.assign(new Error(m[3]), {
    reason: m[3],
    line: Number(m[1]),
    column: Number(m[2]),
    source: 'satteri',
    // The hints key on micromark's rule names; satteri names most of its errors `unexpected-character`.
    ruleId: /^Unexpected character/.test(m[3]!) ? (m[5] ?? null) : null,
  });
}

/** The data mdast-util-math's parser adds, which remark-rehype turns into rehype-katex's input. */
function attachMathData(tree: Root): void {
  visitTree(tree, (node) => {
    if (node.type === 'math') {
      const value = (node as { value: string }).value;
      node.data = {
        ...node.data,
        hName: 'pre',
        hChildren: [
          {
            type: 'element',
            tagName: 'code',
            properties: { className: ['language-math', 'math-display'] },
            children: [{ type: 'text', value }],
          },
        ],
      } as never;
    } else if (node.type === 'inlineMath') {
      const value = (node as { value: string }).value;
      node.data = {
        ...node.data,
        hName: 'code',
        hProperties: { className: ['language-math', 'math-inline'] },
        hChildren: [{ type: 'text', value }],
      } as never;
    }
    return undefined;
  });
}
