import type { EndpointRef } from './types.ts';

/** The methods OpenAPI names as fixed path-item fields; these match case-insensitively. */
export const FIXED_METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE', 'QUERY'] as const;

const FIXED = new Set<string>(FIXED_METHODS);
const METHOD_TOKEN = /^[A-Za-z][A-Za-z-]*$/;

/**
 * Parses `[spec] METHOD /path` or `[spec] webhook name`. Fixed methods are case-insensitive and
 * returned upper-case; any other method token is kept exactly as written (the reference: non-fixed
 * methods must match the spec case-sensitively and their path must start with `/`). Returns
 * undefined for anything else, e.g. a plain page path like `guides/get-started`.
 */
export function parseEndpointRef(entry: string): EndpointRef | undefined {
  const tokens = entry.trim().split(/\s+/);
  if (tokens.length < 2) return undefined;
  // `webhook name` or `spec webhook name`: the name may contain spaces.
  const webhookAt = tokens[0]!.toLowerCase() === 'webhook' ? 0 : tokens[1]!.toLowerCase() === 'webhook' ? 1 : -1;
  if (webhookAt >= 0 && tokens.length > webhookAt + 1) {
    const name = tokens.slice(webhookAt + 1).join(' ');
    return { ...(webhookAt === 1 ? { spec: tokens[0]! } : {}), method: 'WEBHOOK', path: name };
  }
  if (tokens.length === 2) return methodAndPath(tokens[0]!, tokens[1]!);
  if (tokens.length === 3) {
    const ref = methodAndPath(tokens[1]!, tokens[2]!);
    return ref ? { spec: tokens[0]!, ...ref } : undefined;
  }
  return undefined;
}

function methodAndPath(method: string, path: string): EndpointRef | undefined {
  if (!path.startsWith('/') || !METHOD_TOKEN.test(method)) return undefined;
  const upper = method.toUpperCase();
  return { method: FIXED.has(upper) ? upper : method, path };
}
