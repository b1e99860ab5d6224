import path from 'node:path';
import { describe, expect, it } from 'vitest';
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
    base: '/docs/',
    api,
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
  it('the base URL shows beside the path only under `full` (one server)', async () => {
    expect((await render('GET', '/plants/{id}')).html).not.toContain('dg-api-server');
    expect((await render('GET', '/plants/{id}', { url: 'full' })).html).toContain(
      '<span class="dg-api-server">http://127.0.0.1:9/v1</span>',
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
