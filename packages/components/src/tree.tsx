import { type ComponentChildren, toChildArray, type VNode } from 'preact';
import { bool, IconNode, str } from './icon-node.tsx';
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
    <li class={bool(highlight) ? 'dg-tree__folder dg-tree__item--highlight' : 'dg-tree__folder'}>
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
    <li class={bool(highlight) ? 'dg-tree__file dg-tree__item--highlight' : 'dg-tree__file'}>
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
          <TreeFolder name={label.replace(/\/+$/, '')} defaultOpen={inner.length > 0}>
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
  return <ul class="dg-tree">{items}</ul>;
}

/** `<Tree>` with `Tree.Folder` and `Tree.File`. */
export const Tree = Object.assign(TreeRoot, { Folder: TreeFolder, File: TreeFile });

/** `<FileTree>`: Mintlify's other name for `<Tree>`. */
export const FileTree = Tree;
