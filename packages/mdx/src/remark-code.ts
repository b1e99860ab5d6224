import { highlightCode, resolveLanguage } from '@docsgen/components';
import { warning } from '@docsgen/diagnostics';
import type { Code, Root } from 'mdast';
import type { PageState } from './page-state.ts';
import { parseCodeMeta } from './parse-code-meta.ts';
import { visitTree } from './visit-tree.ts';

function attribute(name: string, value: string | boolean | undefined) {
  if (value === undefined || value === false) return undefined;
  return { type: 'mdxJsxAttribute', name, value: value === true ? null : value };
}

/**
 * Highlights every fence at build time and replaces it with `<DocsgenCode>` (title, icon, copy
 * button, line options from the meta); ```` ```mermaid ```` becomes `<Mermaid>`. Unknown
 * languages render as plain text with a warning.
 */
export function remarkCode(state: PageState) {
  return async (tree: Root) => {
    // The imported snippets' fences were highlighted when each snippet was compiled, perhaps for
    // another page (snippets are cached): asked for again (from memory), so this page's highlight
    // store records them too and a later compile of this page alone finds them.
    const jobs: Array<Promise<unknown>> = state.fences.map((f) =>
      highlightCode(f.code, f.lang, f.options, state.highlightStore, state.codeTheme),
    );
    visitTree(tree, 'code', (node: Code, index, parent) => {
      if (!parent || index === undefined) return;
      const lang = (node.lang ?? '').trim();
      if (lang.toLowerCase() === 'mermaid') {
        state.features.add('mermaid');
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
      if (lang && resolveLanguage(lang, state.codeTheme) === undefined) {
        state.diagnostics.push(
          warning(
            'mdx/unknown-language',
            `Code block language \`${lang}\` is not known to the highlighter; it is shown as plain text.`,
            {
              file: state.file,
              line: node.position?.start.line,
              column: (node.position?.start.column ?? 1) + 3,
              length: lang.length,
              hint: 'Use a language id Shiki knows (e.g. `bash`, `json`, `ts`), or `text`.',
            },
          ),
        );
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
      state.fences.push(fence);
      jobs.push(
        highlightCode(fence.code, fence.lang, fence.options, state.highlightStore, state.codeTheme).then((html) => {
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
