import { describe, expect, it } from 'vitest';
import { anchorIds } from '../src/anchor-ids.ts';

describe('anchorIds', () => {
  it('lists every element id once, in order, with entities decoded', () => {
    const html =
      '<div id="versions"><h2 id="versiones">Versiones</h2></div><p data-id="not-this" class="x" id="a&amp;b">' +
      'text id="nor-this"</p><section id="versions"></section><img alt="" id=\'single\'>';
    expect(anchorIds(html)).toEqual(['versions', 'versiones', 'a&b']);
  });

  it('is empty for a page without ids', () => {
    expect(anchorIds('<p>plain</p>')).toEqual([]);
  });
});
