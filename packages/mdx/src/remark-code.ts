import { type CodeTheme, type HighlightStore, highlightCode, resolveLanguage } from '@docsgen/components';
import type { Code, Root } from 'mdast';
import type { VFile } from 'vfile';
import { featuresOf, type HighlightedFence } from './compile-data.ts';
import { report } from './file-messages.ts';
import { parseCodeMeta } from './parse-code-meta.ts';
import { visitTree } from './visit-tree.ts';

function attribute(name: string, value: string | boolean | undefined) {
  if (value === undefined || value === false) return undefined;
  return { type: 'mdxJsxAttribute', name, value: value === true ? null : value };
}

/** Options of {@link remarkCode}. */
export interface RemarkCodeOptions {
  /** Where the page's highlighted code blocks are kept between builds (and told of each); default none. */
  highlightStore?: HighlightStore;
  /** docs.json `styling.codeblocks`: code block colours and custom languages; default the default theme. */
  codeTheme?: CodeTheme;
}

/**
 * Highlights every fence at build time and replaces it with `<DocsgenCode>` (title, icon, copy
 * button, line options from the meta); ```` ```mermaid ```` becomes `<Mermaid>`. Unknown
 * languages render as plain text with a warning.
 */
export function remarkCode(options: RemarkCodeOptions) {
  const { highlightStore, codeTheme } = options;
  return async (tree: Root, file: VFile) => {
    const fences: HighlightedFence[] = [...(file.data.snippetFences ?? [])];
    file.data.fences = fences;
    // The imported snippets' fences were highlighted when each snippet was compiled, perhaps for
    // another page (snippets are cached): asked for again (from memory), so this page's highlight
    // store records them too and a later compile of this page alone finds them.
    const jobs: Array<Promise<unknown>> = fences.map((f) =>
      highlightCode(f.code, f.lang, f.options, highlightStore, codeTheme),
    );
    visitTree(tree, 'code', (node: Code, index, parent) => {
      if (!parent || index === undefined) return;
      const lang = (node.lang ?? '').trim();
      if (lang.toLowerCase() === 'mermaid') {
        featuresOf(file).add('mermaid');
        const { placement, actions } = parseCodeMeta(node.meta);
        parent.children[index] = {
          type: 'mdxJsxFlowElement',
          name: 'Mermaid',
          attributes: [
            attribute('chart', node.value),
            attribute('placement', placement),
            attribute('actions', actions === undefined ? undefined : String(actions)),
          ].filter(Boolean),
          children: [],
          position: node.position,
        } as never;
        return;
      }
      const meta = parseCodeMeta(node.meta);
      if (lang && resolveLanguage(lang, codeTheme) === undefined) {
        const start = node.position?.start;
        report({
          file,
          place: start && { line: start.line, column: start.column + 3 },
          code: 'mdx/unknown-language',
          reason: `Code block language \`${lang}\` is not known to the highlighter; it is shown as plain text.`,
          details: {
            length: lang.length,
            hint: 'Use a language id Shiki knows (e.g. `bash`, `json`, `ts`), or `text`.',
          },
        });
      }
      const replacement = {
        type: 'mdxJsxFlowElement',
        name: 'DocsgenCode',
        attributes: [] as unknown[],
        children: [],
        position: node.position,
      };
      parent.children[index] = replacement as never;
      const fence = {
        code: node.value,
        lang: lang || 'text',
        options: { highlightLines: meta.highlightLines, focusLines: meta.focusLines },
      };
      fences.push(fence);
      jobs.push(
        highlightCode(fence.code, fence.lang, fence.options, highlightStore, codeTheme).then((html) => {
          replacement.attributes = [
            attribute('html', html),
            attribute('lang', lang || undefined),
            attribute('title', meta.title),
            attribute('icon', meta.icon),
            attribute('wrap', meta.wrap),
            attribute('lines', meta.lines),
            attribute('expandable', meta.expandable),
            attribute('nocopy', meta.nocopy),
          ].filter(Boolean);
        }),
      );
    });
    await Promise.all(jobs);
  };
}
