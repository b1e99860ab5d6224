import type { OperationInfo } from './types.ts';

/**
 * The title of an operation's page at `url` (its route URL, or its slug): the title the spec names
 * (`x-mint.metadata.title`, else the summary), else, as Mintlify titles a page it generates or an
 * `openapi:` page whose operation names none, the last segment of its slug with each `-` and `_` a
 * space and its first letter capitalised: `get-users-posts-1` → "Get users posts 1" (the slug is
 * lowercase, and a second operation with the same slug keeps its `-1`).
 */
export function endpointTitle(op: Pick<OperationInfo, 'title' | 'untitled'>, url: string): string {
  if (!op.untitled) return op.title;
  const last = url.split('?')[0]!.split('/').at(-1) ?? '';
  const words = last.replace(/[-_]/g, ' ');
  return words === '' ? op.title : words.charAt(0).toUpperCase() + words.slice(1);
}
