import path from 'node:path';

/**
 * True when `target` is `root` or lies inside it (both absolute; separator-aware, so `/x/dist-evil`
 * is not inside `/x/dist`). The one definition: the read gate, the docs scan, `$ref` and import
 * resolution, the output-folder checks all ask it, root first.
 */
export function isInside(root: string, target: string): boolean {
  const rel = path.relative(root, target);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${path.sep}`) && !path.isAbsolute(rel));
}
