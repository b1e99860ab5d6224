import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { CARD_PROP_TYPES, Card, card } from '../src/card.tsx';
import { readProps } from '../src/read-props.ts';

describe('readProps', () => {
  it('reads each declared prop as its type, absent ones as undefined', () => {
    const types = { title: 'text', arrow: 'flag', open: 'flag', size: 'text' } as const;
    expect(readProps(types, { title: 'T', arrow: 'false', open: true, size: 3, other: 'x' })).toEqual({
      title: 'T',
      arrow: false,
      open: true,
      size: '3',
    });
    expect(readProps(types, {})).toEqual({ title: undefined, arrow: undefined, open: undefined, size: undefined });
  });

  it("is the one declaration of Card's props: the check reads it, and Card renders by it", () => {
    expect(card.props?.types).toBe(CARD_PROP_TYPES);
    expect(CARD_PROP_TYPES).toMatchObject({ arrow: 'flag', horizontal: 'flag', disabled: 'flag', title: 'text' });
    const external = { href: 'https://example.com', title: 'x' };
    expect(renderToString(h(Card, { ...external, arrow: false }))).not.toContain('dg-card__arrow');
    expect(renderToString(h(Card, { ...external, arrow: 'false' }))).not.toContain('dg-card__arrow');
    expect(renderToString(h(Card, external))).toContain('dg-card__arrow');
    expect(renderToString(h(Card, { href: '/local', title: 'x', arrow: true }))).toContain('dg-card__arrow');
  });
});
