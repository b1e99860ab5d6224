import { mkdtempSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compilePage } from '../src/index.ts';

const root = realpathSync(mkdtempSync(path.join(tmpdir(), 'dg-latex-')));
const compile = (body: string) =>
  compilePage({ root, file: 'page.mdx', source: `---\ntitle: T\n---\n\n${body}\n`, fallbackTitle: 'T' });

describe('<Latex>', () => {
  it('renders inline with KaTeX at build time, the braces MDX read as expressions given back', async () => {
    const page = await compile('Length <Latex>\\sqrt{x^2 + y^2}</Latex> here.');
    expect(page.html).toMatch(/<p>Length <span class="katex">[\s\S]*<\/span> here\.<\/p>/);
    expect(page.html).toContain('<annotation encoding="application/x-tex">\\sqrt{x^2 + y^2}</annotation>');
    expect(page.html).not.toContain('\\sqrt{x^2 + y^2}</code>');
    expect(page.features).toContain('katex');
    expect(page.diagnostics).toEqual([]);
  });

  it('renders a block of its own as display math', async () => {
    const page = await compile('<Latex>\n  \\frac{a}{b} = c\n</Latex>');
    expect(page.html).toContain('<span class="katex-display">');
    expect(page.html).toContain('<annotation encoding="application/x-tex">\\frac{a}{b} = c</annotation>');
  });

  it('reads as TeX between dollar signs in the Markdown copy', async () => {
    const page = await compile('Length <Latex>\\sqrt{x}</Latex> here.\n\n<Latex>\n  E = mc^2\n</Latex>');
    expect(page.markdown).toContain('Length $\\sqrt{x}$ here.');
    expect(page.markdown).toContain('$$\nE = mc^2\n$$');
  });

  it('reports TeX KaTeX cannot parse at the page, and still builds it', async () => {
    const page = await compile('Bad <Latex>x^</Latex>.');
    expect(page.html).toContain('Bad ');
    expect(page.diagnostics.map((d) => [d.code, d.line])).toEqual([['mdx/math', 5]]);
  });
});
