import { type ComponentChildren, toChildArray, type VNode } from 'preact';
import type { ComponentDescriptor, ToMarkdown } from './component-descriptor.ts';
import { bool, IconNode, str } from './icon-node.tsx';
import { isJsxElement, type JsxElement, jsxAttribute } from './jsx-attributes.ts';
import { type AnyNode, paragraph, text } from './markdown-nodes.ts';
import { vnodeText } from './vnode-text.ts';

/** Props of `<Tree.Folder>`. */
export interface TreeFolderProps {
  /** Folder name (required). */
  name?: unknown;
  /** Open on load; default false. */
  defaultOpen?: unknown;
  /** Can be toggled; default true. */
  openable?: unknown;
  /** Emphasised; default false. */
  highlight?: unknown;
  /** Folders and files inside. */
  children?: ComponentChildren;
}

function TreeFolder({ name, defaultOpen, openable, highlight, children }: TreeFolderProps) {
  const open = bool(defaultOpen) || openable === false || openable === 'false';
  return (
    <li
      class={bool(highlight) ? 'dg-tree__folder tree-folder dg-tree__item--highlight' : 'dg-tree__folder tree-folder'}
    >
      <details open={open || undefined}>
        <summary class="dg-tree__label">
          <IconNode icon="folder" className="dg-tree__icon" />
          {str(name) ?? ''}
        </summary>
        <ul>{children}</ul>
      </details>
    </li>
  );
}

function TreeFile({ name, highlight }: { name?: unknown; highlight?: unknown }) {
  return (
    <li class={bool(highlight) ? 'dg-tree__file tree-file dg-tree__item--highlight' : 'dg-tree__file tree-file'}>
      <span class="dg-tree__label">
        <IconNode icon="file" className="dg-tree__icon" />
        {str(name) ?? ''}
      </span>
    </li>
  );
}

const LISTS = new Set(['ul', 'ol']);

/**
 * A Markdown list written inside `<Tree>`/`<FileTree>` as tree items: an item with a nested list
 * or a name ending in `/` is a folder (open when it has items), any other a file. Names are the
 * item's plain text, so `code` or **bold** formatting is dropped, as Mintlify does.
 */
function listToTree(list: VNode): VNode[] {
  const items = toChildArray((list.props as { children?: ComponentChildren }).children);
  return items.flatMap((item): VNode[] => {
    if (typeof item !== 'object' || item.type !== 'li') return [];
    const parts = toChildArray((item.props as { children?: ComponentChildren }).children);
    const nested = parts.filter((p): p is VNode => typeof p === 'object' && LISTS.has(p.type as string));
    const label = vnodeText(parts.filter((p) => !nested.includes(p as VNode))).trim();
    if (nested.length > 0 || label.endsWith('/')) {
      const inner = nested.flatMap(listToTree);
      return [
        (
          <TreeFolder name={label.replace(/(?<!\/)\/+$/, '')} defaultOpen={inner.length > 0}>
            {inner}
          </TreeFolder>
        ) as VNode,
      ];
    }
    return label ? [(<TreeFile name={label} />) as VNode] : [];
  });
}

/** `<Tree>` / `<FileTree>`: a file tree from `<Tree.Folder>`/`<Tree.File>` or from a Markdown list. */
function TreeRoot({ children }: { children?: ComponentChildren }) {
  const items = toChildArray(children).flatMap((c) =>
    typeof c === 'object' && LISTS.has(c.type as string) ? listToTree(c) : [c],
  );
  return <ul class="dg-tree tree">{items}</ul>;
}

/** `<Tree>` with `Tree.Folder` and `Tree.File`. */
export const Tree = Object.assign(TreeRoot, { Folder: TreeFolder, File: TreeFile });

/** `<FileTree>`: Mintlify's other name for `<Tree>`. */
export const FileTree = Tree;

// The Markdown list items of `<Tree.Folder>` (name followed by a slash, its contents nested) and
// `<Tree.File>` children (also spelled `FileTree.Folder`, `FileTree.File`).
function treeItems(node: JsxElement): AnyNode[] {
  const items: AnyNode[] = [];
  for (const element of node.children) {
    if (!isJsxElement(element)) continue;
    if (element.name?.endsWith('.Folder')) {
      const inner = treeItems(element);
      const name = `${jsxAttribute(element, 'name') ?? ''}/`;
      const nested = inner.length ? [{ type: 'list', ordered: false, spread: false, children: inner }] : [];
      items.push({ type: 'listItem', spread: false, children: [paragraph([text(name)]), ...nested] });
    } else if (element.name?.endsWith('.File')) {
      items.push({
        type: 'listItem',
        spread: false,
        children: [paragraph([text(jsxAttribute(element, 'name') ?? '')])],
      });
    }
  }
  return items;
}

const member: ToMarkdown = (m) => [
  { type: 'list', ordered: false, spread: false, children: treeItems({ ...m.node, children: [m.node] }) },
];

/** `<Tree>` (also `<FileTree>`): a nested Markdown list. */
export const tree: ComponentDescriptor = {
  render: Tree,
  toMarkdown: (m) => {
    // A Markdown list inside the tree is already the tree.
    const items = treeItems(m.node);
    return items.length > 0 ? [{ type: 'list', ordered: false, spread: false, children: items }] : m.children();
  },
  members: { Folder: { toMarkdown: member }, File: { toMarkdown: member } },
};
