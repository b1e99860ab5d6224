import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compilePage } from '../src/index.ts';

// Issue 45, item 1: Mintlify's prebuild drops imports of its packages and renders the names as its
// built-ins; docsgen binds them to its own built-in components, and a name that is none is an error.
const root = path.join(import.meta.dirname, 'mintlify-imports');
const compile = (file: string) =>
  compilePage({ root, file, source: readFileSync(path.join(root, file), 'utf8'), fallbackTitle: 'T' });

describe('imports of Mintlify packages', () => {
  it('bind the built-in components, in a .jsx snippet and in a page, with no diagnostic', async () => {
    const page = await compile('page.mdx');
    expect(page.diagnostics).toEqual([]);
    expect(page.html).toContain('dg-columns');
    expect(page.html.match(/class="dg-card[ "]/g)).toHaveLength(2);
    expect(page.html).toContain('Hobby');
    expect(page.html).toContain('dg-badge');
    expect(page.html).toMatch(/dg-callout[^"]*note/);
  });

  it('is an error, at the import in its own file, for a name that is no built-in component', async () => {
    const page = await compile('broken.mdx');
    const errors = page.diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map((d) => [d.file, d.line, d.message])).toEqual(
      expect.arrayContaining([
        [
          'snippets/unknown.jsx',
          2,
          'Snippet: `PricingTable` imported from `@mintlify/components` is not a built-in component.',
        ],
        ['broken.mdx', 5, '`Nope` imported from `@mintlify/components` is not a built-in component.'],
      ]),
    );
    expect(errors).toHaveLength(2);
  });
});
