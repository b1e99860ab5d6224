import { isObj, type Obj } from '@docsgen/diagnostics/is-obj';
import type { ApiSettings } from './api-settings.ts';
import type { ContentModel, EndpointModel } from './endpoint-model-types.ts';
import { pillsOf } from './schema-fields.ts';
import type { TryItField, TryItFormField, TryItModel } from './try-it-panel.tsx';

/** How a security scheme is sent and described. */
export function authText(s: EndpointModel['security'][number]): {
  name: string;
  place: 'header' | 'query' | 'cookie';
  text: string;
} {
  if (s.type === 'apiKey') {
    return {
      name: s.paramName ?? 'api_key',
      place: s.in ?? 'header',
      text: `API key sent in the \`${s.paramName ?? 'api_key'}\` ${s.in ?? 'header'}.`,
    };
  }
  if (s.type === 'http' && s.scheme === 'basic') {
    return {
      name: 'Authorization',
      place: 'header',
      text: 'Basic authentication header of the form `Basic <encoded-value>`, where `<encoded-value>` is the base64-encoded string `username:password`.',
    };
  }
  return {
    name: 'Authorization',
    place: 'header',
    text: 'Bearer authentication header of the form `Bearer <token>`, where `<token>` is your auth token.',
  };
}

/** The panel's transport settings: proxy, credentials, the site whose auth values are remembered. */
export function playgroundTransport(
  settings: ApiSettings,
  base: string,
): Pick<TryItModel, 'proxy' | 'proxyUrl' | 'credentials' | 'site'> {
  const pg = settings.playground ?? {};
  return {
    ...(pg.proxy === false ? { proxy: false } : {}),
    ...(pg.proxy !== false && pg.proxyUrl ? { proxyUrl: pg.proxyUrl } : {}),
    ...(pg.credentials ? { credentials: true } : {}),
    site: base,
  };
}

/** Media types whose bytes are structured text, never a file upload. */
const STRUCTURED = /json|xml|^text\/|x-www-form-urlencoded|multipart|yaml/i;

/**
 * Whether a property is a file, as Mintlify's playground decides: a string with a binary
 * `contentMediaType` (base64 when `contentEncoding` is base64/base64url), or the older
 * `format: binary` / `format: base64`. `contentEncoding` alone stays text.
 */
export function fileKind(schema: Obj): 'binary' | 'base64' | undefined {
  if (schema.format === 'binary') return 'binary';
  if (schema.format === 'base64') return 'base64';
  if (typeof schema.contentMediaType === 'string' && !STRUCTURED.test(schema.contentMediaType)) {
    return /^base64(url)?$/i.test(String(schema.contentEncoding ?? '')) ? 'base64' : 'binary';
  }
  return undefined;
}

function text(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The example a field may be prefilled with: `x-default`, then `example`, then `default`. */
function exampleOf(schema: Obj, explicit?: unknown): string | undefined {
  return text(schema['x-default'] ?? explicit ?? schema.example ?? schema.default);
}

/** One input per property of a multipart or URL-encoded body (files as file inputs). */
function formFields(content: ContentModel, prefill: boolean): TryItFormField[] | undefined {
  const schema = content.schema;
  if (!isObj(schema) || !isObj(schema.properties)) return undefined;
  const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
  const example = isObj(content.example) ? content.example : {};
  return Object.entries(schema.properties).flatMap(([name, prop]) => {
    if (!isObj(prop) || prop.readOnly === true) return [];
    const items = prop.type === 'array' && isObj(prop.items) ? prop.items : undefined;
    const file = fileKind(items ?? prop);
    const field: TryItFormField = { name, required: required.has(name) };
    if (file) field.file = file;
    if (file && items) field.multiple = true;
    const value = exampleOf(prop, example[name]);
    if (!file && prefill && value !== undefined) field.value = value;
    return [field];
  });
}

/** What the panel shows for the request body: a form for multipart and URL-encoded bodies, else a text area. */
function bodyOf(
  model: EndpointModel,
  requestBody: string | undefined,
  prefill: boolean,
): Pick<TryItModel, 'body' | 'form'> {
  const first = model.body?.contents[0];
  if (!first) return {};
  if (/^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(first.mediaType)) {
    const fields = formFields(first, prefill);
    if (fields) return { form: { mediaType: first.mediaType, fields } };
  }
  if (requestBody === undefined) return {};
  return { body: { mediaType: first.mediaType, text: requestBody, prefill } };
}

/**
 * Builds the Try it model from an endpoint: auth first (an `x-default` always fills it), then
 * parameters, then the body. Parameters and body start empty with the spec's example as a
 * placeholder, or filled with it under `api.examples.prefill`.
 */
export function tryItModel(
  model: EndpointModel,
  requestBody: string | undefined,
  settings: ApiSettings,
  base: string,
): TryItModel {
  const prefill = settings.examples?.prefill === true;
  const fields: TryItField[] = [];
  const auth = model.security[0];
  if (auth) {
    const a = authText(auth);
    const field: TryItField = {
      name: a.name,
      in: 'auth',
      required: true,
      authIn: a.place === 'query' ? 'query' : 'header',
    };
    if (auth.type === 'http' && auth.scheme === 'basic') field.prefix = 'Basic ';
    else if (auth.type !== 'apiKey') {
      field.prefix = 'Bearer ';
      field.placeholder = 'enter bearer token'; // Mintlify's playground says so, not "enter Authorization".
    }
    if (auth.defaultValue) field.value = auth.defaultValue;
    fields.push(field);
  }
  for (const p of model.parameters) {
    if (p.in === 'cookie') continue; // Browsers do not let a page set Cookie on a cross-origin request.
    const f: TryItField = { name: p.name, in: p.in, required: p.required, ...pillsOf(p.schema, settings.params?.post) };
    const ex = exampleOf(p.schema, p.example);
    if (ex !== undefined) f[prefill ? 'value' : 'placeholder'] = ex;
    fields.push(f);
  }
  return {
    method: model.method,
    path: model.path,
    servers: model.servers.map((s) => s.url),
    fields,
    ...bodyOf(model, requestBody, prefill),
    ...playgroundTransport(settings, base),
  };
}
