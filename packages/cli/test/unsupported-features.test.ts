import type { Site } from '@docsgen/navigation';
import { describe, expect, it } from 'vitest';
import { unsupportedConfig, unsupportedFrontmatter } from '../src/checks/unsupported-features.ts';

const site = (config: Record<string, unknown>) => ({ config, sourceMap: undefined }) as unknown as Site;

describe('unsupportedConfig', () => {
  it('explains `thumbnails`, which docsgen ignores, but not `styling.codeblocks`, which it applies', () => {
    const ignored = unsupportedConfig(site({ thumbnails: { appearance: 'dark' } }));
    expect(ignored.map((d) => [d.code, d.severity, d.jsonPath])).toEqual([['check/unsupported', 'info', 'thumbnails']]);
    expect(
      unsupportedConfig(site({ styling: { codeblocks: { theme: { light: 'github-light', dark: 'dracula' } } } })),
    ).toEqual([]);
    expect(unsupportedConfig(site({ styling: { codeblocks: 'dark' } }))).toEqual([]);
    expect(unsupportedConfig(site({ styling: { eyebrows: 'breadcrumbs' } }))).toEqual([]);
  });
});

describe('unsupported keys found by the README audit', () => {
  it('markdown.schema (unless false, what docsgen does) and seo.trailingSlash: true are explained', () => {
    const found = unsupportedConfig(site({ markdown: { schema: true }, seo: { trailingSlash: true } }));
    expect(found.map((d) => d.jsonPath)).toEqual(['markdown.schema', 'seo.trailingSlash']);
    expect(found[0]!.message).toContain('OpenAPI spec itself is not embedded');
    expect(unsupportedConfig(site({ markdown: { schema: false }, seo: { trailingSlash: false } }))).toEqual([]);
  });

  it('frontmatter related, groups and mode: assistant are explained at their line; other modes are not', () => {
    const source = '---\ntitle: T\nrelated: false\ngroups: ["admins"]\nmode: assistant\n---\n';
    const found = unsupportedFrontmatter(
      { title: 'T', related: false, groups: ['admins'], mode: 'assistant' },
      'p.mdx',
      source,
    );
    expect(found.map((d) => [d.severity, d.code, d.jsonPath, d.line])).toEqual([
      ['info', 'check/unsupported', 'frontmatter.related', 3],
      ['info', 'check/unsupported', 'frontmatter.groups', 4],
      ['info', 'check/unsupported', 'frontmatter.mode', 5],
    ]);
    expect(found[1]!.message).toContain('every reader who has the URL can open it (without `--groups` it is left out)');
    expect(unsupportedFrontmatter({ mode: 'wide' }, 'p.mdx', '---\nmode: wide\n---\n')).toEqual([]);
  });
});
