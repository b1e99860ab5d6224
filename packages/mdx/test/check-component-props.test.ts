import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compilePage } from '../src/index.ts';

// Issue 45, item 3: a prop's type is declared once (CARD_PROP_TYPES) and both Card and the check read it.
const fixture = path.join(import.meta.dirname, 'fixtures/card-flag-props');

describe('component prop types', () => {
  it('takes `arrow={false}` on a Card as the boolean it is, and still flags a number given as text', async () => {
    const source = readFileSync(path.join(fixture, 'input.mdx'), 'utf8');
    const page = await compilePage({ root: fixture, file: 'input.mdx', source, fallbackTitle: 'T' });
    const props = page.diagnostics.filter((d) => d.code === 'mdx/component-prop');
    expect(props.map((d) => [d.line, d.message])).toEqual([
      [11, '`title` of `<Card>` must be text; found `{42}`.'],
      [13, '`arrow` of `<Card>` must be true or false; found `{"no"}`.'],
    ]);
    // The same declaration decides what renders: no arrow on the external card with `arrow={false}`.
    const cards = page.html.split('</a>');
    expect(cards[0]).not.toContain('dg-card__arrow');
    expect(cards[1]).toContain('dg-card__arrow');
  });
});
