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

/**
 * The Try it panel: a plain form, rendered `hidden` so the page reads fine without script;
 * src/client/try-it.ts reveals it and sends the request from the reader's browser.
 */
export function TryItPanel({ model }: { model: TryItModel }) {
  const ids = { n: 0 };
  const id = () => `dg-tryit-${++ids.n}`;
  const serverId = id();
  return (
    <section
      class="dg-tryit"
      data-dg-tryit=""
      data-method={model.method}
      data-path={model.path}
      data-proxy={model.proxy === false ? 'false' : undefined}
      data-proxy-url={model.proxyUrl}
      data-credentials={model.credentials ? 'true' : undefined}
      data-site={model.site ?? '/'}
      hidden
    >
      <h2 class="dg-tryit__title">Try it</h2>
      <form class="dg-tryit__form" novalidate>
        <label class="dg-tryit__row" for={serverId}>
          <span class="dg-tryit__label">Base URL</span>
          <input
            class="dg-tryit__input"
            id={serverId}
            name="server"
            data-tryit-server=""
            list={`${serverId}-list`}
            value={model.servers[0] ?? ''}
            placeholder="https://api.example.com"
            autocomplete="url"
          />
          <datalist id={`${serverId}-list`}>
            {model.servers.map((s) => (
              <option value={s} />
            ))}
          </datalist>
        </label>
        {model.fields.map((f) => (
          <FieldRow field={f} fid={id()} />
        ))}
        {model.form ? <FormFields form={model.form} id={id} /> : null}
        {model.body ? <BodyRow body={model.body} /> : null}
        <button type="submit" class="dg-tryit__send">
          Send {model.method} request
        </button>
      </form>
      <div class="dg-tryit__result" aria-live="polite" hidden>
        <p class="dg-tryit__status" />
        <pre class="dg-tryit__response">
          <code />
        </pre>
      </div>
    </section>
  );
}

/** One parameter's input, with its pills, location and whether it is required. */
function FieldRow({ field, fid }: { field: TryItModel['fields'][number]; fid: string }) {
  return (
    <label class="dg-tryit__row" for={fid}>
      <span class="dg-tryit__label">
        {(field.pre ?? []).map((t) => (
          <span class="dg-field__pill">{t}</span>
        ))}
        <code>{field.name}</code> <span class="dg-tryit__in">{field.in === 'auth' ? 'authorization' : field.in}</span>
        {(field.post ?? []).map((t) => (
          <span class="dg-field__pill">{t}</span>
        ))}
        {field.required ? <span class="dg-field__required"> required</span> : null}
      </span>
      <input
        class="dg-tryit__input"
        id={fid}
        data-tryit-in={field.in}
        data-tryit-name={field.name}
        data-tryit-prefix={field.prefix}
        data-tryit-auth-in={field.authIn}
        value={field.value ?? ''}
        placeholder={field.placeholder}
        required={field.required}
        type={field.in === 'auth' ? 'password' : 'text'}
        autocomplete="off"
      />
    </label>
  );
}

/** The request body's text area, prefilled with its example unless `prefill` is false. */
function BodyRow({ body }: { body: NonNullable<TryItModel['body']> }) {
  return (
    <label class="dg-tryit__row dg-tryit__row--body">
      <span class="dg-tryit__label">
        Body <span class="dg-tryit__in">{body.mediaType}</span>
      </span>
      <textarea
        class="dg-tryit__body"
        data-tryit-body={body.mediaType}
        rows={8}
        spellcheck={false}
        placeholder={body.prefill === false ? body.text : undefined}
      >
        {body.prefill === false ? '' : body.text}
      </textarea>
    </label>
  );
}

/** The inputs of a multipart or URL-encoded body: one per property, file inputs for files. */
function FormFields({ form, id }: { form: NonNullable<TryItModel['form']>; id: () => string }) {
  return (
    <fieldset class="dg-tryit__form-body" data-tryit-form-type={form.mediaType}>
      <legend class="dg-tryit__label">
        Body <span class="dg-tryit__in">{form.mediaType}</span>
      </legend>
      {form.fields.map((f) => {
        const fid = id();
        return (
          <label class="dg-tryit__row" for={fid}>
            <span class="dg-tryit__label">
              <code>{f.name}</code> <span class="dg-tryit__in">{f.file ? 'file' : 'body'}</span>
              {f.required ? <span class="dg-field__required"> required</span> : null}
            </span>
            <input
              class="dg-tryit__input"
              id={fid}
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
        );
      })}
    </fieldset>
  );
}
