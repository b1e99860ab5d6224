import { describe, expect, test } from 'vitest';
import { frontmatterLabels } from '../src/index.ts';

describe('frontmatterLabels', () => {
  test('reads plain, double- and single-quoted one-line titles', () => {
    expect(
      frontmatterLabels(
        '---\ntitle: Getting started # intro\nsidebarTitle: "Start \\"here\\""\ntag: \'It\'\'s new\'\n---\n# x',
      ),
    ).toEqual({
      title: 'Getting started',
      sidebarTitle: 'Start "here"',
      tag: "It's new",
    });
  });

  test('handles a BOM and CRLF, and leaves anything fancier to the YAML parser', () => {
    expect(frontmatterLabels('\uFEFF---\r\ntitle: Café\r\n---\r\n')).toEqual({ title: 'Café' });
    expect(frontmatterLabels('---\ntitle: >\n  folded\n---\n')).toBeUndefined();
    expect(frontmatterLabels('---\ntitle: [a, b]\n---\n')).toBeUndefined();
    expect(frontmatterLabels('\n---\ntitle: not frontmatter\n---\n')).toBeUndefined();
    expect(frontmatterLabels('---\ntitle: "unterminated\n---\n')).toBeUndefined();
  });

  test('reads the sidebar keys: icon, iconType, url, deprecated, hideApiMarker', () => {
    expect(
      frontmatterLabels(
        '---\nicon: "star"\niconType: regular\nurl: "https://example.com/x"\ndeprecated: true\nhideApiMarker: true\n---\n',
      ),
    ).toEqual({
      icon: 'star',
      iconLine: 2,
      iconType: 'regular',
      url: 'https://example.com/x',
      deprecated: 'true',
      hideApiMarker: 'true',
    });
  });
});
