// Try it: reveals each endpoint page's request form and sends the request from the reader's browser.
// Plain DOM code, no framework; responses are shown with textContent only.

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

/** Builds the request from the form; returns an error message when the form is not ready. */
function buildRequest(panel: HTMLElement): { url: string; init: RequestInit } | string {
  const method = panel.dataset.method ?? 'GET';
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
  const body = panel.querySelector<HTMLTextAreaElement>('[data-tryit-body]');
  if (body && body.value.trim() !== '' && method !== 'GET' && method !== 'HEAD') {
    init.body = body.value;
    headers.set('Content-Type', body.dataset.tryitBody ?? 'application/json');
  }
  const qs = query.toString();
  return { url: `${server}${path}${qs ? `?${qs}` : ''}`, init };
}

function setUp(panel: HTMLElement): void {
  const form = panel.querySelector('form');
  const result = panel.querySelector<HTMLElement>('.dg-tryit__result');
  const status = panel.querySelector('.dg-tryit__status');
  const output = panel.querySelector('.dg-tryit__response code');
  const send = panel.querySelector<HTMLButtonElement>('.dg-tryit__send');
  if (!form || !result) return;
  panel.hidden = false;
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const request = buildRequest(panel);
    result.hidden = false;
    if (typeof request === 'string') {
      text(status, request);
      text(output, '');
      return;
    }
    if (send) send.disabled = true;
    text(status, `Sending ${request.init.method} ${request.url}…`);
    text(output, '');
    const started = performance.now();
    try {
      const response = await fetch(request.url, request.init);
      const raw = await response.text();
      const ms = Math.round(performance.now() - started);
      text(status, `${response.status} ${response.statusText} · ${ms} ms`);
      text(output, formatBody(raw, response.headers.get('content-type')));
    } catch (error) {
      text(status, 'The request failed before a response arrived.');
      text(
        output,
        `${String(error)}\n\nThe server may be unreachable, or it does not allow requests from this site (CORS).`,
      );
    } finally {
      if (send) send.disabled = false;
    }
  });
}

for (const panel of document.querySelectorAll<HTMLElement>('[data-dg-tryit]')) setUp(panel);
