import { describe, expect, test } from 'vitest';
import { cpuMsSince } from '../../../tests/cpu-time.ts';
import { frontmatterLabels } from '../src/index.ts';
import { labelLine } from '../src/read-page-labels.ts';

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

describe('labelLine', () => {
  // The pattern labelLine replaced, as the oracle of its results.
  const OLD =
    /^(title|sidebarTitle|tag|openapi|icon|iconType|url|deprecated|hideApiMarker):[ \t]*(|[^ \t](?:.*[^ \t])?)[ \t]*$/;
  const pieces = [' ', '\t', 'a', 'b', '\r', '\u2028', '\n', ':', '"', '#', 'x y'];
  let seed = 11;
  const random = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };

  test('matches what the old pattern matched, with the same key and value', () => {
    const keys = ['title', 'tag', 'icon', 'iconType', 'sidebarTitle', 'nope', 'icon ', ''];
    for (let i = 0; i < 5_000; i++) {
      const rest = Array.from({ length: random(9) }, () => pieces[random(pieces.length)]!).join('');
      const line = `${keys[random(keys.length)]}:${rest}`;
      const old = OLD.exec(line);
      const ours = labelLine(line);
      expect(ours, JSON.stringify(line)).toEqual(old ? { key: old[1], value: old[2] } : undefined);
    }
  });

  test('stays linear on a value of many tabs before a line end', () => {
    const started = process.cpuUsage();
    for (let i = 0; i < 20; i++) labelLine(`tag:${'\t'.repeat(50_000)}t\rd`);
    expect(cpuMsSince(started)).toBeLessThan(500);
  });
});
