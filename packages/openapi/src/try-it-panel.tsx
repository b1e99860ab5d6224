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
  body?: { mediaType: string; text: string };
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
    <section class="dg-tryit" data-dg-tryit="" data-method={model.method} data-path={model.path} hidden>
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
        {model.fields.map((f) => {
          const fid = id();
          return (
            <label class="dg-tryit__row" for={fid}>
              <span class="dg-tryit__label">
                <code>{f.name}</code> <span class="dg-tryit__in">{f.in === 'auth' ? 'authorization' : f.in}</span>
                {f.required ? <span class="dg-field__required"> required</span> : null}
              </span>
              <input
                class="dg-tryit__input"
                id={fid}
                data-tryit-in={f.in}
                data-tryit-name={f.name}
                data-tryit-prefix={f.prefix}
                data-tryit-auth-in={f.authIn}
                value={f.value ?? ''}
                required={f.required}
                type={f.in === 'auth' ? 'password' : 'text'}
                autocomplete="off"
              />
            </label>
          );
        })}
        {model.body ? (
          <label class="dg-tryit__row dg-tryit__row--body">
            <span class="dg-tryit__label">
              Body <span class="dg-tryit__in">{model.body.mediaType}</span>
            </span>
            <textarea class="dg-tryit__body" data-tryit-body={model.body.mediaType} rows={8} spellcheck={false}>
              {model.body.text}
            </textarea>
          </label>
        ) : null}
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
