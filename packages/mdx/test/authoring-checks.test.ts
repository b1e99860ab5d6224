import { describe, expect, it } from 'vitest';
import { authoringChecks } from '../src/authoring-checks.ts';
import type { CompiledPage } from '../src/types.ts';

const base: CompiledPage = {
  frontmatter: { title: 'T', description: 'D' },
  title: 'T',
  headings: [],
  html: '',
  links: [],
  features: [],
  diagnostics: [],
};

describe('authoringChecks', () => {
  it('is quiet for a page that follows the rules', () => {
    const page = {
      ...base,
      headings: [
        { depth: 2, text: 'A', id: 'a' },
        { depth: 3, text: 'B', id: 'b' },
      ],
      html: '<figure class="dg-frame"><div><img src="/a.png"></div></figure>',
    };
    expect(authoringChecks(page, 'a.mdx')).toEqual([]);
  });

  it('warns on missing description, a first heading not at level 2, and unframed images', () => {
    const page = {
      ...base,
      frontmatter: { title: 'T' },
      headings: [{ depth: 1, text: 'Title again', id: 't' }],
      html: '<p><img src="/a.png"></p><a class="dg-card"><img class="dg-card__img" src="/c.png"></a>',
    };
    expect(authoringChecks(page, 'a.mdx').map((d) => [d.code, d.severity])).toEqual([
      ['authoring/description', 'warning'],
      ['authoring/heading-level', 'warning'],
      ['authoring/image-frame', 'warning'],
    ]);
  });

  it('does not repeat the missing-title warning compilePage already gave', () => {
    const page = {
      ...base,
      frontmatter: { description: 'D' },
      diagnostics: [{ severity: 'warning' as const, code: 'mdx/missing-title', message: '' }],
    };
    expect(authoringChecks(page, 'a.mdx')).toEqual([]);
    expect(authoringChecks({ ...page, diagnostics: [] }, 'a.mdx').map((d) => d.code)).toEqual(['authoring/title']);
  });
  it("takes an OpenAPI page's title and description from its spec, as Mintlify does", () => {
    const page = { ...base, frontmatter: { openapi: 'GET /users' }, title: 'List users', description: 'Lists users.' };
    expect(authoringChecks(page, 'a.mdx')).toEqual([]);
    const schema = { ...base, frontmatter: { 'openapi-schema': 'Plant' }, title: 'Plant', description: undefined };
    expect(authoringChecks(schema, 'a.mdx').map((d) => d.code)).toEqual(['authoring/description']);
  });
});
