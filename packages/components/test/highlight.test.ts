import { describe, expect, it } from 'vitest';
import { highlightCode, resolveLanguage } from '../src/highlight.ts';

function lightColours(html: string): string[] {
  return [...html.matchAll(/--shiki-light:(#[0-9A-Fa-f]+)">/g)].map((m) => m[1]!);
}

describe('highlightCode', () => {
  it('highlights with light and dark colours as CSS variables', async () => {
    const html = await highlightCode('const a = 1;\n', 'ts');
    expect(html).toMatch(/^<pre class="shiki shiki-themes github-light github-dark"/);
    expect(html).toContain('--shiki-dark:');
    expect(html).not.toContain('\n</code>'); // trailing newline dropped
  });

  it('colours the same whether a grammar is fresh or warm, and under concurrency', async () => {
    const code = 'class A { private y = "s"; }\n';
    const [first, other] = await Promise.all([highlightCode(code, 'java'), highlightCode('x = 1\n', 'python')]);
    const again = await highlightCode(`${code}// again\n`, 'java');
    expect(lightColours(first)).toEqual(lightColours(again).slice(0, lightColours(first).length));
    expect(other).toContain('<span class="line">');
  });

  it('applies line highlights, focus and diff notation', async () => {
    const html = await highlightCode('a();\nb(); // [!code ++]\nc(); // [!code --]\n', 'js', {
      highlightLines: [1],
      focusLines: [2],
    });
    expect(html).toContain('class="line highlighted blurred"');
    expect(html).toContain('diff add');
    expect(html).toContain('diff remove');
    expect(html).not.toContain('[!code');
  });

  it('falls back to escaped plain text for unknown languages', async () => {
    expect(resolveLanguage('klingon')).toBeUndefined();
    expect(resolveLanguage('JS')).toBe('js');
    expect(resolveLanguage('')).toBe('text');
    const html = await highlightCode('<script>x</script>', 'klingon');
    expect(html).toContain('&#x3C;script>x');
    expect(html).not.toContain('<script>');
  });
});

// highlightCode leaves the notation transformers out of blocks they cannot change: the HTML must
// be what Shiki gives with them in, for blocks with and without notation or `//` in a token.
describe('highlightCode without the notation transformers', () => {
  it.each([
    ['bash', 'curl https://example.com/a -H "x: y"\n'],
    ['ts', 'const url = "see // here";\n'],
    ['ts', 'f(); // a comment\n// [!code highlight]\ng();\n'],
    ['python', 'print("a")  # [!CODE ++]\nx = 1\n'],
    ['python', 'x = 1  # see // here\n'],
    ['json', '{ "a": "// not a comment", "b": 1 }\n'],
  ])('%s %j', async (lang, code) => {
    const { createHighlighter } = await import('shiki');
    const { transformerNotationDiff, transformerNotationFocus, transformerNotationHighlight } = await import(
      '@shikijs/transformers'
    );
    const shiki = await createHighlighter({ themes: ['github-light', 'github-dark'], langs: [lang] });
    const options = {
      lang,
      themes: { light: 'github-light', dark: 'github-dark' },
      defaultColor: false,
      // As highlightCode: no time limit (a loaded machine must not cut a line short), and the
      // grammar's first tokenization paid on a throwaway line.
      tokenizeTimeLimit: 0,
    } as const;
    shiki.codeToHtml('x = 1', options);
    const expected = shiki.codeToHtml(code.replace(/\n$/, ''), {
      ...options,
      transformers: [
        transformerNotationDiff({ matchAlgorithm: 'v3' }),
        transformerNotationHighlight({ matchAlgorithm: 'v3' }),
        transformerNotationFocus({ matchAlgorithm: 'v3' }),
      ],
    });
    expect(await highlightCode(code, lang)).toBe(expected);
  });
});
