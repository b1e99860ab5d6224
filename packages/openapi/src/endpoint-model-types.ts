// The endpoint model's types: what an endpoint page shows of one operation (endpoint-model.ts
// builds it, operation-contents.ts its bodies, responses and callbacks).

type Obj = Record<string, unknown>;

/** A parameter of an operation, path-item and operation levels merged. */
export interface ParameterModel {
  /** Parameter name. */
  name: string;
  /** `path`, `query`, `header` or `cookie`. */
  in: 'path' | 'query' | 'header' | 'cookie';
  /** Required (path parameters always are). */
  required: boolean;
  /** `deprecated: true`. */
  deprecated: boolean;
  /** Description (Markdown), if any. */
  description?: string;
  /** The parameter's schema (2.0 parameters are lifted into one). */
  schema: Obj;
  /** `example`, or the first of `examples`, if any. */
  example?: unknown;
}

/** One media type of a request body or response. */
export interface ContentModel {
  /** Media type, e.g. `application/json`. */
  mediaType: string;
  /** Schema, if any. */
  schema?: Obj;
  /** Explicit example (`example`, or the first of `examples`), if any. */
  example?: unknown;
  /** Named examples (`examples` with two or more entries), in document order; default none. */
  examples?: NamedExample[];
}

/** One entry of a media type's `examples`. */
export interface NamedExample {
  /** Key in `examples`. */
  name: string;
  /** `summary`, else the key: what the example selector shows. */
  label: string;
  /** `value`. */
  value: unknown;
}

/** A callback of an operation: one request the API sends to a URL the caller gave. */
export interface CallbackModel {
  /** Key in `callbacks`. */
  name: string;
  /** The runtime expression naming the URL (`{$request.body#/callbackUrl}`). */
  expression: string;
  /** Upper-case method. */
  method: string;
  /** `summary`, if any. */
  summary?: string;
  /** Description (Markdown), if any. */
  description?: string;
  /** Request body, if any. */
  body?: { required: boolean; description?: string; contents: ContentModel[] };
  /** Responses the callback expects. */
  responses: ResponseModel[];
}

/** One response of an operation. */
export interface ResponseModel {
  /** Status code or `default`. */
  status: string;
  /** Description (Markdown), if any. */
  description?: string;
  /** Bodies by media type, in document order. */
  contents: ContentModel[];
  /** Response headers: name → schema and description. */
  headers: Array<{ name: string; schema: Obj; description?: string }>;
}

/** A security scheme the operation accepts. */
export interface SecurityModel {
  /** Name in `components.securitySchemes`. */
  name: string;
  /** `http`, `apiKey`, `oauth2`, `openIdConnect` (2.0 `basic` becomes http/basic). */
  type: string;
  /** For http: `bearer`, `basic`…. */
  scheme?: string;
  /** For apiKey: where the key goes. */
  in?: 'header' | 'query' | 'cookie';
  /** For apiKey: the header/query/cookie name. */
  paramName?: string;
  /** Description (Markdown), if any. */
  description?: string;
  /** Placeholder/default value (`x-default`), if any. */
  defaultValue?: string;
}

/** Everything an endpoint page shows, normalised across OpenAPI 2.0, 3.0 and 3.1. */
export interface EndpointModel {
  /** Real HTTP method, upper-case (webhooks: the method of the webhook's operation). */
  method: string;
  /** Path, or the webhook name. */
  path: string;
  /** True for webhooks (requests the API sends, not receives). */
  webhook: boolean;
  /** The operation object. */
  op: Obj;
  /** Server URLs with variables filled by their defaults (operation, path item, then document). */
  servers: Array<{ url: string; description?: string }>;
  /** Parameters in document order. */
  parameters: ParameterModel[];
  /** Accepted security schemes (every alternative, deduplicated). */
  security: SecurityModel[];
  /** Request body, if any. */
  body?: { required: boolean; description?: string; contents: ContentModel[] };
  /** Responses in document order. */
  responses: ResponseModel[];
  /**
   * `x-codeSamples` / `x-code-samples`: `lang` names the language, `label` (when given) tells apart
   * several samples of one language (api-playground/adding-sdk-examples.mdx).
   */
  codeSamples: Array<{ lang: string; label?: string; source: string }>;
  /** `callbacks`, each method of each expression; default none. */
  callbacks?: CallbackModel[];
}
