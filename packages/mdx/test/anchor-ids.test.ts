import { describe, expect, it } from 'vitest';
import { anchorIds, uniqueElementIds } from '../src/anchor-ids.ts';
import { compilePage } from '../src/index.ts';

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

describe('uniqueElementIds', () => {
  it('keeps a repeated id on the heading, else on the first element, and numbers the others past every id', () => {
    const html =
      '<div id="a">x</div><h2 class="h" id="a">A</h2><p id="a-2">y</p><section id="b"></section><section id="b">';
    expect(uniqueElementIds([html, '<div id="b"></div>'])).toEqual([
      '<div id="a-3">x</div><h2 class="h" id="a">A</h2><p id="a-2">y</p><section id="b"></section><section id="b-2">',
      '<div id="b-3"></div>',
    ]);
  });

  it('leaves text that only looks like an id alone', () => {
    const html = '<p id="x">text id="x"</p><code>&lt;p id=&quot;x&quot;&gt;</code>';
    expect(uniqueElementIds([html])).toEqual([html]);
  });

  it('gives a compiled page no id twice: a tab numbered `python-3` and a view titled "Python 3"', async () => {
    const source =
      '---\ntitle: T\n---\n\n<Tabs>\n  <Tab title="Python">\n    a\n  </Tab>\n  <Tab title="Python">\n    b\n  </Tab>\n  <Tab title="Python">\n    c\n  </Tab>\n</Tabs>\n\n<View title="Python 3">\n  v\n</View>\n';
    const page = await compilePage({ root: import.meta.dirname, file: 'page.mdx', source, fallbackTitle: 'T' });
    const ids = anchorIds(page.html);
    expect(ids).toEqual(expect.arrayContaining(['python', 'python-2', 'python-3', 'python-3-2']));
    const all = [...page.html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(all.filter((id, i) => all.indexOf(id) !== i)).toEqual([]);
  });
});

describe('empty headings (issue 45)', () => {
  it('get no id, and number nothing, as on Mintlify (tests/conformance/heading-cases/empty.mdx)', async () => {
    const source = '---\ntitle: T\n---\n\n## First\n\n##\n\n## Second\n\n###\n\n## \n\n## Third\n';
    const page = await compilePage({ root: import.meta.dirname, file: 'page.mdx', source, fallbackTitle: 'T' });
    expect(anchorIds(page.html)).toEqual(['first', 'second', 'third']);
    expect(page.headings.map((h) => h.id)).toEqual(['first', 'second', 'third']);
  });
});
