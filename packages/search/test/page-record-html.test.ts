import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSearchIndex } from '../src/index.ts';
import { pageRecordHtml, withPlainCode } from '../src/page-record-html.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

// What the highlighter writes for a two-line block.
const highlighted =
  '<pre class="shiki" style="--shiki-light:#24292e" tabindex="0"><code>' +
  '<span class="line"><span style="--shiki-light:#D73A49">import</span><span style="--shiki-light:#24292E"> os</span></span>\n' +
  '<span class="line"><span style="--shiki-light:#6F42C1">print</span><span>(os.getcwd())</span></span></code></pre>';

async function pageText(html: string): Promise<string> {
  const out = mkdtempSync(path.join(tmpdir(), 'docsgen-record-'));
  dirs.push(out);
  await buildSearchIndex({ pages: [{ url: '/p', title: 'P', html }], outDir: out });
  const dir = path.join(out, 'pagefind', 'fragment');
  const [name] = readdirSync(dir);
  const raw = gunzipSync(readFileSync(path.join(dir, name!))).toString('utf8');
  return JSON.parse(raw.slice(raw.indexOf('{'))).content;
}

describe('withPlainCode', () => {
  it('drops the highlighting spans of code blocks and nothing else', () => {
    const html = `<p>Use <span class="k">os</span>:</p>${highlighted}<pre>plain &lt;b&gt;</pre>`;
    expect(withPlainCode(html)).toBe(
      '<p>Use <span class="k">os</span>:</p><pre class="shiki" style="--shiki-light:#24292e" tabindex="0"><code>import os\nprint(os.getcwd())</code></pre><pre>plain &lt;b&gt;</pre>',
    );
  });

  it('leaves a block with hidden parts as it is (Pagefind skips those parts)', () => {
    const html = '<pre><code><span aria-hidden="true">1</span><span>x = 1</span></code></pre>';
    expect(withPlainCode(html)).toBe(html);
  });

  it('indexes the same text as the highlighted block', async () => {
    const [plain, spans] = await Promise.all([pageText(withPlainCode(highlighted)), pageText(highlighted)]);
    expect(plain).toBe(spans);
    expect(plain).toContain('print(os.getcwd())');
  });
});

describe('pageRecordHtml weights', () => {
  it('weighs the title most and an endpoint’s body half, so a guide named after the query outranks a response section', () => {
    const guide = pageRecordHtml({ url: '/guides/webhooks', title: 'Webhooks', html: '<p>Receive events.</p>' }, 'en');
    expect(guide).toContain('<h1 data-pagefind-meta="title" data-pagefind-weight="10">Webhooks</h1>');
    expect(guide).not.toContain('<div data-pagefind-weight');
    const endpoint = pageRecordHtml(
      { url: '/api/create', title: 'Create', method: 'post', html: '<h3>422 Unprocessable Entity</h3>' },
      'en',
    );
    expect(endpoint).toContain('<div data-pagefind-weight="0.5"><h3>422 Unprocessable Entity</h3></div>');
    const boosted = pageRecordHtml({ url: '/api/b', title: 'B', method: 'get', boost: 3, html: '<p>x</p>' }, 'en');
    expect(boosted).toContain('<div data-pagefind-weight="1.5">');
  });
});
