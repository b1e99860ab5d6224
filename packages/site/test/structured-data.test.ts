import { describe, expect, it } from 'vitest';
import { createStructuredData, scriptJson } from '../src/structured-data.ts';
import type { PageContext } from '../src/theme-api.ts';

const ctx = (page: Partial<PageContext['page']>, breadcrumbs: PageContext['breadcrumbs']) =>
  ({
    site: { logo: undefined },
    lang: 'en',
    breadcrumbs,
    page: { title: 'Setup', href: '/docs/setup', noindex: false, meta: [], ...page },
  }) as unknown as PageContext;

describe('structured data', () => {
  it('scriptJson leaves nothing that ends a script element or a line of script', () => {
    const json = scriptJson({ a: '</script><!--&\u2028\u2029' });
    expect(json).toBe('{"a":"\\u003c/script\\u003e\\u003c!--\\u0026\\u2028\\u2029"}');
    expect(JSON.parse(json)).toEqual({ a: '</script><!--&\u2028\u2029' });
  });

  it('a group named as its page is not a level of its own in the breadcrumbs', () => {
    const make = createStructuredData({ siteName: 'S', base: '/docs/', organization: undefined, diagnostics: [] });
    const graph = JSON.parse(make(ctx({}, [{ label: 'Guides' }, { label: 'Setup' }]))!)['@graph'];
    expect(graph[3].itemListElement.map((i: { name: string }) => i.name)).toEqual(['Guides', 'Setup']);
    expect(make(ctx({ noindex: true }, []))).toBeUndefined();
  });
});
