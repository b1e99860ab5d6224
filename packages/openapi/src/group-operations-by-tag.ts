import type { LoadedSpec, OperationInfo } from './types.ts';

/** Label of the group that collects operations without tags (reference §2.5). */
export const UNTAGGED_GROUP = 'API Reference';

/**
 * Operations grouped for bulk navigation: one group per first tag, labelled by `x-group`, the tag's
 * `summary`, else its name; untagged ones go to "API Reference". Groups and operations keep
 * document order; `x-excluded` operations are dropped, `x-hidden` ones kept (navigation hides them).
 */
export function groupOperationsByTag(spec: LoadedSpec): Array<{ label: string; operations: OperationInfo[] }> {
  const groups = new Map<string, OperationInfo[]>();
  for (const op of spec.operations) {
    if (op.excluded) continue;
    const tag = op.tags[0];
    const label = tag === undefined ? UNTAGGED_GROUP : (spec.tagLabels.get(tag) ?? tag);
    const list = groups.get(label);
    if (list) list.push(op);
    else groups.set(label, [op]);
  }
  return [...groups].map(([label, operations]) => ({ label, operations }));
}
