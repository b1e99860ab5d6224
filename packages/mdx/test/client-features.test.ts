import { mkdtempSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compilePage } from '../src/index.ts';

const root = realpathSync(mkdtempSync(path.join(tmpdir(), 'dg-features-')));
const features = async (body: string) =>
  (await compilePage({ root, file: 'p.mdx', source: `---\ntitle: T\n---\n\n${body}\n`, fallbackTitle: 'T' })).features;

describe('client features of a page (from the components’ descriptors)', () => {
  it('names each feature the page’s built-in components load, once, sorted', async () => {
    expect(await features('<View title="A">a</View>\n\n<View title="B">b</View>')).toEqual(['view']);
    expect(await features('<Mermaid chart="graph TD; A-->B" />\n\n<Latex>x^2</Latex>')).toEqual(['katex', 'mermaid']);
    expect(await features('$x$')).toEqual(['katex']);
  });

  it('names none for a page without them, nor for a page’s own component of the same name', async () => {
    expect(await features('<Card title="x">y</Card>')).toEqual([]);
    expect(await features('export const View = ({ children }) => <div>{children}</div>\n\n<View>mine</View>')).toEqual(
      [],
    );
  });
});
