import type { ComponentChildren } from 'preact';
import { bool, IconNode, str } from './icon-node.tsx';

/** `<Tree>`: a file tree (nested `<Tree.Folder>` and `<Tree.File>`). */
function TreeRoot({ children }: { children?: ComponentChildren }) {
  return <ul class="dg-tree">{children}</ul>;
}

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

/** `<Tree>` with `Tree.Folder` and `Tree.File`. */
export const Tree = Object.assign(TreeRoot, { Folder: TreeFolder, File: TreeFile });
