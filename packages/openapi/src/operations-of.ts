import { isObj, type Obj } from '@docsgen/diagnostics/is-obj';
import { cleanSlugSegment } from './endpoint-slugs.ts';
import { pointerSegment } from './parse-spec-text.ts';
import type { OperationInfo } from './types.ts';

/** Path-item keys that hold operations (OpenAPI 3.2 adds `query`). */
export const OPERATION_KEYS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace', 'query'];

function str(v: unknown): string | undefined {
  return typeof v === 'string' && v.trim() !== '' ? v : undefined;
}

/** Title for an operation without a summary: "Get users pets" for `GET /users/{userId}/pets`. */
export function generatedTitle(method: string, path: string): string {
  const words = cleanSlugSegment(path).replace(/-/g, ' ').trim();
  if (method === 'WEBHOOK') return path;
  const verb = method.charAt(0).toUpperCase() + method.slice(1).toLowerCase();
  return words ? `${verb} ${words}` : verb;
}

function info(method: string, key: string, op: Obj, pointer: string): OperationInfo {
  const mint = isObj(op['x-mint']) ? op['x-mint'] : {};
  const metadata = isObj(mint.metadata) ? mint.metadata : undefined;
  const summary = str(op.summary);
  const named = str(metadata?.title) ?? summary;
  const title = named ?? generatedTitle(method, key);
  const result: OperationInfo = {
    method,
    path: key,
    key,
    tags: Array.isArray(op.tags) ? op.tags.filter((t): t is string => typeof t === 'string') : [],
    hidden: op['x-hidden'] === true,
    excluded: op['x-excluded'] === true,
    deprecated: op.deprecated === true,
    title,
  };
  const operationId = str(op.operationId);
  if (operationId) result.operationId = operationId;
  if (summary) result.summary = summary;
  // Mintlify titles a webhook page from its slug unless x-mint names a title (its summary only names the slug).
  if (!named || (method === 'WEBHOOK' && !str(metadata?.title))) result.untitled = true;
  const description = str(metadata?.description) ?? str(op.description);
  if (description) result.description = description;
  const href = str(mint.href);
  if (href) {
    result.hrefOverride = href;
    result.hrefPointer = `${pointer}/x-mint/href`;
  }
  const sidebarTitle = str(metadata?.sidebarTitle);
  if (sidebarTitle) result.sidebarTitle = sidebarTitle;
  if (metadata) result.metadata = metadata;
  const content = str(mint.content);
  if (content) result.content = content;
  return result;
}

/** Operations then webhooks of a (dereferenced) document, in document order. */
export function operationsOf(document: Obj): OperationInfo[] {
  const ops: OperationInfo[] = [];
  const paths = isObj(document.paths) ? document.paths : {};
  for (const [key, item] of Object.entries(paths)) {
    if (!isObj(item)) continue;
    for (const [method, op] of Object.entries(item)) {
      if (OPERATION_KEYS.includes(method) && isObj(op))
        ops.push(info(method.toUpperCase(), key, op, `/paths/${pointerSegment(key)}/${pointerSegment(method)}`));
    }
    // OpenAPI 3.2: methods outside the fixed set, matched case-sensitively.
    if (isObj(item.additionalOperations)) {
      for (const [method, op] of Object.entries(item.additionalOperations)) {
        if (isObj(op))
          ops.push(
            info(method, key, op, `/paths/${pointerSegment(key)}/additionalOperations/${pointerSegment(method)}`),
          );
      }
    }
  }
  const hooks = isObj(document.webhooks) ? document.webhooks : {};
  for (const [name, item] of Object.entries(hooks)) {
    if (!isObj(item)) continue;
    const method = OPERATION_KEYS.find((m) => isObj(item[m]));
    if (method) ops.push(info('WEBHOOK', name, item[method] as Obj, `/webhooks/${pointerSegment(name)}/${method}`));
  }
  return ops;
}

/** Tag name → label: `x-group`, else `summary`, else the name. */
export function tagLabelsOf(document: Obj): Map<string, string> {
  const labels = new Map<string, string>();
  if (!Array.isArray(document.tags)) return labels;
  for (const tag of document.tags) {
    if (!isObj(tag) || typeof tag.name !== 'string') continue;
    labels.set(tag.name, str(tag['x-group']) ?? str(tag.summary) ?? tag.name);
  }
  return labels;
}
