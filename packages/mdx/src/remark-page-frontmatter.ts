import type { Root } from 'mdast';
import type { PageState } from './page-state.ts';
import { parseFrontmatter } from './parse-frontmatter.ts';

/** Parses the YAML frontmatter node into state.frontmatter and removes it from the tree. */
export function remarkPageFrontmatter(state: PageState) {
  return (tree: Root) => {
    const index = tree.children.findIndex((n) => n.type === 'yaml');
    if (index >= 0) {
      const node = tree.children[index] as { value: string; position?: { start: { line: number } } };
      const firstLine = (node.position?.start.line ?? 1) + 1;
      const parsed = parseFrontmatter({ yaml: node.value, firstLine, file: state.file });
      state.frontmatter = parsed.frontmatter;
      state.frontmatterLine = firstLine;
      state.diagnostics.push(...parsed.diagnostics);
      tree.children.splice(index, 1);
    }
  };
}
