import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTree } from '../build-helpers.ts';
import { build, describeAll, errors, MINIMAL_CONFIG, siteWithConfig, warnings } from './helpers.ts';

// Catalogue, issue 28 class 7 ("data is data") and class 10 (no superlinear pattern on user input),
// on the real pipeline: values from docs.json and frontmatter never become code, markup, extra
// lines of a line-based file or an unsafe URL; a page with very long lines builds promptly.

const FM = '---\ntitle: T\n---\n\n';

/** Every output file as text. */
async function output(root: string): Promise<Map<string, string>> {
  const tree = await readTree(join(root, 'dist'));
  return new Map([...tree].map(([path, bytes]) => [path, bytes.toString('utf8')]));
}

describe('catalogue: docs.json variables are data', () => {
  const variants: Record<string, string> = {
    expression: '{globalThis.process.exit(7)}',
    exprInText: "before {(() => { throw new Error('ran') })()} after",
    handler: '<img src=x onError="alert(1)">',
    svg: '<svg><script>alert(2)</script></svg>',
    iframe: '<iframe src="javascript:alert(3)"></iframe>',
    esm: 'export const pwned = globalThis.process.exit(8)',
    lines: 'one\n# injected heading\u2028two',
  };

  it('each variant is text in the page, never run, never an element', async () => {
    const body = Object.keys(variants)
      .map((k) => `${k}: {{${k}}}\n\n<Note title="{{${k}}}">{{${k}}}</Note>\n`)
      .join('\n');
    const root = await siteWithConfig({ ...MINIMAL_CONFIG, variables: variants }, { 'index.mdx': `${FM}${body}` });
    const result = await build(root, { outDir: join(root, 'dist') });
    expect(errors(result.diagnostics), describeAll(result.diagnostics)).toEqual([]);
    const html = (await output(root)).get('index.html') ?? '';
    expect(html).toContain('globalThis.process.exit(7)');
    expect(html).toContain('throw new Error');
    expect(html).toContain('export const pwned');
    expect(html).not.toMatch(/<img[^>]*onerror/i);
    expect(html).not.toMatch(/<svg><script>|alert\(2\)|<iframe[^>]*javascript/i);
    expect(html).not.toContain('<h1 id="injected-heading"');
  });
});

describe('catalogue: redirects with line breaks never add _redirects rules', () => {
  const breaks = ['\n', '\r', '\r\n', '\u2028', '\u0085', '\u0000', '\u000b'];
  for (const br of breaks) {
    for (const field of ['source', 'destination'] as const) {
      it(`${field} holding ${JSON.stringify(br)} → located error, no forced rule`, async () => {
        const entry = { source: '/old', destination: '/index' };
        entry[field] = `${entry[field]}${br}/index /evil 200!`;
        const root = await siteWithConfig({
          ...MINIMAL_CONFIG,
          redirects: [entry, { source: '/a', destination: '/' }],
        });
        const result = await build(root, { outDir: join(root, 'dist') });
        const e = errors(result.diagnostics).find((d) => d.code === 'build/redirect-invalid');
        expect(e, describeAll(result.diagnostics)).toMatchObject({
          file: 'docs.json',
          jsonPath: `redirects[0].${field}`,
        });
        expect(e?.line).toBeGreaterThan(0);
      });
    }
  }

  it('a valid site keeps one rule per redirect even with spaces in an external destination', async () => {
    const root = await siteWithConfig({
      ...MINIMAL_CONFIG,
      redirects: [
        { source: '/gh', destination: 'https://x.example/a b 200!' },
        { source: '/b', destination: '/' },
      ],
    });
    const result = await build(root, { outDir: join(root, 'dist') });
    expect(errors(result.diagnostics), describeAll(result.diagnostics)).toEqual([]);
    const rules = (await readFile(join(root, 'dist', '_redirects'), 'utf8')).trim().split('\n');
    expect(rules).toEqual(['/gh https://x.example/a%20b%20200! 308', '/b / 308']);
  });
});

describe('catalogue: frontmatter URLs in meta tags pass the allow-list', () => {
  const bad = [
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:x',
  ];
  for (const value of bad) {
    for (const key of ['og:image', 'twitter:image', 'og:url']) {
      it(`${key}: ${JSON.stringify(value)} → left out with a located warning`, async () => {
        const root = await siteWithConfig(MINIMAL_CONFIG, {
          'index.mdx': `---\ntitle: T\n"${key}": ${JSON.stringify(value)}\n---\n\nHi.\n`,
        });
        const result = await build(root, { outDir: join(root, 'dist') });
        const html = (await output(root)).get('index.html') ?? '';
        expect(html).not.toMatch(/(?:javascript|vbscript|data):/i);
        const w = warnings(result.diagnostics).find((d) => d.code === 'build/meta-url-refused');
        expect(w, describeAll(result.diagnostics)).toMatchObject({ file: 'index.mdx' });
      });
    }
  }
});

describe('catalogue: titles and descriptions with line breaks keep llms.txt, sitemap and robots whole', () => {
  it('a title and description full of breaks and controls add no line anywhere', async () => {
    const nasty = 'A\nB\r\nC\u2028D\u0085E\u0000F\u000bG';
    const root = await siteWithConfig(
      { ...MINIMAL_CONFIG, name: `Site${nasty}`, description: `About${nasty}`, navigation: { pages: ['index', 'b'] } },
      {
        'index.mdx': `---\ntitle: ${JSON.stringify(`Home${nasty}`)}\ndescription: ${JSON.stringify(`Desc${nasty}`)}\n---\n\nHi.\n`,
        'b.mdx': `---\ntitle: ${JSON.stringify(`Bee${nasty}`)}\n---\n\nBee.\n`,
      },
    );
    const result = await build(root, { outDir: join(root, 'dist'), siteUrl: 'https://d.example' });
    expect(errors(result.diagnostics), describeAll(result.diagnostics)).toEqual([]);
    const files = await output(root);
    const lines = (p: string) => (files.get(p) ?? '').split(/\r\n|[\n\r\v\f\u0085\u2028\u2029]/);
    expect(lines('llms.txt').filter((l) => l.startsWith('- ['))).toHaveLength(2);
    expect(lines('llms.txt').filter((l) => l.startsWith('# '))).toHaveLength(1);
    expect(lines('llms-full.txt').filter((l) => l.startsWith('Source: '))).toHaveLength(2);
    expect(lines('sitemap.xml').filter((l) => l.includes('<loc>'))).toHaveLength(2);
    expect(lines('robots.txt')).toHaveLength(5);
    for (const text of [files.get('llms.txt'), files.get('llms-full.txt')])
      expect(text).not.toMatch(/[\u0000\u000b\u0085\u2028]/);
  });
});

describe('catalogue: long lines never time a page out (class 10)', () => {
  // The heading custom-id pattern backtracked over runs of spaces (5 s at 40 KB, quadratic); the
  // MDX parser's own cost on thousands of unclosed braces is issue 28 class 2 (nesting), not here.
  const lines: Record<string, string> = {
    '100 KB of spaces before a custom id': `# a${' '.repeat(100_000)}b {#id}`,
    '100 KB of spaces and tabs before an unclosed id': `## a${' \t'.repeat(50_000)}{#`,
    '100 KB of one character': 'a'.repeat(100_000),
    '100 KB of hashes in a heading': `# ${'#'.repeat(100_000)} {#x}`,
  };
  for (const [name, line] of Object.entries(lines)) {
    it(`${name}: the page builds in seconds`, async () => {
      const root = await siteWithConfig(MINIMAL_CONFIG, { 'index.mdx': `${FM}${line}\n\nAfter.\n` });
      const started = Date.now();
      const result = await build(root, { outDir: join(root, 'dist') });
      expect(errors(result.diagnostics).filter((d) => d.code === 'build/page-timeout')).toEqual([]);
      expect(Date.now() - started).toBeLessThan(25_000);
    });
  }
});
