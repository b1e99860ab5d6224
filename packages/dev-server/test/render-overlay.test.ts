import { error, warning } from '@docsgen/diagnostics';
import { describe, expect, it } from 'vitest';
import { injectDevHtml } from '../src/inject-dev-html.ts';
import { looksLikeSpec } from '../src/looks-like-spec.ts';
import { renderOverlay } from '../src/render-overlay.ts';

const source = '{\n  "name": "<b>Docs</b>",,\n}\n';
const readSource = (file: string) => (file === 'docs.json' ? source : undefined);

describe('renderOverlay', () => {
  it('is empty without errors (warnings stay in the terminal)', () => {
    expect(renderOverlay([warning('x/y', 'Broken link.')], { readSource })).toBe('');
  });

  it('row 77: shows each error with file:line:column, the source lines and the hint, all escaped', () => {
    const html = renderOverlay(
      [
        error('config/json-syntax', 'Unexpected `,` after <script>alert(1)</script>.', {
          file: 'docs.json',
          line: 2,
          column: 24,
          hint: 'Remove the "extra" comma & save.',
        }),
        warning('links/broken', 'Broken link.'),
      ],
      { readSource },
    );
    expect(html).toContain('<p class="docsgen-loc">docs.json:2:24</p>');
    expect(html).toContain('Unexpected `,` after &lt;script&gt;alert(1)&lt;/script&gt;.');
    expect(html).toContain(' 2 |   &quot;name&quot;: &quot;&lt;b&gt;Docs&lt;/b&gt;&quot;,,');
    expect(html).toContain('hint: Remove the &quot;extra&quot; comma &amp; save.');
    expect(html).toContain('1 warning printed in the terminal.');
    expect(html).toContain('You are seeing the last version that built.');
    expect(html).not.toMatch(/<script>|<b>/);
  });

  it('says when there is no previous version, and caps the list', () => {
    const many = Array.from({ length: 5 }, (_, i) => error('x/y', `Error ${i}.`, { file: `p${i}.mdx`, line: 1 }));
    const html = renderOverlay(many, { readSource, firstBuild: true, max: 2 });
    expect(html).toContain('docsgen: 5 errors');
    expect(html).toContain('The site could not be built yet.');
    expect(html.match(/class="docsgen-diag"/g)).toHaveLength(2);
    expect(html).toContain('3 more errors are printed in the terminal.');
  });
});

describe('injectDevHtml', () => {
  it('puts the overlay and the revision-tagged client before the last </body>', () => {
    const out = injectDevHtml('<html><body><p>x</p></BODY></html>', 7, '<div id="docsgen-overlay"></div>');
    expect(out).toBe(
      '<html><body><p>x</p><div id="docsgen-overlay"></div><script src="/__docsgen/client.js" data-docsgen-revision="7"></script></BODY></html>',
    );
  });
  it('appends when the page has no </body>', () => {
    expect(injectDevHtml('<p>x</p>', 1, '')).toBe(
      '<p>x</p><script src="/__docsgen/client.js" data-docsgen-revision="1"></script>',
    );
  });
});

describe('looksLikeSpec', () => {
  it('spots JSON OpenAPI and Swagger documents only', () => {
    expect(looksLikeSpec('api/openapi.json', Buffer.from('{\n  "openapi": "3.1.0"}'))).toBe(true);
    expect(looksLikeSpec('x.json', Buffer.from('{"swagger":"2.0"}'))).toBe(true);
    expect(looksLikeSpec('pagefind/pagefind-entry.json', Buffer.from('{"version":"1.5.2"}'))).toBe(false);
    expect(looksLikeSpec('openapi.txt', Buffer.from('{"openapi":"3"}'))).toBe(false);
  });
});
