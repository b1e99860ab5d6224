import { mkdirSync, mkdtempSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compilePage } from '../src/index.ts';
import { interactiveExports } from '../src/island-analysis.ts';

const root = realpathSync(mkdtempSync(path.join(tmpdir(), 'dg-islands-')));
mkdirSync(path.join(root, 'snippets'));
const put = (file: string, text: string) => writeFileSync(path.join(root, file), text);
put(
  'snippets/counter.jsx',
  `import { useState } from 'react';
export const Counter = ({ start = 0, label, children }) => {
  const [n, setN] = useState(start);
  return <div className="counter"><button onClick={() => setN(n + 1)}>{label}: {n}</button>{children}</div>;
};
export const Static = ({ name }) => <span className="static">Hi {name}</span>;
export const Boom = () => { throw new Error('kaboom'); };`,
);
put(
  'snippets/panel.jsx',
  `import { Counter } from './counter.jsx';
export const Panel = () => <section><Counter label="Inner" /></section>;`,
);
put(
  'snippets/toggle.mdx',
  `export const Toggle = ({ on = false }) => {\n  const [state, setState] = useState(on);\n  return <button onClick={() => setState(!state)}>{state ? 'on' : 'off'}</button>;\n};\n\nSnippet text.`,
);
const compile = (source: string) =>
  compilePage({ root, file: 'page.mdx', source, fallbackTitle: 'F', markdown: false });
const none = () => false;

describe('interactiveExports', () => {
  it('marks hooks, handlers, refs and classes, and what refers to them', () => {
    const code = `
      import { X } from './x';
      const useThing = () => useState(1);
      export const A = () => useThing();
      export const B = () => h('button', { onClick: f });
      export const C = () => h('div', { ref: r });
      export class D extends Component {}
      export const E = () => h(A, {});
      export const F = () => h('p', { className: 'x' });
      export const G = () => h(X, {});
      export { F as H };
      export default function I() { return React.useEffect(() => {}); }`;
    const names = interactiveExports(code, (source, imported) => source === './x' && imported === 'X');
    expect([...names].sort()).toEqual(['A', 'B', 'C', 'D', 'E', 'G', 'default']);
    expect(interactiveExports(code, none).has('G')).toBe(false);
  });
});

describe('islands', () => {
  it('wraps an interactive JSX snippet in an island with its props, and leaves a static one alone', async () => {
    const page = await compile(
      `---\ntitle: T\n---\nimport { Counter, Static } from '/snippets/counter.jsx';\n\n<Counter start={2} label="Clicks" data={{ a: [1, 'x'] }}>**bold**</Counter>\n\n<Static name="Ada" />`,
    );
    expect(page.diagnostics).toEqual([]);
    expect(page.islands).toEqual([{ file: 'snippets/counter.jsx', name: 'Counter' }]);
    expect(page.html).toContain(
      '<docsgen-island data-island="snippets/counter.jsx#Counter" data-props="{&quot;start&quot;:2,&quot;label&quot;:&quot;Clicks&quot;,&quot;data&quot;:{&quot;a&quot;:[1,&quot;x&quot;]},&quot;children&quot;:{&quot;$docsgen:html&quot;:&quot;&lt;strong>bold&lt;/strong>&quot;}}" style="display:contents"><div class="counter"><button>Clicks: 2</button><strong>bold</strong></div></docsgen-island>',
    );
    expect(page.html).toContain('<span class="static">Hi Ada</span>');
    expect(page.html.match(/docsgen-island /g)).toHaveLength(1);
  });

  it('makes a snippet that renders an interactive one an island itself, with no island inside', async () => {
    const page = await compile(`---\ntitle: T\n---\nimport { Panel } from '/snippets/panel.jsx';\n\n<Panel />`);
    expect(page.islands).toEqual([{ file: 'snippets/panel.jsx', name: 'Panel' }]);
    expect(page.html.match(/<docsgen-island/g)).toHaveLength(1);
    expect(page.html).toContain('<section><div class="counter"><button>Inner: 0</button></div></section>');
  });

  it("makes a page's own interactive `export const` an island with the page's ESM code", async () => {
    const source = `---\ntitle: T\n---\nexport const Toggle = () => {\n  const [on, setOn] = useState(false);\n  return <button onClick={() => setOn(!on)}>{on ? 'on' : 'off'}</button>;\n};\nexport const Plain = () => <i>plain</i>;\n\n<Toggle />\n\n<Plain />`;
    const page = await compile(source);
    expect(page.diagnostics).toEqual([]);
    expect(page.islands).toHaveLength(1);
    expect(page.islands?.[0]).toMatchObject({ file: 'page.mdx', name: 'Toggle' });
    expect(page.islands?.[0]?.esm).toContain('export const Toggle');
    expect(page.html).toContain('data-island="page.mdx#Toggle"');
    expect(page.html).toContain('<button>off</button></docsgen-island>');
    expect(page.html).toContain('<i>plain</i>');
  });

  it('leaves out a component that throws, with a located warning, and builds the rest of the page', async () => {
    const page = await compile(
      `---\ntitle: T\n---\nimport { Boom } from '/snippets/counter.jsx';\n\nBefore\n\n<Boom />\n\nAfter`,
    );
    expect(page.html).toContain('<p>Before</p>');
    expect(page.html).toContain('<p>After</p>');
    expect(page.diagnostics).toMatchObject([
      { code: 'mdx/component-failed', severity: 'warning', file: 'page.mdx', line: 8, column: 1 },
    ]);
    expect(page.diagnostics[0]?.message).toContain('kaboom');
  });

  it('keeps a component given a function prop static, with a warning: the function cannot reach the browser', async () => {
    const page = await compile(
      `---\ntitle: T\n---\nimport { Counter } from '/snippets/counter.jsx';\n\n<Counter label="x" format={(n) => n} />\n\n<Counter label="y" />`,
    );
    expect(page.diagnostics).toMatchObject([{ code: 'mdx/island-prop', line: 6 }]);
    expect(page.diagnostics[0]?.message).toContain('prop `format` is a function');
    expect(page.html).toContain('<div class="counter"><button>x: 0</button></div>');
    expect(page.html.match(/<docsgen-island/g)).toHaveLength(1);
    expect(page.html).toContain('data-props="{&quot;label&quot;:&quot;y&quot;}"');
  });

  it("makes an MDX snippet's interactive `export const` an island with that snippet's ESM code", async () => {
    const page = await compile(`---\ntitle: T\n---\nimport { Toggle } from '/snippets/toggle.mdx';\n\n<Toggle on />`);
    expect(page.diagnostics).toEqual([]);
    expect(page.islands).toHaveLength(1);
    expect(page.islands?.[0]).toMatchObject({ file: 'snippets/toggle.mdx', name: 'Toggle' });
    expect(page.islands?.[0]?.esm).toContain('export const Toggle');
    expect(page.html).toContain(
      '<docsgen-island data-island="snippets/toggle.mdx#Toggle" data-props="{&quot;on&quot;:true}" style="display:contents"><button>on</button></docsgen-island>',
    );
  });
});
