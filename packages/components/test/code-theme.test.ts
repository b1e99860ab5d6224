import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { afterEach, describe, expect, it } from 'vitest';
import { CodeGroup, DocsgenCode } from '../src/code-block.tsx';
import { type CodeTheme, codeFrameStyle, codeThemeKey } from '../src/code-theme.ts';
import { highlightCode, languageName, resolveLanguage } from '../src/highlight.ts';
import { createRenderContext, RenderContextValue } from '../src/render-context.ts';

const GRAMMAR = {
  name: 'quack',
  displayName: 'Quack',
  aliases: ['qk'],
  scopeName: 'source.quack',
  patterns: [
    { match: '\\b(honk|waddle)\\b', name: 'keyword.control.quack' },
    { match: '"[^"]*"', name: 'string.quoted.double.quack' },
  ],
};

function colourOf(html: string, text: string): string | undefined {
  return new RegExp(`<span style="--shiki-light:([^;]+);--shiki-dark:[^"]+">${text}</span>`).exec(html)?.[1];
}

// The theme the test's blocks are highlighted with, passed with each call as the build does.
let theme: CodeTheme | undefined;
afterEach(() => {
  theme = undefined;
});

describe('code themes (styling.codeblocks)', () => {
  it('highlights with the named themes in light and dark mode, and marks the block for its frame', async () => {
    theme = { light: 'dracula', dark: 'nord' };
    const html = await highlightCode('const a = 1;\n', 'ts', {}, undefined, theme);
    expect(html).toMatch(/^<pre class="shiki shiki-themes dracula nord dg-code-theme"/);
    // Dracula's keyword pink, Nord's keyword blue.
    expect(html).toContain('--shiki-light:#FF79C6;--shiki-dark:#81A1C1">const');
    expect(codeFrameStyle(html)).toBe(
      '--shiki-light:#F8F8F2;--shiki-dark:#d8dee9ff;--shiki-light-bg:#282A36;--shiki-dark-bg:#2e3440ff',
    );
  });

  it('leaves the default colours unmarked and their cache keys as they were', async () => {
    const html = await highlightCode('const a = 1;\n', 'ts', {}, undefined, theme);
    expect(html).toMatch(/^<pre class="shiki shiki-themes github-light github-dark" /);
    expect(codeFrameStyle(html)).toBeUndefined();
    expect(codeThemeKey(undefined)).toBe('');
    expect(codeThemeKey({ light: 'github-light', dark: 'github-dark' })).toBe('');
  });

  it('keys blocks by theme: the same code gives other HTML after the theme changes, in memory and in the store', async () => {
    const keys: string[] = [];
    const store = { get: () => undefined, set: (key: string) => void keys.push(key) };
    const code = 'let answer = 42;\n';
    const plain = await highlightCode(code, 'js', {}, store, theme);
    theme = { light: 'github-dark', dark: 'github-dark' };
    const dark = await highlightCode(code, 'js', {}, store, theme);
    theme = { light: 'min-light', dark: 'min-dark' };
    const min = await highlightCode(code, 'js', {}, store, theme);
    expect(new Set([plain, dark, min]).size).toBe(3);
    expect(new Set(keys).size).toBe(3);
    expect(codeThemeKey({ light: 'github-dark', dark: 'github-dark' })).not.toBe(
      codeThemeKey({ light: 'min-light', dark: 'min-dark' }),
    );
  });

  it('highlights a custom TextMate grammar by its name and aliases, and reloads it when it changes', async () => {
    theme = { light: 'github-light', dark: 'github-dark', languages: [{ file: 'q.json', grammar: GRAMMAR }] };
    expect(resolveLanguage('Quack', theme)).toBe('quack');
    expect(resolveLanguage('qk', theme)).toBe('quack');
    expect(languageName('qk', theme)).toBe('Quack');
    const html = await highlightCode('honk "hi"\n', 'qk', {}, undefined, theme);
    expect(colourOf(html, 'honk')).toBe('#D73A49');
    expect(colourOf(html, ' "hi"')).toBe('#032F62');
    // Default colours with a custom language: no frame colours.
    expect(codeFrameStyle(html)).toBeUndefined();
    const edited = { ...GRAMMAR, patterns: [{ match: '\\bhonk\\b', name: 'string.quoted.double.quack' }] };
    theme = { light: 'github-light', dark: 'github-dark', languages: [{ file: 'q.json', grammar: edited }] };
    expect(colourOf(await highlightCode('honk "hi"\n', 'quack', {}, undefined, theme), 'honk')).toBe('#032F62');
    theme = undefined;
    expect(resolveLanguage('quack', theme)).toBeUndefined();
  });

  it('shows a block in a grammar Oniguruma cannot compile as plain text', async () => {
    const broken = { name: 'broken', scopeName: 'source.broken', patterns: [{ match: '(((', name: 'keyword' }] };
    theme = { light: 'github-light', dark: 'github-dark', languages: [{ file: 'b.json', grammar: broken }] };
    const html = await highlightCode('a <b>\n', 'broken', {}, undefined, theme);
    expect(html).toContain('>a &#x3C;b></span>');
  });

  it('gives the code block and code group frames the theme colours', async () => {
    theme = { light: 'github-dark', dark: 'github-dark' };
    const html = await highlightCode('x = 1\n', 'python', {}, undefined, theme);
    const block = renderToString(h(DocsgenCode, { html, lang: 'python', title: 'a.py' }));
    expect(block).toContain('class="dg-code-block code-block dg-code-themed" style="--shiki-light:#e1e4e8;');
    const group = renderToString(h(CodeGroup, {}, h(DocsgenCode, { html, lang: 'python' })));
    expect(group).toMatch(
      /^<div class="dg-code-group dg-tabs dg-code-themed code-group" style="--shiki-light:#e1e4e8;/,
    );
  });

  it('reads the css-variables theme from Mintlify’s --mint- variables', async () => {
    theme = { light: 'css-variables', dark: 'css-variables' };
    const html = await highlightCode('const a = 1;\n', 'js', {}, undefined, theme);
    expect(html).toContain('--shiki-light:var(--mint-token-keyword, #d73a49)');
    expect(codeFrameStyle(html)).toContain(
      '--shiki-light-bg:var(--mint-background, var(--mint-color-background, #f6f8fa))',
    );
  });

  it('highlights each block with the theme passed with it, even when two themes are in flight at once', async () => {
    const code = 'const b = 2;\n';
    const [dracula, plain, nord] = await Promise.all([
      highlightCode(code, 'ts', {}, undefined, { light: 'dracula', dark: 'dracula' }),
      highlightCode(code, 'ts'),
      highlightCode(code, 'ts', {}, undefined, { light: 'nord', dark: 'nord' }),
    ]);
    expect(dracula).toContain('shiki-themes dracula dracula');
    expect(nord).toContain('shiki-themes nord nord');
    expect(plain).toContain('shiki-themes github-light github-dark');
  });

  it('names a custom language in a CodeGroup dropdown from the render context’s theme', () => {
    const codeTheme: CodeTheme = {
      light: 'github-light',
      dark: 'github-dark',
      languages: [{ file: 'q.json', grammar: GRAMMAR }],
    };
    const group = h(CodeGroup, { dropdown: true }, h(DocsgenCode, { html: '<pre></pre>', lang: 'qk' }));
    const page = (ctx: ReturnType<typeof createRenderContext>) =>
      renderToString(h(RenderContextValue.Provider, { value: ctx }, group));
    expect(page(createRenderContext({ codeTheme }))).toContain('data-language="Quack"');
    expect(page(createRenderContext())).toContain('data-language="qk"');
  });

  it('keeps only colour variables when copying a block style to its frame', () => {
    const html =
      '<pre class="shiki x dg-code-theme" style="--shiki-light:#fff;--shiki-dark:red;background:url(x);--shiki-light-bg:var(--mint-background, #f6f8fa)">';
    expect(codeFrameStyle(html)).toBe('--shiki-light:#fff;--shiki-light-bg:var(--mint-background, #f6f8fa)');
  });
});
