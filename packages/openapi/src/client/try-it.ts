// Try it: reveals each endpoint page's request form and sends the request from the reader's browser,
// directly or through a proxy. Plain DOM code, no framework; responses are shown with textContent only.

/** The dev server's playground proxy (packages/dev-server/src/proxy-request.ts); its pages carry the reload script. */
const DEV_PROXY = '/__docsgen/proxy/';

function text(el: Element | null, value: string): void {
  if (el) el.textContent = value;
}

function formatBody(raw: string, contentType: string | null): string {
  if (contentType && /json/i.test(contentType)) {
    try {
      return JSON.stringify(JSON.parse(raw), null, 2);
    } catch {
      return raw;
    }
  }
  return raw;
}

/**
 * The prefix requests go through: none when `api.playground.proxy` is false; else the dev server's
 * proxy on pages it serves, else the proxy the site was built with (`--playground-proxy`), else none.
 */
function proxyPrefix(panel: HTMLElement): string {
  if (panel.dataset.proxy === 'false') return '';
  if (document.querySelector('script[data-docsgen-revision]')) return DEV_PROXY;
  return panel.dataset.proxyUrl ?? '';
}

/** Where remembered authentication values live: one entry per site (origin and base path). */
function authKey(panel: HTMLElement): string {
  return `docsgen:playground-auth:${panel.dataset.site ?? '/'}`;
}

function readAuth(panel: HTMLElement): Record<string, string> {
  try {
    const stored = JSON.parse(localStorage.getItem(authKey(panel)) ?? '{}') as unknown;
    return stored && typeof stored === 'object' ? (stored as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Fills authentication inputs from earlier visits and remembers what the reader types. */
function rememberAuth(panel: HTMLElement): void {
  const stored = readAuth(panel);
  for (const input of panel.querySelectorAll<HTMLInputElement>('[data-tryit-in="auth"]')) {
    const name = input.dataset.tryitName ?? '';
    const value = stored[name];
    if (typeof value === 'string' && value !== '') input.value = value;
    input.addEventListener('change', () => {
      const now = readAuth(panel);
      if (input.value === '') delete now[name];
      else now[name] = input.value;
      try {
        localStorage.setItem(authKey(panel), JSON.stringify(now));
      } catch {
        // Storage full or disabled: the value is simply not remembered.
      }
    });
  }
}

function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** A multipart or URL-encoded body from the form's body fields; an error message when a required one is empty. */
async function formBody(panel: HTMLElement, mediaType: string): Promise<FormData | URLSearchParams | string> {
  const multipart = /multipart/i.test(mediaType);
  const out = multipart ? new FormData() : new URLSearchParams();
  for (const input of panel.querySelectorAll<HTMLInputElement>('[data-tryit-form]')) {
    const name = input.dataset.tryitName ?? '';
    const files = input.type === 'file' ? [...(input.files ?? [])] : [];
    if (input.type === 'file' ? files.length === 0 : input.value.trim() === '') {
      if (input.required) return `Fill in the required body field "${name}".`;
      continue;
    }
    if (files.length === 0) out.append(name, input.value);
    else if (input.dataset.tryitFile === 'base64') for (const f of files) out.append(name, await base64Of(f));
    else if (out instanceof FormData) for (const f of files) out.append(name, f, f.name);
  }
  return out;
}

/** Builds the request from the form; returns an error message when the form is not ready. */
async function buildRequest(panel: HTMLElement): Promise<{ url: string; init: RequestInit } | string> {
  const method = panel.dataset.tryitMethod ?? 'GET';
  let path = panel.dataset.path ?? '/';
  const server = (panel.querySelector<HTMLInputElement>('[data-tryit-server]')?.value ?? '').trim().replace(/\/+$/, '');
  if (!/^https?:\/\//i.test(server)) return 'Enter a base URL starting with http:// or https://.';
  const headers = new Headers();
  const query = new URLSearchParams();
  for (const input of panel.querySelectorAll<HTMLInputElement>('[data-tryit-in]')) {
    const where = input.dataset.tryitIn;
    const name = input.dataset.tryitName ?? '';
    const value = input.value.trim();
    if (value === '') {
      if (input.required && where !== 'auth') return `Fill in the required ${where} parameter "${name}".`;
      continue;
    }
    if (where === 'path') path = path.split(`{${name}}`).join(encodeURIComponent(value));
    else if (where === 'query') query.append(name, value);
    else if (where === 'header') headers.set(name, value);
    else if (where === 'auth') {
      const full = (input.dataset.tryitPrefix ?? '') + value;
      if (input.dataset.tryitAuthIn === 'query') query.append(name, full);
      else headers.set(name, full);
    }
  }
  const init: RequestInit = { method, headers };
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const form = panel.querySelector<HTMLElement>('[data-tryit-form-type]');
  const body = panel.querySelector<HTMLTextAreaElement>('[data-tryit-body]');
  if (form && hasBody) {
    const built = await formBody(panel, form.dataset.tryitFormType ?? 'multipart/form-data');
    if (typeof built === 'string') return built;
    init.body = built; // The browser sets Content-Type (with the multipart boundary).
  } else if (body && body.value.trim() !== '' && hasBody) {
    init.body = body.value;
    headers.set('Content-Type', body.dataset.tryitBody ?? 'application/json');
  }
  if (panel.dataset.credentials === 'true') init.credentials = 'include';
  const qs = query.toString();
  return { url: `${server}${path}${qs ? `?${qs}` : ''}`, init };
}

async function send(panel: HTMLElement, status: Element | null, output: Element | null): Promise<void> {
  const request = await buildRequest(panel);
  if (typeof request === 'string') {
    text(status, request);
    text(output, '');
    return;
  }
  const proxy = proxyPrefix(panel);
  text(status, `Sending ${request.init.method} ${request.url}${proxy ? ' (through the proxy)' : ''}…`);
  text(output, '');
  const started = performance.now();
  try {
    const response = await fetch(proxy ? proxy + request.url : request.url, request.init);
    const raw = await response.text();
    const ms = Math.round(performance.now() - started);
    if (response.headers.get('x-docsgen-proxy-error')) {
      text(status, 'The proxy could not send the request.');
      text(output, raw);
      return;
    }
    text(status, `${response.status} ${response.statusText} · ${ms} ms`);
    text(output, formatBody(raw, response.headers.get('content-type')));
  } catch (error) {
    text(status, 'The request failed before a response arrived.');
    const why = proxy
      ? 'The proxy may be unreachable.'
      : 'The server may be unreachable, or it does not allow requests from this site (CORS).';
    text(output, `${String(error)}\n\n${why}`);
  }
}

function setUp(panel: HTMLElement): void {
  const form = panel.querySelector<HTMLFormElement>('form.dg-tryit');
  const result = panel.querySelector<HTMLElement>('.dg-tryit__result');
  const status = panel.querySelector('.dg-tryit__status');
  const output = panel.querySelector('.dg-tryit__response code');
  const button = panel.querySelector<HTMLButtonElement>('.dg-tryit__send');
  if (!form || !result) return;
  // Without script the page shows the fields' documentation only; with it, the inputs and Send.
  panel.classList.add('dg-tryit--live');
  if (button) button.hidden = false;
  rememberAuth(panel);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    result.hidden = false;
    if (button) button.disabled = true;
    try {
      await send(panel, status, output);
    } finally {
      if (button) button.disabled = false;
    }
  });
}

for (const panel of document.querySelectorAll<HTMLElement>('[data-dg-tryit]')) setUp(panel);
