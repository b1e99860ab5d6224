import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import './compile-data.ts';
import { reportDiagnostic } from './file-messages.ts';
import { parseFrontmatter } from './parse-frontmatter.ts';

/** Parses the YAML frontmatter node into `file.data.frontmatter` (and its first line) and removes it from the tree. */
export function remarkPageFrontmatter() {
  return (tree: Root, file: VFile) => {
    const index = tree.children.findIndex((n) => n.type === 'yaml');
    if (index >= 0) {
      const node = tree.children[index] as { value: string; position?: { start: { line: number } } };
      const firstLine = (node.position?.start.line ?? 1) + 1;
      const parsed = parseFrontmatter({ yaml: node.value, firstLine, file: file.path });
      file.data.frontmatter = parsed.frontmatter;
      file.data.frontmatterLine = firstLine;
      for (const d of parsed.diagnostics) reportDiagnostic(file, d);
      tree.children.splice(index, 1);
    }
  };
}
