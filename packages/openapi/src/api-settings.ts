import { isObj } from '@docsgen/diagnostics/is-obj';

/**
 * The docs.json `api` settings the API pages read. Structurally a subset of `DocsConfig['api']`
 * from @docsgen/config, so that value can be passed as is; anything else is narrowed by {@link apiSettings}.
 */
export interface ApiSettings {
  /** Example generation. */
  examples?: {
    /** Languages of the generated request examples, in order; default cURL, Python, JavaScript, Go. */
    languages?: string[];
    /** `all` (default, as documented): examples carry every parameter; `required`: required ones only. */
    defaults?: 'required' | 'all';
    /** Fill the playground's inputs with the spec's examples (`x-default` first); default false (shown as placeholders). */
    prefill?: boolean;
    /** Generate request examples from the spec; default true. False: only `x-codeSamples`. */
    autogenerate?: boolean;
  };
  /** Parameter display. */
  params?: {
    /** `all`: nested fields start expanded; `closed` (default): collapsed. */
    expanded?: 'all' | 'closed';
    /** Schema keys shown as pills after every parameter's name; default none. */
    post?: string[];
  };
  /** `full`: the endpoint header shows the base URL too; default the path only. */
  url?: 'full';
  /** The Try it panel. */
  playground?: {
    /** `none` hides the panel; any other value (default `interactive`) shows it. */
    display?: string;
    /** Send requests through a proxy; default true. */
    proxy?: boolean;
    /** Include cookies on direct (unproxied) requests; default false. */
    credentials?: boolean;
    /** docsgen only, not a docs.json key: the proxy a built site uses (`docsgen build --playground-proxy`). */
    proxyUrl?: string;
  };
  /** Settings of hand-written (`api:` frontmatter) pages. */
  mdx?: {
    /** Base URL(s) of requests written with a path only; default none. */
    server?: string | string[];
    /** Auth of those requests; default none. */
    auth?: { method?: string; name?: string };
  };
}

/** Narrows an unknown `api` value to {@link ApiSettings}, dropping malformed parts. */
export function apiSettings(value: unknown): ApiSettings {
  if (!isObj(value)) return {};
  const out: ApiSettings = {};
  if (isObj(value.examples)) {
    const ex = value.examples;
    out.examples = {};
    if (Array.isArray(ex.languages))
      out.examples.languages = ex.languages.filter((l): l is string => typeof l === 'string');
    if (ex.defaults === 'all' || ex.defaults === 'required') out.examples.defaults = ex.defaults;
    if (typeof ex.prefill === 'boolean') out.examples.prefill = ex.prefill;
    if (typeof ex.autogenerate === 'boolean') out.examples.autogenerate = ex.autogenerate;
  }
  if (isObj(value.params)) {
    const params = value.params;
    out.params = {};
    if (params.expanded === 'all' || params.expanded === 'closed') out.params.expanded = params.expanded;
    if (Array.isArray(params.post)) out.params.post = params.post.filter((k): k is string => typeof k === 'string');
  }
  if (value.url === 'full') out.url = 'full';
  if (isObj(value.playground)) {
    const pg = value.playground;
    out.playground = {};
    if (typeof pg.display === 'string') out.playground.display = pg.display;
    if (typeof pg.proxy === 'boolean') out.playground.proxy = pg.proxy;
    if (typeof pg.credentials === 'boolean') out.playground.credentials = pg.credentials;
    if (typeof pg.proxyUrl === 'string' && /^https?:\/\//i.test(pg.proxyUrl)) out.playground.proxyUrl = pg.proxyUrl;
  }
  if (isObj(value.mdx)) {
    const mdx = value.mdx;
    out.mdx = {};
    if (typeof mdx.server === 'string') out.mdx.server = mdx.server;
    else if (Array.isArray(mdx.server)) out.mdx.server = mdx.server.filter((s): s is string => typeof s === 'string');
    if (isObj(mdx.auth)) {
      const auth: { method?: string; name?: string } = {};
      if (typeof mdx.auth.method === 'string') auth.method = mdx.auth.method;
      if (typeof mdx.auth.name === 'string') auth.name = mdx.auth.name;
      out.mdx.auth = auth;
    }
  }
  return out;
}

/**
 * docs.json `api` with the proxy a built site sends playground requests through (the build's
 * `--playground-proxy`); `api` as is when there is none.
 */
export function withPlaygroundProxy(api: unknown, proxyUrl: string | undefined): unknown {
  if (!proxyUrl) return api;
  const base = isObj(api) ? api : {};
  const playground = isObj(base.playground) ? base.playground : {};
  return { ...base, playground: { ...playground, proxyUrl } };
}

/**
 * What `api.playground.display` shows: `interactive` (default, and for unknown values) the bar with
 * Send and an input beside each field; `simple` the method and path with a copy button; `none`
 * nothing. `auth` shows the playground to signed-in readers only, and a static site has none: `none`.
 */
export function playgroundMode(settings: ApiSettings): 'interactive' | 'simple' | 'none' {
  const display = settings.playground?.display;
  if (display === 'simple') return 'simple';
  if (display === 'none' || display === 'auth') return 'none';
  return 'interactive';
}
