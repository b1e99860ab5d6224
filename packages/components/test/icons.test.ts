import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { FA_PRO_FALLBACKS } from '../src/fa-pro-fallbacks.ts';
import { FA_PRO_BY_MEANING } from '../src/fa-pro-meaning.ts';
import { type IconNote, iconSvg, noteIcon, resolveIcon } from '../src/icons.ts';

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

describe('Font Awesome Pro fallbacks', () => {
  const load = (name: string) =>
    JSON.parse(readFileSync(createRequire(import.meta.url).resolve(`@iconify-json/${name}/icons.json`), 'utf8')) as {
      icons: Record<string, unknown>;
      aliases?: Record<string, unknown>;
    };
  const free = ['fa7-solid', 'fa7-regular', 'fa7-brands'].map(load);
  const isFree = (name: string) => free.some((s) => name in s.icons || name in (s.aliases ?? {}));

  it('maps only names the free sets lack, each to a free icon', () => {
    expect(Object.keys(FA_PRO_FALLBACKS).length).toBeGreaterThan(40);
    for (const [pro, freeName] of Object.entries(FA_PRO_FALLBACKS)) {
      expect(isFree(pro), pro).toBe(false);
      expect(isFree(freeName), freeName).toBe(true);
    }
  });

  it('maps a Pro name no word of which is a free icon by meaning (Font Awesome search terms), not to a plain circle', () => {
    const shown = (name: string) => resolveIcon(name).substitute;
    expect(shown('bird')).toBe('kiwi-bird');
    expect(shown('hat-chef')).toBe('hat-cowboy');
    expect(shown('notes')).toBe('note-sticky');
    expect(shown('browsers')).not.toBe('circle');
    for (const [pro, freeName] of Object.entries(FA_PRO_BY_MEANING)) {
      expect(isFree(pro), pro).toBe(false);
      expect(isFree(freeName), freeName).toBe(true);
    }
  });

  it('the meaning table is what its script makes from Font Awesome’s metadata', () => {
    const script = new URL('../../../scripts/gen-fa-pro-meaning.mjs', import.meta.url);
    expect(() => execFileSync(process.execPath, [script.pathname, '--check'], { stdio: 'pipe' })).not.toThrow();
  });

  it('resolveIcon says which free icon stands in, and nothing for a free name', () => {
    expect(resolveIcon('sparkles')).toEqual({ svg: iconSvg('wand-magic-sparkles'), substitute: 'wand-magic-sparkles' });
    expect(resolveIcon('fa-solid fa-rocket-launch').substitute).toBe('rocket');
    expect(resolveIcon('rocket')).toEqual({ svg: iconSvg('rocket') });
    expect(resolveIcon('sparkles', { library: 'lucide' }).substitute).toBeUndefined();
    expect(resolveIcon('definitely-not-an-icon')).toEqual({});
  });

  it('noteIcon notes unknown and substituted names, not free ones or URLs', () => {
    const icons: IconNote[] = [];
    for (const name of ['house', 'sparkles', 'nope-nope', '/x.svg']) noteIcon(icons, name, {}, resolveIcon(name));
    expect(icons).toEqual([
      { name: 'sparkles', library: 'fontawesome', substitute: 'wand-magic-sparkles' },
      { name: 'nope-nope', library: 'fontawesome', substitute: undefined },
    ]);
  });
});
