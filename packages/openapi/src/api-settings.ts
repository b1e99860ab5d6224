/**
 * The docs.json `api` settings the API pages read. Structurally a subset of `DocsConfig['api']`
 * from @docsgen/config, so that value can be passed as is; anything else is narrowed by {@link apiSettings}.
 */
export interface ApiSettings {
  /** Example generation. */
  examples?: {
    /** Languages of the generated request examples, in order; default cURL, Python, JavaScript, Go. */
    languages?: string[];
    /** `required` (default): examples carry required parameters only; `all`: every parameter. */
    defaults?: 'required' | 'all';
  };
  /** Parameter display. */
  params?: {
    /** `all`: nested fields start expanded; `closed` (default): collapsed. */
    expanded?: 'all' | 'closed';
  };
  /** The Try it panel. */
  playground?: {
    /** `none` hides the panel; any other value (default `interactive`) shows it. */
    display?: string;
  };
  /** Settings of hand-written (`api:` frontmatter) pages. */
  mdx?: {
    /** Base URL(s) of requests written with a path only; default none. */
    server?: string | string[];
    /** Auth of those requests; default none. */
    auth?: { method?: string; name?: string };
  };
}

function isObj(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
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
  }
  if (isObj(value.params) && (value.params.expanded === 'all' || value.params.expanded === 'closed')) {
    out.params = { expanded: value.params.expanded };
  }
  if (isObj(value.playground) && typeof value.playground.display === 'string') {
    out.playground = { display: value.playground.display };
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
