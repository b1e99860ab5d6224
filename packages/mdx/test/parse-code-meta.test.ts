import { describe, expect, it } from 'vitest';
import { parseCodeMeta, parseLineRanges } from '../src/parse-code-meta.ts';

describe('parseCodeMeta', () => {
  it('reads title forms', () => {
    expect(parseCodeMeta('title="a b.ts"').title).toBe('a b.ts');
    expect(parseCodeMeta('[My title]').title).toBe('My title');
    expect(parseCodeMeta('Analytics options in docs.json').title).toBe('Analytics options in docs.json');
    expect(parseCodeMeta('server.py [expandable]')).toMatchObject({ title: 'server.py', expandable: true });
  });

  it('reads line highlights, focus and flags', () => {
    const meta = parseCodeMeta('index.js {1,3-5} lines wrap nocopy icon="js" focus={2}');
    expect(meta).toEqual({
      title: 'index.js',
      highlightLines: [1, 3, 4, 5],
      focusLines: [2],
      lines: true,
      wrap: true,
      expandable: false,
      nocopy: true,
      icon: 'js',
    });
    expect(parseCodeMeta('highlight={1-2,5}').highlightLines).toEqual([1, 2, 5]);
    expect(parseCodeMeta('{ 1, 6 }').highlightLines).toEqual([1, 6]);
  });

  it('reads a mermaid fence’s zoom control placement and actions', () => {
    expect(parseCodeMeta('placement="top-left" actions={false}')).toMatchObject({
      placement: 'top-left',
      actions: false,
    });
    expect(parseCodeMeta('actions={true}').actions).toBe(true);
    expect(parseCodeMeta('actions=false').actions).toBe(false);
    expect(parseCodeMeta('').actions).toBeUndefined();
  });

  it('ignores unknown keys and bad ranges, and caps huge ones', () => {
    expect(parseCodeMeta('test="skip" placement="top-right"').title).toBeUndefined();
    expect(parseLineRanges('a,2,-3,4-x')).toEqual([2]);
    expect(parseLineRanges('1-999999999').length).toBe(100_000);
    expect(parseCodeMeta(null).highlightLines).toEqual([]);
  });
});
