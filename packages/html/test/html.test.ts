import { describe, expect, it } from 'vitest';
import { escapeHtml, isExternalUrl, safeUrl, unescapeHtml } from '../src/index.ts';

describe('@docsgen/html', () => {
  it('escapes the five HTML-significant characters, nothing else', () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a> é`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt; é',
    );
    expect(escapeHtml(undefined)).toBe('');
    expect(escapeHtml(3)).toBe('3');
  });

  it('unescapes what escapeHtml wrote in one pass', () => {
    const text = `<a href="x" title='y'>&amp;lt;</a> é`;
    expect(unescapeHtml(escapeHtml(text))).toBe(text);
    expect(unescapeHtml('&apos;&amp;lt;&nbsp;')).toBe("'&lt;&nbsp;");
  });

  it('lets relative and allow-listed URLs through and drops the rest', () => {
    expect(safeUrl('/docs/a#b')).toBe('/docs/a#b');
    expect(safeUrl(' https://example.com ')).toBe('https://example.com');
    expect(safeUrl('java\tscript:alert(1)')).toBeUndefined();
    expect(safeUrl('//evil.example')).toBeUndefined();
    expect(safeUrl(42)).toBeUndefined();
    expect(isExternalUrl('mailto:a@b.c')).toBe(true);
    expect(isExternalUrl('/local')).toBe(false);
  });
});
