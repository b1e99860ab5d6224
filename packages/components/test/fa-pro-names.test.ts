import { describe, expect, it } from 'vitest';
import { closestFreeIcon, GENERIC_FREE_ICON, isFontAwesomeName } from '../src/fa-pro-names.ts';
import { iconSvg, resolveIcon } from '../src/icons.ts';

// Pro names outside the curated table: Font Awesome's own name list says they are Pro, and the
// name's words lead to the closest free icon, so no slot stays empty.
describe('Font Awesome Pro names beyond the table', () => {
  it("knows Font Awesome's names, free and Pro, and nothing else", () => {
    expect(isFontAwesomeName('house')).toBe(true);
    expect(isFontAwesomeName('house-blank')).toBe(true);
    expect(isFontAwesomeName('calendar-lines-pen')).toBe(true);
    expect(isFontAwesomeName('hosue')).toBe(false);
  });

  it('finds the free icon in the words: modifiers dropped, frames last, plurals singular', () => {
    const free = new Set(['rocket', 'terminal', 'book', 'calendar', 'gauge', 'pen-nib', 'circle', 'battery-full']);
    const isFree = (n: string) => free.has(n);
    expect(closestFreeIcon('rocket-launch', isFree)).toBe('rocket');
    expect(closestFreeIcon('square-terminal', isFree)).toBe('terminal');
    expect(closestFreeIcon('books', isFree)).toBe('book');
    expect(closestFreeIcon('calendar-lines-pen', isFree)).toBe('calendar');
    expect(closestFreeIcon('gauge-circle-bolt', isFree)).toBe('gauge');
    expect(closestFreeIcon('pen-nib-slash', isFree)).toBe('pen-nib');
    expect(closestFreeIcon('battery-full-bolt', isFree)).toBe('battery-full');
    expect(closestFreeIcon('waveform', isFree)).toBe(GENERIC_FREE_ICON);
  });

  it('resolveIcon fills the slot of any Pro name, never of a misspelt one', () => {
    expect(resolveIcon('calendar-lines-pen').substitute).toBe('calendar');
    expect(resolveIcon('pen-nib-slash').svg).toBe(iconSvg('pen-nib-slash'));
    expect(resolveIcon('pen-nib-slash').substitute).toBe('pen-nib');
    expect(resolveIcon('waveform-lines').svg).toBeDefined();
    expect(resolveIcon('hosue')).toEqual({});
  });
});
