import type { Site } from '@docsgen/navigation';
import { describe, expect, it } from 'vitest';
import { unsupportedConfig } from '../src/checks/unsupported-features.ts';

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
