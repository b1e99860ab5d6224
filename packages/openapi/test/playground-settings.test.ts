import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiSettings } from '../src/api-settings.ts';
import { DEFAULT_COMPILE_SETTINGS } from '../src/compile-settings.ts';
import {
  type ApiPage,
  findOperation,
  loadOpenApiIndex,
  renderEndpointPage,
  withPlaygroundProxy,
} from '../src/index.ts';
import { fileKind } from '../src/try-it-model.ts';

// The playground fixture site's spec: a bearer-auth GET with named examples, a multipart upload, callbacks.
const root = path.resolve(import.meta.dirname, '../../../tests/sites/playground');
const idx = await loadOpenApiIndex({ root, sources: [{ source: 'openapi.yaml', file: 'docs.json' }] });
const spec = idx.specs.get('openapi.yaml')!;

function render(method: string, p: string, api?: unknown): Promise<ApiPage> {
  return renderEndpointPage({
    index: idx,
    spec,
    operation: findOperation(spec, method, p),
    url: '/x',
    settings: { ...DEFAULT_COMPILE_SETTINGS, base: '/docs/', api: apiSettings(api) },
  });
}

const input = (html: string, name: string) =>
  html.match(new RegExp(`<input[^>]*data-tryit-name="${name}"[^>]*>`))?.[0] ?? '';

describe('api.playground', () => {
  it('proxy: on by default (no attribute), `proxy: false` marks the panel, a build proxy URL rides along', async () => {
    expect((await render('GET', '/plants/{id}')).html).not.toContain('data-proxy');
    const off = (await render('GET', '/plants/{id}', { playground: { proxy: false, credentials: true } })).html;
    expect(off).toContain('data-proxy="false"');
    expect(off).toContain('data-credentials="true"');
    const built = await render('GET', '/plants/{id}', withPlaygroundProxy({}, 'https://proxy.example.com/'));
    expect(built.html).toContain('data-proxy-url="https://proxy.example.com/"');
    // `proxy: false` wins over a build proxy; an unsafe proxy URL is dropped.
    const both = await render(
      'GET',
      '/plants/{id}',
      withPlaygroundProxy({ playground: { proxy: false } }, 'https://p.example/'),
    );
    expect(both.html).not.toContain('data-proxy-url');
    expect((await render('GET', '/plants/{id}', withPlaygroundProxy({}, 'javascript:alert(1)'))).html).not.toContain(
      'data-proxy-url',
    );
  });

  it('remembers authentication per site: the panel names the site base', async () => {
    expect((await render('GET', '/plants/{id}')).html).toContain('data-site="/docs/"');
  });
});

describe('api.examples', () => {
  it('prefill: off by default (examples are placeholders), on fills the inputs', async () => {
    const off = (await render('GET', '/plants/{id}')).html;
    expect(input(off, 'id')).toContain('placeholder="42"');
    expect(input(off, 'id')).not.toContain('value="42"');
    const on = (await render('GET', '/plants/{id}', { examples: { prefill: true } })).html;
    expect(input(on, 'id')).toContain('value="42"');
    const body = (await render('POST', '/subscriptions', { examples: { prefill: true } })).html;
    expect(body).toMatch(/<textarea[^>]*>\{\n {2}&quot;callbackUrl&quot;/);
    const empty = (await render('POST', '/subscriptions')).html;
    expect(empty).toMatch(/<textarea[^>]*placeholder="\{[^"]*callbackUrl[^"]*"[^>]*><\/textarea>/);
  });

  it('defaults: optional parameters are in the examples by default (`all`), left out under `required`', async () => {
    expect((await render('GET', '/plants/{id}')).markdown).toContain('fields=');
    expect((await render('GET', '/plants/{id}', { examples: { defaults: 'required' } })).markdown).not.toContain(
      'fields=',
    );
  });

  it('autogenerate: false leaves only the spec’s own code samples', async () => {
    const on = await render('GET', '/plants/{id}');
    expect(on.asideHtml).toContain('curl');
    const off = await render('GET', '/plants/{id}', { examples: { autogenerate: false } });
    expect(off.asideHtml ?? '').not.toContain('curl');
    expect(off.markdown).not.toContain('```bash');
  });
});

describe('api.url', () => {
  it('the base URL shows beside the path only under `full` (one server); the playground bar always lets it be edited', async () => {
    const simple = { playground: { display: 'simple' } };
    expect((await render('GET', '/plants/{id}', simple)).html).not.toContain('dg-api-server');
    expect((await render('GET', '/plants/{id}', { ...simple, url: 'full' })).html).toContain(
      '<span class="dg-api-server">http://127.0.0.1:9/v1</span>',
    );
    expect((await render('GET', '/plants/{id}')).html).toMatch(
      /<input class="dg-tryit__server"[^>]*value="http:\/\/127.0.0.1:9\/v1"/,
    );
  });
});

describe('multipart bodies', () => {
  it('one input per property, a file input for a binary contentMediaType', async () => {
    const html = (await render('POST', '/uploads')).html;
    expect(html).toContain('data-tryit-form-type="multipart/form-data"');
    expect(input(html, 'photo')).toContain('type="file"');
    expect(input(html, 'photo')).toContain('data-tryit-file="binary"');
    expect(input(html, 'photo')).toContain('required');
    expect(input(html, 'note')).toContain('type="text"');
    expect(html).not.toContain('data-tryit-body=');
  });

  it('decides file inputs as Mintlify documents', () => {
    expect(fileKind({ type: 'string', contentMediaType: 'application/octet-stream' })).toBe('binary');
    expect(fileKind({ type: 'string', contentMediaType: 'image/png', contentEncoding: 'base64' })).toBe('base64');
    expect(fileKind({ type: 'string', contentMediaType: 'application/pdf', contentEncoding: 'base64url' })).toBe(
      'base64',
    );
    expect(fileKind({ type: 'string', format: 'binary' })).toBe('binary');
    expect(fileKind({ type: 'string', format: 'base64' })).toBe('base64');
    expect(fileKind({ type: 'string', contentMediaType: 'application/json' })).toBeUndefined();
    expect(fileKind({ type: 'string', contentEncoding: 'base64' })).toBeUndefined();
    expect(fileKind({ type: 'string' })).toBeUndefined();
  });
});

describe('parameter pills', () => {
  const pills = (html: string, id: string) => {
    const head = html.match(new RegExp(`id="${id}"><div class="dg-field__head">(.*?)</div>`))?.[1] ?? '';
    return [...head.matchAll(/class="dg-field__(pill|name)">([^<]*)</g)].map((m) =>
      m[1] === 'name' ? `[${m[2]}]` : m[2],
    );
  };

  it('x-mint pre before the name, then api.params.post values, then x-mint post', async () => {
    const html = (await render('GET', '/plants/{id}', { params: { post: ['nullable', 'x-internal', 'missing'] } }))
      .html;
    expect(pills(html, 'query-fields')).toEqual(['PII', '[fields]', 'nullable', 'admin', 'indexed', 'unique']);
    // Without api.params.post only the schema's own pills.
    expect(pills((await render('GET', '/plants/{id}')).html, 'query-fields')).toEqual([
      'PII',
      '[fields]',
      'indexed',
      'unique',
    ]);
  });
});

describe('named examples', () => {
  it('a selector lists every named response example of a status; each is in the HTML and the Markdown', async () => {
    const page = await render('GET', '/plants/{id}');
    const aside = page.asideHtml ?? '';
    expect(aside).toContain('data-dg-example-set');
    expect([...aside.matchAll(/<option value="(\d)">([^<]*)</g)].map((m) => m[2])).toEqual(['A monstera', 'A fern']);
    expect(aside).toContain('Monstera deliciosa');
    expect(aside).toContain('Boston fern');
    // The 404 tab has one example: no selector of its own.
    expect(aside.match(/data-dg-example-set/g)).toHaveLength(1);
    expect(page.markdown).toContain('### Response 200 — A fern');
    expect(page.features).toContain('api-examples');
  });

  it('named request body examples each get their own request code, behind a selector', async () => {
    const page = await render('POST', '/subscriptions');
    const aside = page.asideHtml ?? '';
    expect([...aside.matchAll(/<option value="(\d)">([^<]*)</g)].map((m) => m[2])).toEqual([
      'Daily digest',
      'Every event',
    ]);
    expect(aside).toContain('https://example.com/daily');
    expect(aside).toContain('https://example.com/hook');
    expect(page.markdown).toContain('### cURL — Every event');
  });

  it('an operation with single examples has no selector and no script', async () => {
    const page = await render('POST', '/uploads');
    expect(page.asideHtml ?? '').not.toContain('data-dg-example-set');
    expect(page.features).not.toContain('api-examples');
  });
});

describe('callbacks', () => {
  it('are shown between the body and the responses, with method, expression, body and expected responses', async () => {
    const page = await render('POST', '/subscriptions');
    const at = (s: string) => page.html.indexOf(s);
    expect(at('id="body"')).toBeLessThan(at('id="callbacks"'));
    expect(at('id="callbacks"')).toBeLessThan(at('id="response"'));
    expect(page.html).toContain('<details class="dg-expandable dg-api-callback">');
    expect(page.html).toContain('plantWatered: Plant watered');
    expect(page.html).toContain('<code class="dg-api-path">{$request.body#/callbackUrl}</code>');
    expect(page.html).toContain('dg-api-method--post');
    expect(page.html).toMatch(/<code class="dg-field__name">wateredAt<\/code>/);
    expect(page.html).toContain('Callback received.');
    expect(page.headings.map((h) => h.id)).toEqual(['authorizations', 'body', 'callbacks', 'response', 'response-201']);
    expect(page.markdown).toContain('### plantWatered: `POST {$request.body#/callbackUrl}`');
    // `api.params.expanded: "all"` opens them.
    expect((await render('POST', '/subscriptions', { params: { expanded: 'all' } })).html).toContain(
      '<details class="dg-expandable dg-api-callback" open>',
    );
  });
});

describe('parameter pills in the playground', () => {
  it('the input sits beside the field whose pills are those of the reference', async () => {
    const html = (await render('GET', '/plants/{id}', { params: { post: ['nullable'] } })).html;
    const row =
      html.match(
        /<div class="dg-api-param dg-api-param--input">(?:(?!<div class="dg-api-param[ "]).)*data-tryit-name="fields"/s,
      )?.[0] ?? '';
    expect([...row.matchAll(/dg-field__pill">([^<]*)</g)].map((m) => m[1])).toEqual([
      'PII',
      'nullable',
      'indexed',
      'unique',
    ]);
  });
});
