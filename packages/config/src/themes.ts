/** Theme names of the docs.json format; each maps to a docsgen theme (documented in the configuration reference). */
export const FORMAT_THEMES = [
  'mint',
  'maple',
  'palm',
  'willow',
  'linden',
  'almond',
  'aspen',
  'luma',
  'sequoia',
] as const;

/** docsgen's own theme names, accepted as well. */
export const DOCSGEN_THEMES = ['classic', 'quill'] as const;

/** Every accepted `theme` value. */
export const THEME_NAMES = [...FORMAT_THEMES, ...DOCSGEN_THEMES] as const;
