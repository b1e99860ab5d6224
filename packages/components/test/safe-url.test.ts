import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isExternalUrl, safeUrl } from '../src/safe-url.ts';

describe('safeUrl', () => {
  it('keeps relative, hash and query URLs, and every scheme that runs no script', () => {
    for (const url of [
      '/a/b',
      'a/b.png',
      '#x',
      '?q=1',
      'https://x.y',
      'http://x',
      'mailto:a@b.c',
      'tel:+1',
      'cursor://x/y',
      '/api/v1.2/users',
      // App deep links and other schemes that run no script are kept (issue 45).
      'goose://extension?cmd=npx&arg=-y',
      'vscode:extension/acme.x',
      'zed://settings',
      'slack://open?team=T1',
      'data:image/png;base64,iVBORw0KGgo=',
    ]) {
      expect(safeUrl(url)).toBe(url);
    }
  });

  it('refuses script-bearing schemes, obfuscated too, and protocol-relative URLs', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0001javascript:alert(1)',
      'data:text/html,<script>',
      'vbscript:x',
      'VBScript:msgbox(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'data:,alert(1)',
      ' data:text/javascript,alert(1)',
      '//evil.example',
      '\\\\evil.example',
    ]) {
      expect(safeUrl(url), url).toBeUndefined();
    }
    expect(safeUrl(42)).toBeUndefined();
    expect(safeUrl('')).toBeUndefined();
  });

  it('never returns a URL whose browser-normalised scheme is javascript:', () => {
    const noise = fc.constantFrom('', ' ', '\t', '\n', '\r', '\u0000', '\u001f');
    fc.assert(
      fc.property(
        fc.array(noise, { maxLength: 3 }),
        fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }),
        (pad, upper) => {
          const word = [...'javascript'].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join(pad.join(''));
          expect(safeUrl(`${pad.join('')}${word}:alert(1)`)).toBeUndefined();
        },
      ),
    );
  });

  it('tells external URLs from site paths', () => {
    expect(isExternalUrl('https://x')).toBe(true);
    expect(isExternalUrl('/x')).toBe(false);
  });
});
