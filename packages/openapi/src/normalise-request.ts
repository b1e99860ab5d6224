import type { EndpointModel } from './endpoint-model-types.ts';
import type { ExpansionBudget } from './expansion-budget.ts';
import { sampleSchema } from './sample-schema.ts';

/** One request, normalised once, that every code-sample language is written from. */
export interface NormalisedRequest {
  /** Upper-case method. */
  method: string;
  /** Full URL without the query string: server + path, path parameters filled. */
  url: string;
  /** Query parameters in order. */
  query: Array<[string, string]>;
  /** Headers in order (auth first, then parameters, then Content-Type). */
  headers: Array<[string, string]>;
  /** Cookies in order. */
  cookies: Array<[string, string]>;
  /** Body, if any: JSON (a value), form fields, or raw text. */
  body?: { mediaType: string; json?: unknown; form?: Array<[string, string]>; text?: string };
}

function scalar(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Example value for a parameter: its example, the schema's example/default/first enum, a sample, else `<name>`. */
function parameterValue(
  p: EndpointModel['parameters'][number],
  root: Record<string, unknown>,
  budget: ExpansionBudget | undefined,
): string {
  if (p.example !== undefined) return scalar(p.example);
  const s = p.schema;
  for (const v of [s.example, s.default, Array.isArray(s.enum) ? s.enum[0] : undefined])
    if (v !== undefined) return scalar(v);
  if (s.type === 'string' && s.format === undefined) return `<${p.name}>`;
  const sampled = sampleSchema(s, root, 'request', budget);
  return sampled === undefined || sampled === '' ? `<${p.name}>` : scalar(sampled);
}

/**
 * Builds the request the examples show. Query and header parameters: the required ones, or every
 * one when `all` (docs.json `api.examples.defaults`). The body is the media type's example, else a
 * sample of its schema.
 */
export function normaliseRequest(
  model: EndpointModel,
  root: Record<string, unknown>,
  options: { server?: string; defaults?: 'required' | 'all'; budget?: ExpansionBudget } = {},
): NormalisedRequest {
  const server = (options.server ?? model.servers[0]?.url ?? '').replace(/(?<!\/)\/+$/, '');
  let path = model.path;
  const query: Array<[string, string]> = [];
  const headers: Array<[string, string]> = [];
  const cookies: Array<[string, string]> = [];
  for (const auth of model.security) {
    if (auth.type === 'apiKey') {
      const pair: [string, string] = [auth.paramName ?? 'api_key', auth.defaultValue ?? '<api-key>'];
      if (auth.in === 'query') query.push(pair);
      else if (auth.in === 'cookie') cookies.push(pair);
      else headers.push(pair);
    } else if (auth.type === 'http' && auth.scheme === 'basic') {
      headers.push(['Authorization', `Basic ${auth.defaultValue ?? '<encoded-value>'}`]);
    } else {
      headers.push(['Authorization', `Bearer ${auth.defaultValue ?? '<token>'}`]);
    }
    break; // The first scheme is enough for an example; the page lists the others.
  }
  for (const p of model.parameters) {
    if (p.in === 'path') {
      const value = parameterValue(p, root, options.budget);
      path = path.replace(`{${p.name}}`, value.startsWith('<') ? `{${p.name}}` : encodeURIComponent(value));
      continue;
    }
    if (!p.required && options.defaults !== 'all') continue;
    const value = parameterValue(p, root, options.budget);
    if (p.in === 'query') query.push([p.name, value]);
    else if (p.in === 'header') headers.push([p.name, value]);
    else cookies.push([p.name, value]);
  }
  const request: NormalisedRequest = { method: model.method, url: server + path, query, headers, cookies };
  const content = model.body?.contents[0];
  if (content) {
    const value =
      content.example !== undefined ? content.example : sampleSchema(content.schema, root, 'request', options.budget);
    const mediaType = content.mediaType;
    if (/json/i.test(mediaType)) request.body = { mediaType, json: value ?? {} };
    else if (/form/i.test(mediaType)) {
      const obj = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
      request.body = { mediaType, form: Object.entries(obj).map(([k, v]) => [k, scalar(v)]) };
    } else request.body = { mediaType, text: typeof value === 'string' ? value : scalar(value) };
    if (!/multipart/i.test(mediaType)) headers.push(['Content-Type', mediaType]);
  }
  return request;
}

/** The URL with its query string, for display. */
export function fullUrl(request: NormalisedRequest): string {
  if (request.query.length === 0) return request.url;
  const qs = request.query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
  return `${request.url}?${qs}`;
}
