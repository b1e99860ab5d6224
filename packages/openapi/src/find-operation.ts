import { closestMatches } from '@docsgen/diagnostics';
import { FIXED_METHODS } from './parse-endpoint-ref.ts';
import type { LoadedSpec, OperationInfo } from './types.ts';

const FIXED = new Set<string>([...FIXED_METHODS, 'WEBHOOK']);

function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/(?<!\/)\/+$/, '') : path;
}

function sameMethod(spec: string, asked: string): boolean {
  const upper = asked.toUpperCase();
  // Fixed methods (and `webhook`) match in any case; others must match exactly (reference §2.5).
  return FIXED.has(upper) ? spec.toUpperCase() === upper : spec === asked;
}

/** The operation `METHOD path` (or `WEBHOOK name`) of a spec; trailing slashes are ignored. */
export function findOperation(spec: LoadedSpec, method: string, path: string): OperationInfo | undefined {
  const isWebhook = method.toUpperCase() === 'WEBHOOK';
  const wanted = isWebhook ? path.trim() : trimSlash(path);
  const ofMethod = (op: OperationInfo) => op.method !== 'WEBHOOK' && sameMethod(op.method, method);
  if (isWebhook) return spec.operations.find((op) => op.method === 'WEBHOOK' && op.path === wanted);
  // The path as written first: a spec may hold both `/items` and `/items/`, each its own page.
  return (
    spec.operations.find((op) => ofMethod(op) && op.path === path) ??
    spec.operations.find((op) => ofMethod(op) && trimSlash(op.path) === wanted)
  );
}

/** `METHOD /path` label of an operation, as users write it in navigation. */
export function operationLabel(op: OperationInfo): string {
  return op.method === 'WEBHOOK' ? `webhook ${op.path}` : `${op.method} ${op.path}`;
}

/**
 * Operations closest to `METHOD path`, best first, as `GET /users/{id}` strings for "did you mean".
 * Same path with another method, and the same path with renamed parameters, come first.
 */
export function closestOperations(spec: LoadedSpec, method: string, path: string, max = 3): string[] {
  const shape = (p: string) =>
    trimSlash(p)
      .replace(/\{[^{}]*\}/g, '{}')
      .toLowerCase();
  const wanted = shape(path);
  const candidates = spec.operations.filter((op) => !op.excluded);
  const sameShape = candidates.filter((op) => op.method !== 'WEBHOOK' && shape(op.path) === wanted);
  sameShape.sort((a, b) => Number(!sameMethod(a.method, method)) - Number(!sameMethod(b.method, method)));
  const first = sameShape.map(operationLabel);
  const labels = candidates.map(operationLabel);
  const asked = method.toUpperCase() === 'WEBHOOK' ? `webhook ${path}` : `${method.toUpperCase()} ${path}`;
  const near = closestMatches(asked, labels, max);
  // Fall back to nearest paths alone so a typo in a long path still gets a suggestion.
  const byPath = closestMatches(
    path,
    candidates.map((op) => op.path),
    max,
  ).flatMap((p) => candidates.filter((op) => op.path === p).map(operationLabel));
  return [...new Set([...first, ...near, ...byPath])].slice(0, max);
}
