/** One input of the Try it form. */
export interface TryItField {
  /** Parameter name (or header name for auth). */
  name: string;
  /** Where it goes. */
  in: 'path' | 'query' | 'header' | 'cookie' | 'auth';
  /** Required marker. */
  required: boolean;
  /** Prefilled value; default empty. */
  value?: string;
  /** Example shown while the input is empty (not sent); default none. */
  placeholder?: string;
  /** Pills before and after the name, as in the reference (`x-mint.pre`/`post`, `api.params.post`); default none. */
  pre?: string[];
  post?: string[];
  /** For `auth`: what to put before the value (`Bearer `); default none. */
  prefix?: string;
  /** For `auth`: `header` or `query`. */
  authIn?: 'header' | 'query';
}

/** What the Try it panel needs. */
export interface TryItModel {
  /** Upper-case method. */
  method: string;
  /** Path template (`/plants/{id}`). */
  path: string;
  /** Server URLs from the spec; the first is preselected. */
  servers: string[];
  /** Inputs, auth first. */
  fields: TryItField[];
  /** Request body: media type and prefilled text; default none. */
  /** `prefill: false` shows the text as a placeholder (default: as the value). */
  body?: { mediaType: string; text: string; prefill?: boolean };
  /** A multipart or URL-encoded body as one input per field (files as file inputs); default none. */
  form?: { mediaType: string; fields: TryItFormField[] };
  /** Send through a proxy (`api.playground.proxy`, default true); false sends directly. */
  proxy?: boolean;
  /** The proxy a built site sends through (the build's `--playground-proxy`); default none (direct). */
  proxyUrl?: string;
  /** `api.playground.credentials`: include cookies on direct requests; default false. */
  credentials?: boolean;
  /** Site base path, naming where authentication values are remembered; default `/`. */
  site?: string;
}

/** One field of a multipart or URL-encoded body. */
export interface TryItFormField {
  /** Property name. */
  name: string;
  /** Required marker. */
  required: boolean;
  /** A file input: `binary` (sent as the file) or `base64` (sent as its base64 text); default a text input. */
  file?: 'binary' | 'base64';
  /** Several files (an array of files). */
  multiple?: boolean;
  /** Prefilled value of a text input; default empty. */
  value?: string;
}

/** The id of the page's Try it form: inputs in the parameter cards join it with `form=`. */
export const TRY_IT_FORM = 'dg-tryit-form';

/** Attributes of the endpoint page's root when the playground is interactive (read by src/client/try-it.ts). */
export function tryItAttributes(model: TryItModel): Record<string, string | undefined> {
  return {
    'data-dg-tryit': '',
    'data-tryit-method': model.method,
    'data-path': model.path,
    'data-proxy': model.proxy === false ? 'false' : undefined,
    'data-proxy-url': model.proxyUrl,
    'data-credentials': model.credentials ? 'true' : undefined,
    'data-site': model.site ?? '/',
  };
}

/** The path with each `{parameter}` in its own chip, as Mintlify's bar shows it. */
export function PathChips({ path }: { path: string }) {
  const parts = path.split(/(\{[^{}]+\})/).filter((p) => p !== '');
  return (
    <code class="dg-api-path">
      {parts.map((p) => (p.startsWith('{') ? <span class="dg-api-path__param">{p}</span> : p))}
    </code>
  );
}

/**
 * The method and path bar of an interactive endpoint: a form with the base URL (editable, its
 * choices in a list) and the Send button, which src/client/try-it.ts reveals; without script the
 * bar reads as the endpoint's method and path.
 */
export function TryItBar({ model, children }: { model: TryItModel; children?: preact.ComponentChildren }) {
  return (
    <form class="dg-api-endpoint dg-api-bar dg-tryit" id={TRY_IT_FORM} novalidate>
      {/* The base URL above (editable: a local server); then, as Mintlify's bar, the method and path
          in one bordered box with Send beside it. */}
      <input
        class="dg-tryit__server"
        name="server"
        aria-label="Base URL"
        data-tryit-server=""
        list={`${TRY_IT_FORM}-servers`}
        value={model.servers[0] ?? ''}
        placeholder="https://api.example.com"
        autocomplete="url"
        size={Math.max(12, (model.servers[0] ?? '').length)}
      />
      <datalist id={`${TRY_IT_FORM}-servers`}>
        {model.servers.map((s) => (
          <option value={s} />
        ))}
      </datalist>
      <div class="dg-api-bar__box">
        {children}
        <span class="dg-api-url">
          <PathChips path={model.path} />
        </span>
      </div>
      <button type="submit" class="dg-tryit__send tryit-button" hidden>
        Send
        <svg class="dg-tryit__send-icon" viewBox="0 0 16 16" aria-hidden="true" width="12" height="12">
          <path d="M4 2.5v11l9-5.5z" fill="currentColor" />
        </svg>
      </button>
    </form>
  );
}

/** Where the response of a sent request shows (filled by the client with textContent only). */
export function TryItResult() {
  return (
    <div class="dg-tryit__result" aria-live="polite" hidden>
      <p class="dg-tryit__status" />
      <pre class="dg-tryit__response">
        <code />
      </pre>
    </div>
  );
}

/** One parameter's input, beside its documentation in the parameter card. */
export function FieldInput({ field }: { field: TryItField }) {
  const label = field.in === 'auth' ? `${field.name} (authorization)` : `${field.name} (${field.in} parameter)`;
  const input = (
    <input
      class="dg-tryit__input"
      form={TRY_IT_FORM}
      aria-label={label}
      data-tryit-in={field.in}
      data-tryit-name={field.name}
      data-tryit-prefix={field.prefix}
      data-tryit-auth-in={field.authIn}
      value={field.value ?? ''}
      placeholder={field.placeholder ?? `enter ${field.name}`}
      required={field.required}
      type={field.in === 'auth' ? 'password' : 'text'}
      autocomplete="off"
    />
  );
  return (
    <div class="dg-api-param__input dg-tryit__field">
      {field.prefix ? <span class="dg-tryit__prefix">{field.prefix.trim()}</span> : null}
      {input}
    </div>
  );
}

/** The request body's text area, prefilled with its example unless `prefill` is false; it scrolls, never wraps. */
export function BodyInput({ body }: { body: NonNullable<TryItModel['body']> }) {
  const lines = body.text.split('\n').length;
  return (
    <div class="dg-tryit__field dg-tryit__field--body">
      <textarea
        class="dg-tryit__body"
        form={TRY_IT_FORM}
        aria-label={`Request body (${body.mediaType})`}
        data-tryit-body={body.mediaType}
        rows={Math.max(4, Math.min(16, lines))}
        wrap="off"
        spellcheck={false}
        placeholder={body.prefill === false ? body.text : undefined}
      >
        {body.prefill === false ? '' : body.text}
      </textarea>
    </div>
  );
}

/** The inputs of a multipart or URL-encoded body: one row per property, file inputs for files. */
export function FormFields({ form }: { form: NonNullable<TryItModel['form']> }) {
  return (
    <fieldset class="dg-tryit__field dg-tryit__form-body" data-tryit-form-type={form.mediaType}>
      <legend class="dg-tryit__label">
        Body <span class="dg-tryit__in">{form.mediaType}</span>
      </legend>
      {form.fields.map((f) => (
        <label class="dg-tryit__row">
          <span class="dg-tryit__label">
            <code>{f.name}</code> <span class="dg-tryit__in">{f.file ? 'file' : 'body'}</span>
            {f.required ? <span class="dg-field__required"> required</span> : null}
          </span>
          <input
            class="dg-tryit__input"
            form={TRY_IT_FORM}
            data-tryit-form=""
            data-tryit-name={f.name}
            data-tryit-file={f.file}
            type={f.file ? 'file' : 'text'}
            multiple={f.multiple}
            value={f.file ? undefined : (f.value ?? '')}
            required={f.required}
            autocomplete="off"
          />
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The playground's inputs as one card, for pages whose parameters are hand-written MDX (frontmatter
 * `api:`): a row per field (name, place, input), then the body. Shown by the client script only.
 */
export function TryItInputsCard({ model }: { model: TryItModel }) {
  if (model.fields.length === 0 && !model.body) return null;
  return (
    <section class="dg-api-group dg-tryit__card" aria-label="Try it">
      <p class="dg-api-group__title">Try it</p>
      {model.fields.map((f) => (
        <div class="dg-api-param">
          <div class="dg-api-param__doc">
            <code class="dg-field__name">{f.name}</code>{' '}
            <span class="dg-tryit__in">{f.in === 'auth' ? 'authorization' : f.in}</span>
            {f.required ? <span class="dg-field__required"> required</span> : null}
          </div>
          <FieldInput field={f} />
        </div>
      ))}
      {model.body ? <BodyInput body={model.body} /> : null}
    </section>
  );
}
