// The servers an OpenAPI document names, as the API playground offers them: the endpoint model
// takes each operation's list (endpoint-model.ts), and `docsgen build --csp` checks every one where
// it is written (policy-source-warnings.ts in @docsgen/site).

import { isObj, type Obj } from '@docsgen/diagnostics/is-obj';
import { OPERATION_KEYS } from './operations-of.ts';
import { pointerSegment } from './parse-spec-text.ts';

/** A server object's URL with each `{name}` replaced by its variable's default (kept when it has none). */
export function serverUrl(server: Obj): string | undefined {
  if (typeof server.url !== 'string') return undefined;
  const vars = isObj(server.variables) ? server.variables : {};
  return server.url.replace(/\{([^{}]+)\}/g, (whole, name: string) => {
    const v = vars[name];
    return isObj(v) && v.default !== undefined ? String(v.default) : whole;
  });
}

/** Swagger 2's servers: one per scheme, from `host` and `basePath`. */
export function swagger2Servers(doc: Obj): Array<{ url: string }> {
  if (typeof doc.host !== 'string') return typeof doc.basePath === 'string' ? [{ url: doc.basePath }] : [];
  const schemes = Array.isArray(doc.schemes) && doc.schemes.length > 0 ? doc.schemes.map(String) : ['https'];
  const base = typeof doc.basePath === 'string' ? doc.basePath.replace(/\/$/, '') : '';
  return schemes.map((s) => ({ url: `${s}://${doc.host}${base}` }));
}

/** A server URL of a spec and the JSON pointer of what it is made from (`/servers/0/url`, `/host`). */
export interface SpecServer {
  url: string;
  pointer: string;
}

/** Every server URL of a document (its own, each path's, each operation's), in document order; not webhooks' (no playground). */
export function specServers(doc: Obj): SpecServer[] {
  if (typeof doc.swagger === 'string') {
    const pointer = typeof doc.host === 'string' ? '/host' : '/basePath';
    return swagger2Servers(doc).map(({ url }) => ({ url, pointer }));
  }
  const out: SpecServer[] = [];
  const list = (servers: unknown, at: string) => {
    if (!Array.isArray(servers)) return;
    servers.forEach((s, i) => {
      const url = isObj(s) ? serverUrl(s) : undefined;
      if (url !== undefined) out.push({ url, pointer: `${at}/servers/${i}/url` });
    });
  };
  list(doc.servers, '');
  const paths = isObj(doc.paths) ? doc.paths : {};
  for (const [key, item] of Object.entries(paths)) {
    if (!isObj(item)) continue;
    const at = `/paths/${pointerSegment(key)}`;
    list(item.servers, at);
    for (const method of OPERATION_KEYS)
      if (isObj(item[method])) list((item[method] as Obj).servers, `${at}/${method}`);
    // OpenAPI 3.2's other methods (endpoint-model.ts's operationObjects reads them too).
    const more = isObj(item.additionalOperations) ? item.additionalOperations : {};
    for (const [method, op] of Object.entries(more))
      if (isObj(op)) list(op.servers, `${at}/additionalOperations/${pointerSegment(method)}`);
  }
  return out;
}
