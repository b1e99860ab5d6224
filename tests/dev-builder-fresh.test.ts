import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BuildResult, createIncrementalBuilder, type FileChange, MemorySink } from '@docsgen/build';
import { afterAll, describe, expect, it } from 'vitest';
import { themeFor } from '../packages/cli/src/theme-for.ts';
import { makeDevSite } from '../packages/dev-server/test/site-fixture.ts';

// Whatever arm of the dev builder a change takes (copy a static file, re-render a page, rerun the
// pipeline), what it leaves in its sink once its background work is done is what a fresh dev build
// of the same files writes, file for file.
const root = makeDevSite();
const sink = new MemorySink();
const builder = createIncrementalBuilder({ root, themeFor, sink, cacheDir: false });
afterAll(async () => {
  await builder.close();
  rmSync(root, { recursive: true, force: true });
});

const edit = (path: string, from: string, to: string) => {
  const file = join(root, path);
  const text = readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${path} does not contain ${from}`);
  writeFileSync(file, text.replace(from, to));
};
const nav = (pages: string[]) =>
  edit(
    'docs.json',
    /"pages": \[[^\]]*\]/.exec(readFileSync(join(root, 'docs.json'), 'utf8'))![0],
    `"pages": ${JSON.stringify(pages)}`,
  );

/** The sink's files as text, sorted by path. */
function files(of: MemorySink): Record<string, string> {
  return Object.fromEntries([...of.keys()].sort().map((p) => [p, of.get(p)!.toString('utf8')]));
}

/** A fresh dev build of the root as it is now. */
async function fresh(): Promise<Record<string, string>> {
  const other = new MemorySink();
  const b = createIncrementalBuilder({ root, themeFor, sink: other, cacheDir: false });
  try {
    expect((await b.build()).ok).toBe(true);
    return files(other);
  } finally {
    await b.close();
  }
}

async function settled(result: BuildResult): Promise<void> {
  expect(result.ok, JSON.stringify(result.diagnostics)).toBe(true);
  await result.background;
}

describe('dev builder: after each kind of change the sink equals a fresh build', () => {
  const steps: Array<[string, () => void, FileChange[]]> = [
    [
      'a static file',
      () => writeFileSync(join(root, 'images/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>\n'),
      [{ path: 'images/logo.svg', kind: 'change' }],
    ],
    [
      'a page text edit',
      () => edit('guides/other.mdx', 'Other text.', 'Other text, edited.'),
      [{ path: 'guides/other.mdx', kind: 'change' }],
    ],
    [
      'a page title edit',
      () => edit('guides/other.mdx', 'title: Other', 'title: Another'),
      [{ path: 'guides/other.mdx', kind: 'change' }],
    ],
    [
      'a snippet edit',
      () => edit('snippets/tip.mdx', 'first version', 'second version'),
      [{ path: 'snippets/tip.mdx', kind: 'change' }],
    ],
    [
      'a docs.json edit',
      () => edit('docs.json', '"Dev Fixture"', '"Renamed Fixture"'),
      [{ path: 'docs.json', kind: 'change' }],
    ],
    [
      'a page added to the navigation',
      () => {
        writeFileSync(join(root, 'guides/new.mdx'), '---\ntitle: New\n---\n\nA new page.\n');
        nav(['index', 'guides/editing', 'guides/other', 'guides/new']);
      },
      [
        { path: 'guides/new.mdx', kind: 'add' },
        { path: 'docs.json', kind: 'change' },
      ],
    ],
    [
      'a page deleted',
      () => {
        rmSync(join(root, 'guides/other.mdx'));
        nav(['index', 'guides/editing', 'guides/new']);
      },
      [
        { path: 'guides/other.mdx', kind: 'unlink' },
        { path: 'docs.json', kind: 'change' },
      ],
    ],
  ];

  it('first build', async () => {
    await settled(await builder.build());
    expect(files(sink)).toEqual(await fresh());
  });

  for (const [what, change, changes] of steps) {
    it(what, async () => {
      change();
      await settled(await builder.update(changes));
      expect(files(sink)).toEqual(await fresh());
    });
  }
});
