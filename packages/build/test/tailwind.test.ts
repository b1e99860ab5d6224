import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { applyClassTokens, extractClassNames, htmlClassKey, scriptClassTokens } from '@docsgen/site';
import { afterAll, describe, expect, it } from 'vitest';
import { siteTailwind, tailwindCss } from '../src/tailwind-css.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'docsgen-tailwind-'));
  dirs.push(dir);
  return dir;
}

describe('extractClassNames', () => {
  it('reads className and class attributes, literal strings inside expressions, with their line and column', () => {
    const text = [
      '---',
      'title: x',
      '---',
      '<div className="flex gap-4  dark:bg-zinc-900">',
      "  <p class='text-sm'>a</p>",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: MDX source text holding a template literal.
      '  <span className={`mt-2 ${open ? "block" : "hidden"}`} />',
      '  <img className={"w-full"} />',
      '</div>',
    ].join('\n');
    const found = extractClassNames(text, 'index.mdx');
    expect([...found.keys()]).toEqual([
      'flex',
      'gap-4',
      'dark:bg-zinc-900',
      'text-sm',
      'mt-2',
      'block',
      'hidden',
      'w-full',
    ]);
    expect(found.get('flex')).toEqual({ file: 'index.mdx', line: 4, column: 6 });
    expect(found.get('text-sm')).toEqual({ file: 'index.mdx', line: 5, column: 6 });
  });

  it('skips Markdown code: fenced blocks and inline code are examples, not markup', () => {
    const text = [
      'Use `<div className="p-99">` like this:',
      '```jsx',
      '<div className="m-99" />',
      '````',
      '~~~',
      '<b class="m-98" />',
      '~~~',
      '<div className="p-4" />',
    ].join('\n');
    expect([...extractClassNames(text, 'a.mdx').keys()]).toEqual(['p-4']);
    expect(extractClassNames(text, 'a.mdx').get('p-4')?.line).toBe(8);
    // In a component file backticks are template strings, not code spans.
    expect([...extractClassNames('const A = () => <b className={`p-2`} />;', 'snippets/a.jsx').keys()]).toEqual([
      'p-2',
    ]);
  });

  it('htmlClassKey: the sorted classes of rendered HTML, docsgen’s own left out', () => {
    expect(htmlClassKey('<div class="b a dg-card"><p class="a">x</p></div>')).toBe('a b');
  });

  it('htmlClassKey reads what the attribute pattern matches, on awkward HTML too', () => {
    const pattern = (html: string) => {
      const set = new Set<string>();
      for (const m of html.matchAll(/\sclass="([^"]*)"/g))
        for (const t of m[1]!.split(/\s+/)) if (t && !t.startsWith('dg-')) set.add(t);
      return [...set].sort().join(' ');
    };
    const cases = [
      'class="first" <b class="x"></b>',
      '<i\nclass="nl"\tclass="tab"></i><i\u00a0class="nbsp">',
      '<a data-class="no" xclass="no" class="yes one"></a>',
      '<p class="a"class="glued" class="b"> <p class="c" class="d">',
      '<p class="unclosed> class="inside" text',
      '<p class=""> <p class="  spaced   out "> <p class="dg-only">',
      ' class="',
    ];
    // Random strings of the pieces that matter, against the pattern, 2,000 times.
    const pieces = [' ', '\n', 'class="', '"', 'a', 'b c', 'dg-x', '<p', '>', 'class=', '  '];
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed;
    };
    for (let i = 0; i < 2000; i++)
      cases.push(Array.from({ length: 1 + (next() % 30) }, () => pieces[next() % pieces.length]).join(''));
    for (const html of cases) expect(htmlClassKey(html), JSON.stringify(html)).toBe(pattern(html));
  });
});

describe('siteTailwind', () => {
  it('makes scoped CSS for exactly the classes used, dark variants on data-theme, no reset, and warns at unparsable classes', async () => {
    const root = tempDir();
    mkdirSync(path.join(root, 'snippets'));
    writeFileSync(
      path.join(root, 'index.mdx'),
      '# Home\n\n<div className="flex p-6 dark:bg-zinc-900 text-primary my-card dark:prose-invert">\n  <b className="dark:bg-nope-500 w-[12px">x</b>\n</div>\n',
    );
    writeFileSync(
      path.join(root, 'snippets', 'hero.jsx'),
      'export const Hero = () => <h2 className="sm:text-4xl">Hi</h2>;\n',
    );
    writeFileSync(path.join(root, 'plain.mdx'), '# No classes\n');
    const { css, diagnostics } = await siteTailwind(root, ['index.mdx', 'plain.mdx', 'snippets/hero.jsx', 'logo.png']);
    expect(css).toContain('[data-dg-content] .flex{display:flex}');
    expect(css).toContain('[data-dg-content] .p-6{padding:1.5rem}');
    expect(css).toMatch(/\[data-dg-content\] \.text-primary\{[^}]*color:var\(--dg-primary\)\}/);
    expect(css).toMatch(/\[data-dg-content\] :is\(:root\[data-theme="?dark"?\] \.dark\\:bg-zinc-900\)/);
    expect(css).toContain('.sm\\:text-4xl');
    // No preflight and no rule outside the content: every selector starts at the content element.
    for (const rule of css!.replace(/@media[^{]*\{/g, '').split('}')) {
      const selector = rule.split('{')[0]!.trim();
      // List items (commas inside :is()/:where() belong to their item).
      for (const part of selector.split(/,(?![^(]*\))/))
        if (part.trim()) expect(part.trim()).toMatch(/^\[data-dg-content\]/);
    }
    expect(diagnostics.map((d) => [d.code, d.file, d.line, d.message])).toEqual([
      [
        'build/tailwind-class',
        'index.mdx',
        4,
        'Tailwind makes no style for the class `dark:bg-nope-500`; it is left without one.',
      ],
      [
        'build/tailwind-class',
        'index.mdx',
        4,
        'Tailwind makes no style for the class `w-[12px`; it is left without one.',
      ],
    ]);
  });

  it('links nothing for a site whose pages write no class', async () => {
    const root = tempDir();
    writeFileSync(path.join(root, 'index.mdx'), '# Home\n\n```html\n<div class="p-4"></div>\n```\n');
    expect(await siteTailwind(root, ['index.mdx'])).toEqual({ diagnostics: [] });
  });

  it('makes the utilities of the site’s own scripts and @apply rules for the whole page, and none for a script without one', async () => {
    const root = tempDir();
    writeFileSync(
      path.join(root, 'version-warning.js'),
      "const box = document.createElement('div');\nbox.className = 'rounded-2xl bg-yellow-50 dark:bg-yellow-900/20';\nbox.innerHTML = '<svg class=\"size-5 shrink-0\"></svg>';\n",
    );
    writeFileSync(path.join(root, 'style.css'), '.pill { @apply rounded-full px-2; }\n');
    writeFileSync(path.join(root, 'index.mdx'), '# Home\n');
    const { css, diagnostics } = await siteTailwind(root, ['index.mdx', 'style.css', 'version-warning.js']);
    expect(diagnostics).toEqual([]);
    expect(css).toContain('body .size-5{width:1.25rem;height:1.25rem}');
    expect(css).toContain('body .rounded-2xl{border-radius:1rem}');
    expect(css).toMatch(/body :is\(:root\[data-theme="?dark"?\] \.dark\\:bg-yellow-900\\\/20\)/);
    expect(css).toContain('body .px-2{');
    // A script whose words are no utility (an analytics snippet) adds no stylesheet.
    const quiet = tempDir();
    writeFileSync(path.join(quiet, 'ga.js'), "window.dataLayer = window.dataLayer || [];\ngtag('config', 'TAG_ID');\n");
    expect(await siteTailwind(quiet, ['ga.js'])).toEqual({ diagnostics: [] });
  });

  it('reads a script’s words and a stylesheet’s @apply as Tailwind’s content scan does', () => {
    expect(scriptClassTokens('el.classList.add(\'size-5\', "md:flex"); // see https://x.dev/a')).toEqual(
      expect.arrayContaining(['size-5', 'md:flex', 'el.classList.add']),
    );
    expect(scriptClassTokens('https://x.dev/a')).toEqual([]);
    expect(applyClassTokens('.a { @apply p-4 !important; } .b{@apply sm:px-2}')).toEqual(['p-4', 'sm:px-2']);
  });

  it('keeps each stylesheet in the cache folder: an unchanged set of classes runs Tailwind once', async () => {
    const cache = tempDir();
    const classes = ['grid', `gap-${Date.now() % 997}`];
    const first = await tailwindCss(classes, cache);
    expect(first.made).toBe(true);
    expect(readdirSync(path.join(cache, 'tailwind'))).toHaveLength(1);
    const again = await tailwindCss(classes, cache);
    expect(again).toEqual({ css: first.css, made: false });
  });
});
