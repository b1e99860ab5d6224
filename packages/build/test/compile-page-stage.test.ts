// Highlight bundles through the in-process compile (the path a build takes without a worker file).
import { mkdirSync, mkdtempSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_COMPILE_SETTINGS } from '@docsgen/openapi/compile-settings';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { CompileTask } from '../src/compile-task.ts';
import { highlightBundleKey, highlightTask } from '../src/highlight-store.ts';
import { listPacks, openPackStore, packWriter } from '../src/pack-store.ts';
import { compilePageStage } from '../src/stages.ts';

const root = realpathSync(mkdtempSync(join(tmpdir(), 'docsgen-page-highlights-')));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const fence = (lang: string, code: string) => `\`\`\`${lang}\n${code}\n\`\`\`\n`;

function task(file: string, blocks: string[], salt: string): CompileTask {
  return {
    root,
    file,
    source: `---\ntitle: T\n---\n${blocks.join('\n')}`,
    fallbackTitle: 'T',
    settings: DEFAULT_COMPILE_SETTINGS,
    // Where the page's bundle lies as a build would find it: the store opened afresh.
    highlightCache: highlightTask({ cacheDir: root, store: openPackStore(packs), salt }, file),
  };
}

const packs = join(root, 'cache', 'packs');

/** Replaces a page's bundle, as another build would. */
function writeBundle(file: string, salt: string, contents: string): void {
  expect(packWriter(packs).write(highlightBundleKey({ salt }, file), contents)).toBe(true);
}

/** The bundle's entries as [key, html], in the order written. */
function rawBundle(file: string, salt: string): Array<[string, string]> {
  const bytes = openPackStore(packs).read(highlightBundleKey({ salt }, file));
  return JSON.parse(bytes?.toString('utf8') ?? 'null') as Array<[string, string]>;
}

/** The bundle's entries as [code, html] (a key is language, options and code). */
function bundle(file: string, salt: string): Array<[string, string]> {
  return rawBundle(file, salt).map(([key, html]) => [key.split('\0')[2]!, html]);
}

/**
 * Loads the compile afresh (empty in-memory cache, no highlighter), counting the highlighters made.
 * Only in the file's last test: the compile imports the MDX compiler when first called, which
 * afterwards loads the fresh modules for the stage imported above too.
 */
async function freshStage(): Promise<{ compile: typeof compilePageStage; highlighters: () => number }> {
  vi.resetModules();
  let made = 0;
  vi.doMock('shiki/core', async (importOriginal) => {
    const shiki = await importOriginal<typeof import('shiki/core')>();
    return {
      ...shiki,
      createHighlighterCore: (...args: Parameters<typeof shiki.createHighlighterCore>) => {
        made++;
        return shiki.createHighlighterCore(...args);
      },
    };
  });
  const { compilePageStage: compile } = await import('../src/stages.ts');
  vi.doUnmock('shiki/core');
  return { compile, highlighters: () => made };
}

describe('compilePageStage highlight bundles', () => {
  it("holds exactly the page's blocks, those served from memory included", async () => {
    await compilePageStage(task('a.mdx', [fence('ts', 'const shared = 1;'), fence('js', 'let onlyA = 2;')], 's1'));
    await compilePageStage(task('b.mdx', [fence('py', 'only_b = 3'), fence('ts', 'const shared = 1;')], 's1'));
    expect(bundle('a.mdx', 's1').map(([code]) => code)).toEqual(['const shared = 1;', 'let onlyA = 2;']);
    expect(
      bundle('b.mdx', 's1')
        .map(([code]) => code)
        .sort(),
    ).toEqual(['const shared = 1;', 'only_b = 3']);
    expect(bundle('b.mdx', 's1').every(([, html]) => html.startsWith('<pre class="shiki'))).toBe(true);
  });

  it('keeps apart the blocks of pages compiled at the same time in this thread', async () => {
    const pages = ['h', 'i', 'j'].map((name) =>
      task(`${name}.mdx`, [fence('ts', `const ${name} = 1;`), fence('rust', `let ${name} = 2;`)], 's1'),
    );
    await Promise.all(pages.map((page) => compilePageStage(page)));
    for (const name of ['h', 'i', 'j']) {
      expect(
        bundle(`${name}.mdx`, 's1')
          .map(([code]) => code)
          .sort(),
      ).toEqual([`const ${name} = 1;`, `let ${name} = 2;`]);
    }
  });

  it('holds the blocks of the snippets the page imports, also when another page compiled them first', async () => {
    mkdirSync(join(root, 'snippets'), { recursive: true });
    writeFileSync(join(root, 'snippets', 'install.mdx'), fence('bash', 'npm install shared-snippet'));
    const importing = (file: string, own: string) =>
      task(file, [`<Snippet file="install.mdx" />\n`, fence('ts', own)], 's1');
    await compilePageStage(importing('f.mdx', 'const f = 1;'));
    // g.mdx gets the compiled snippet from the module cache: nothing in it is highlighted again.
    const page = await compilePageStage(importing('g.mdx', 'const g = 1;'));
    expect(page.html).toContain('shared-snippet');
    expect(
      bundle('g.mdx', 's1')
        .map(([code]) => code)
        .sort(),
    ).toEqual(['const g = 1;', 'npm install shared-snippet']);
  });

  it('writes nothing for a page compiled again unchanged', async () => {
    const page = task('c.mdx', [fence('ts', 'const again = 1;'), fence('bash', 'echo again')], 's1');
    await compilePageStage(page);
    const key = highlightBundleKey({ salt: 's1' }, 'c.mdx');
    const before = openPackStore(packs).locate(key);
    const sizes = () => listPacks(packs).map((pack) => statSync(join(packs, `${pack}.data`)).size);
    const sizesBefore = sizes();
    await compilePageStage(task('c.mdx', [fence('ts', 'const again = 1;'), fence('bash', 'echo again')], 's1'));
    expect(openPackStore(packs).locate(key)).toEqual(before);
    expect(sizes()).toEqual(sizesBefore);
  });

  it('compiles a page whose bundle is damaged as if it had none, and replaces the bundle', async () => {
    writeBundle('e.mdx', 's1', '[["ts\\u0000{}\\u0000const damaged = 1;", "<pre>half');
    const page = await compilePageStage(task('e.mdx', [fence('ts', 'const damaged = 1;')], 's1'));
    expect(page.html).toContain('<pre class="shiki');
    expect(bundle('e.mdx', 's1').map(([code]) => code)).toEqual(['const damaged = 1;']);
  });

  it('serves the blocks of an edited page from its bundle, starting Shiki only for a changed one', async () => {
    const blocks = [fence('ts', 'const kept = 1;'), fence('json', '{"kept": true}'), fence('py', 'edited = 1')];
    await compilePageStage(task('d.mdx', blocks, 's2'));
    // Another process would find these; marked so the page shows where its HTML came from.
    const marked = rawBundle('d.mdx', 's2').map(([key]) => [
      key,
      `<pre class="from-bundle">${key.split('\0')[2]}</pre>`,
    ]);
    writeBundle('d.mdx', 's2', JSON.stringify(marked));

    // A new process compiling the page unchanged: every block from the bundle, no highlighter.
    const unchanged = await freshStage();
    const same = await unchanged.compile(task('d.mdx', blocks, 's2'));
    expect(same.html.match(/<pre class="from-bundle">/g)).toHaveLength(3);
    expect(unchanged.highlighters()).toBe(0);

    // A new process compiling the page with one block edited: only that one is highlighted.
    const edited = await freshStage();
    const page = await edited.compile(task('d.mdx', [blocks[0]!, blocks[1]!, fence('py', 'edited = 2')], 's2'));
    expect(page.html).toContain('<pre class="from-bundle">const kept = 1;</pre>');
    expect(page.html).toContain('<pre class="from-bundle">{"kept": true}</pre>');
    expect(page.html).not.toContain('edited = 1');
    expect(edited.highlighters()).toBe(1);
    const entries = new Map(bundle('d.mdx', 's2'));
    expect([...entries.keys()].sort()).toEqual(['const kept = 1;', 'edited = 2', '{"kept": true}']);
    expect(entries.get('const kept = 1;')).toBe('<pre class="from-bundle">const kept = 1;</pre>');
    expect(entries.get('edited = 2')).toMatch(/^<pre class="shiki/);
  });
});
