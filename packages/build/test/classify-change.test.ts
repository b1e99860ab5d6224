import { describe, expect, it } from 'vitest';
import { classifyChange } from '../src/classify-change.ts';

describe('classifyChange: what a changed file is to the build', () => {
  it.each([
    ['docs.json', 'config'],
    ['mint.json', 'config'],
    ['nav/tabs.json', 'config'],
    ['guides/install.mdx', 'page'],
    ['README.md', 'page'],
    ['snippets/note.mdx', 'snippet'],
    ['_snippets/note.mdx', 'snippet'],
    ['snippets/chart.jsx', 'snippet'],
    ['components/Widget.tsx', 'snippet'],
    ['api/openapi.yaml', 'openapi'],
    ['openapi-v2.json', 'openapi'],
    ['swagger.json', 'openapi'],
    ['style.css', 'theme-asset'],
    ['scripts/analytics.js', 'theme-asset'],
    ['snippets/extra.css', 'static'],
    ['images/logo.png', 'static'],
  ] as const)('%s is %s', (path, kind) => {
    expect(classifyChange(path)).toBe(kind);
  });

  it('knows better from the last run: a loaded spec, an imported file', () => {
    expect(classifyChange('specs/petstore.json', { specs: new Set(['specs/petstore.json']) })).toBe('openapi');
    expect(classifyChange('shared/intro.mdx', { imported: new Set(['shared/intro.mdx']) })).toBe('snippet');
    expect(classifyChange('shared/intro.mdx')).toBe('page');
  });
});
