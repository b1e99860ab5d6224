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
 * Collisions get `-1`, `-2`… in document order; `x-mint.href` replaces the slug entirely. `href`
 * gives an operation's href as a slug, or undefined when it has none or its href is refused (the
 * caller's route check, which reports it): the slug is made as without one. Default: the href
 * with its outer slashes trimmed.
 */
export function endpointSlugs(
  spec: LoadedSpec,
  directory?: string,
  href: (op: OperationInfo) => string | undefined = (op) => op.hrefOverride?.replace(/^\/+|(?<!\/)\/+$/g, ''),
): Map<string, string> {
  const slugs = new Map<string, string>();
  const taken = new Set<string>();
  for (const op of spec.operations) {
    if (op.excluded) continue;
    const own = op.hrefOverride === undefined ? undefined : href(op);
    if (own !== undefined) {
      slugs.set(operationKey(op), own);
      taken.add(own);
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
