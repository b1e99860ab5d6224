import { mkdtempSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { iconSvg } from '@docsgen/components';
import { type CompileSettings, DEFAULT_COMPILE_SETTINGS } from '@docsgen/openapi/compile-settings';
import { describe, expect, it } from 'vitest';
import { compilePage } from '../src/index.ts';

// Icons named in components' props: a Font Awesome Pro name shows its closest free icon and an
// unknown name shows nothing; either is a warning at the name in the page, and the page is built.

const root = realpathSync(mkdtempSync(path.join(tmpdir(), 'dg-mdx-icons-')));
const compile = (source: string, iconLibrary?: CompileSettings['iconLibrary']) =>
  compilePage({
    root,
    file: 'guide.mdx',
    source,
    fallbackTitle: 'Guide',
    markdown: false,
    settings: { ...DEFAULT_COMPILE_SETTINGS, iconLibrary },
  });

describe('component icons', () => {
  it('a Pro name shows the free icon, with a warning at the name naming the page (once per name)', async () => {
    const page = await compile(
      '---\ntitle: T\n---\n\n<Card title="A" icon="sparkles">a</Card>\n\n<Accordion title="B" icon=\'sparkles\'>b</Accordion>\n\n<Icon icon="rocket-launch" />\n',
    );
    expect(page.html).toContain(iconSvg('wand-magic-sparkles', { className: 'dg-icon' })!);
    expect(page.html).toContain(iconSvg('rocket')!);
    const warnings = page.diagnostics.filter((d) => d.code === 'mdx/pro-icon');
    expect(warnings.map((d) => [d.severity, d.file, d.line, d.column, d.length])).toEqual([
      ['warning', 'guide.mdx', 5, 23, 8],
      ['warning', 'guide.mdx', 9, 13, 13],
    ]);
    // One message for every Pro icon, so a report groups them; the hint names the icon shown.
    expect(new Set(warnings.map((d) => d.message)).size).toBe(1);
    expect(warnings[0]!.message).toContain('static site');
    expect(warnings[0]!.hint).toContain('`sparkles` is a Pro icon and shows the free `wand-magic-sparkles`');
  });

  it('an unknown name is a located warning and the page is still built', async () => {
    const page = await compile(
      '---\ntitle: T\n---\n\nIntro.\n\n<Card title="A" icon="no-such-icon-here">body</Card>\n',
    );
    expect(page.html).toContain('body');
    expect(page.html).not.toContain('dg-card__icon');
    const [d] = page.diagnostics.filter((x) => x.code === 'mdx/unknown-icon');
    expect(d).toMatchObject({ severity: 'warning', file: 'guide.mdx', line: 7, column: 23 });
    expect(d!.message).toContain('not in the fontawesome icon set');
  });

  it('the library decides: a Lucide name is no Pro name, and built-in icons never warn', async () => {
    const page = await compile(
      '---\ntitle: T\n---\n\n<Card title="A" icon="sparkles">a</Card>\n\n<Note>n</Note>\n',
      'lucide',
    );
    expect(page.diagnostics.filter((d) => /icon/.test(d.code))).toEqual([]);
    // The callout keeps its Font Awesome icon under Lucide (Lucide has no `circle-info`).
    expect(page.html).toMatch(/dg-callout__icon[^>]*><svg/);
  });
});
