import { describe, expect, it } from 'vitest';
import { markdownToHtml } from '../src/index.ts';

describe('markdownToHtml (spec descriptions)', () => {
  it('renders Markdown and GFM tables', () => {
    expect(markdownToHtml('Use **bold** and `code`.')).toBe('<p>Use <strong>bold</strong> and <code>code</code>.</p>');
    expect(markdownToHtml('| a |\n|---|\n| 1 |')).toContain('<table>');
  });

  it('keeps plain paragraphs without the parser', () => {
    expect(markdownToHtml("It's plain.\n\nTwo paragraphs.")).toBe("<p>It's plain.</p>\n<p>Two paragraphs.</p>");
  });

  it('escapes raw HTML and drops URLs the site URL policy refuses, keeping app deep links', () => {
    expect(markdownToHtml('<script>alert(1)</script> <b>x</b>')).not.toMatch(/<script|<b>/);
    expect(markdownToHtml('[a](javascript:alert(1)) [b](goose://extension?cmd=x) [c](https://ok.example)')).toBe(
      '<p><a href="">a</a> <a href="goose://extension?cmd=x">b</a> <a href="https://ok.example">c</a></p>',
    );
    expect(markdownToHtml('[d](data:text/html,x) ![e](data:image/svg+xml,x)')).toBe(
      '<p><a href="">d</a> <img src="" alt="e" /></p>',
    );
  });
});
