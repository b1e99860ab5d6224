import type { LoadedSpec, OperationInfo } from './types.ts';

/**
 * Mintlify's slug segment cleaner (reference §2.5): spaces and `{param}` become `-`, leading and
 * trailing `-` go, the characters `{}(),.'` newline and `/` are deleted, then `--` collapses.
 * The order matters: `{id}` turns into `-` before braces are deleted.
 */
export function cleanSlugSegment(value: string): string {
  return value
    .replace(/ /g, '-')
    .replace(/\{[^{}]*\}/g, '-')
    .replace(/^-+|(?<!-)-+$/g, '')
    .replace(/[{}(),.'\n/]/g, '')
    .replace(/--/g, '-');
}

/** Map key of an operation in {@link endpointSlugs}: `GET /users` or `WEBHOOK newPet`. */
export function operationKey(op: Pick<OperationInfo, 'method' | 'path'>): string {
  return `${op.method} ${op.path}`;
}

/** The slug of one operation before collision suffixes: `<directory|api-reference>/<tag>/<summary|method-path>`. */
export function baseEndpointSlug(op: OperationInfo, directory?: string): string {
  const dir = (directory ?? 'api-reference').replace(/^[./]+|(?<!\/)\/+$/g, '');
  const tag = op.tags[0] ? cleanSlugSegment(op.tags[0]) : '';
  const summary = op.summary ? cleanSlugSegment(op.summary) : '';
  const name =
    summary || (op.method === 'WEBHOOK' ? cleanSlugSegment(op.path) : `${op.method}-${cleanSlugSegment(op.path)}`);
  return [dir, tag, name]
    .filter((s) => s !== '')
    .join('/')
    .toLowerCase();
}

/**
 * Slug (no leading slash) of every non-excluded operation and webhook of a spec, in document order.
 * Collisions get `-1`, `-2`… in document order; `x-mint.href` replaces the slug entirely.
 */
export function endpointSlugs(spec: LoadedSpec, directory?: string): Map<string, string> {
  const slugs = new Map<string, string>();
  const taken = new Set<string>();
  for (const op of spec.operations) {
    if (op.excluded) continue;
    if (op.hrefOverride !== undefined) {
      const href = op.hrefOverride.replace(/^\/+|(?<!\/)\/+$/g, '');
      slugs.set(operationKey(op), href);
      taken.add(href);
      continue;
    }
    const base = baseEndpointSlug(op, directory);
    let slug = base;
    for (let n = 1; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    slugs.set(operationKey(op), slug);
  }
  return slugs;
}
