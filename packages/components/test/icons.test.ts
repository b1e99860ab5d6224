import { describe, expect, it } from 'vitest';
import { iconSvg } from '../src/icons.ts';

describe('iconSvg', () => {
  it('shows the closest free icon for the Font Awesome Pro names real repos use', () => {
    expect(iconSvg('sparkles')).toBe(iconSvg('wand-magic-sparkles'));
    expect(iconSvg('book-open-cover')).toBe(iconSvg('book-open'));
    expect(iconSvg('sparkles', { library: 'lucide' })).toBeDefined();
    expect(iconSvg('shield-check', { library: 'tabler' })).toBeDefined();
  });

  it('renders Font Awesome names, falling back regular → solid → brands', () => {
    expect(iconSvg('house')).toMatch(/^<svg [^>]*class="dg-icon"/);
    expect(iconSvg('rocket')).toContain('<path'); // solid only
    expect(iconSvg('github')).toContain('<path'); // brands only
  });

  it('accepts fa- prefixes and style words', () => {
    expect(iconSvg('fa-solid fa-house')).toBe(iconSvg('house', { style: 'solid' }));
    expect(iconSvg('fas fa-house')).toBe(iconSvg('house', { style: 'solid' }));
  });

  it('uses the configured library', () => {
    expect(iconSvg('rocket', { library: 'lucide' })).toContain('stroke="currentColor"');
    expect(iconSvg('rocket', { library: 'tabler' })).toContain('<svg');
    expect(iconSvg('rocket', { library: 'lucide' })).not.toBe(iconSvg('rocket'));
  });

  it('returns undefined for unknown names, and images for safe URLs only', () => {
    expect(iconSvg('definitely-not-an-icon')).toBeUndefined();
    expect(iconSvg('/icons/logo.svg')).toBe('<img class="dg-icon" src="/icons/logo.svg" alt="" aria-hidden="true">');
    expect(iconSvg('javascript:alert(1).svg')).toBeUndefined();
  });

  it('sets the class it is given (escaped)', () => {
    expect(iconSvg('house', { className: 'a"b' })).toContain('class="a&quot;b"');
  });
});
