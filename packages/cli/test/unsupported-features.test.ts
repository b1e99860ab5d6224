import type { Site } from '@docsgen/navigation';
import { describe, expect, it } from 'vitest';
import { unsupportedConfig } from '../src/checks/unsupported-features.ts';

const site = (config: Record<string, unknown>) => ({ config, sourceMap: undefined }) as unknown as Site;

describe('unsupportedConfig', () => {
  it('explains a styling.codeblocks theme, which docsgen ignores, but not `system`, which it does anyway', () => {
    const themed = unsupportedConfig(
      site({ styling: { codeblocks: { theme: { light: 'github-light', dark: 'dracula' } } } }),
    );
    expect(themed.map((d) => [d.code, d.severity, d.jsonPath])).toEqual([
      ['check/unsupported', 'info', 'styling.codeblocks'],
    ]);
    expect(themed[0]!.message).toContain('Shiki theme');
    expect(unsupportedConfig(site({ styling: { codeblocks: 'system' } }))).toEqual([]);
    expect(unsupportedConfig(site({ styling: { eyebrows: 'breadcrumbs' } }))).toEqual([]);
  });
});
