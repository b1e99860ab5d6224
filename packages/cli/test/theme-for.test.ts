import { FORMAT_THEMES } from '@docsgen/config';
import { describe, expect, it } from 'vitest';
import { THEME_NAMES, themeFor } from '../src/theme-for.ts';

describe('themeFor', () => {
  it('gives every docs.json theme of the format its own look', () => {
    for (const name of FORMAT_THEMES) expect(themeFor(name).name).toBe(name);
    expect(new Set(FORMAT_THEMES.map((name) => themeFor(name))).size).toBe(FORMAT_THEMES.length);
    expect([...THEME_NAMES].sort()).toEqual([...FORMAT_THEMES, 'classic', 'quill'].sort());
    expect(themeFor('mint')).toBe(themeFor('mint'));
  });

  it('keeps docsgen classic and quill, and falls back to classic for unknown or missing names', () => {
    expect(themeFor('classic').name).toBe('classic');
    expect(themeFor('quill').name).toBe('quill');
    expect(themeFor('venus').name).toBe('classic');
    expect(themeFor(undefined).name).toBe('classic');
  });

  it('keeps each theme’s breadcrumb and drilldown defaults', () => {
    for (const name of ['mint', 'maple', 'palm', 'aspen', 'linden', 'sequoia'])
      expect(themeFor(name).defaults).toEqual({ breadcrumbs: false, drilldown: false });
    for (const name of ['willow', 'luma', 'almond'])
      expect(themeFor(name).defaults).toEqual({ breadcrumbs: true, drilldown: true });
  });
});
