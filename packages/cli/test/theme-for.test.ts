import { describe, expect, it } from 'vitest';
import { THEME_NAMES, themeFor } from '../src/theme-for.ts';

describe('themeFor', () => {
  it('maps every docs.json theme name of the format to a docsgen theme', () => {
    for (const name of ['mint', 'maple', 'palm', 'aspen', 'linden', 'sequoia'])
      expect(themeFor(name).name).toBe('classic');
    for (const name of ['willow', 'luma', 'almond']) expect(themeFor(name).name).toBe('quill');
    expect(Object.keys(THEME_NAMES)).toHaveLength(11);
  });

  it('falls back to classic for unknown or missing names', () => {
    expect(themeFor('venus').name).toBe('classic');
    expect(themeFor(undefined).name).toBe('classic');
  });

  it('publishes opposite breadcrumb defaults across the two themes', () => {
    expect(themeFor('mint').defaults).toEqual({ breadcrumbs: false, drilldown: false });
    expect(themeFor('luma').defaults).toEqual({ breadcrumbs: true, drilldown: true });
  });
});
