import { describe, expect, it } from 'vitest';
import { themeFonts } from '../src/theme-fonts.ts';

describe('themeFonts', () => {
  it('ships Inter and JetBrains Mono in Latin and Latin Extended only, each face linked beside the stylesheet with its unicode-range', () => {
    const { css, files } = themeFonts();
    expect(files.map((f) => f.name).sort()).toEqual([
      'fonts/inter-latin-ext-wght-italic.woff2',
      'fonts/inter-latin-ext-wght-normal.woff2',
      'fonts/inter-latin-wght-italic.woff2',
      'fonts/inter-latin-wght-normal.woff2',
      'fonts/jetbrains-mono-latin-ext-wght-italic.woff2',
      'fonts/jetbrains-mono-latin-ext-wght-normal.woff2',
      'fonts/jetbrains-mono-latin-wght-italic.woff2',
      'fonts/jetbrains-mono-latin-wght-normal.woff2',
    ]);
    expect(files.filter((f) => f.preload).map((f) => f.name)).toEqual(['fonts/inter-latin-wght-normal.woff2']);
    for (const file of files) expect(file.keepName).toBe(true);
    expect(css.match(/@font-face/g)).toHaveLength(8);
    expect(css.match(/unicode-range/g)).toHaveLength(8);
    expect(css).toContain("font-family: 'Inter Variable'");
    expect(css).toContain("font-family: 'JetBrains Mono Variable'");
    expect(css).toContain('url(fonts/inter-latin-wght-normal.woff2)');
    expect(css).not.toContain('./files/');
  });
});
