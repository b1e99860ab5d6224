import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BuildResult } from '@docsgen/build';
import { describe, expect, it } from 'vitest';
import {
  cachedBuilds,
  coldBuild,
  copySite,
  countingThemes,
  expectSameTree,
  manyPagesPage,
  readTree,
  writeManyPagesSite,
} from './build-helpers.ts';

// A patch build (only pages' text changed) changes the published output in place. Whatever path a
// build takes, its output and its diagnostics must be those of a build from scratch.

async function expectAsCold(root: string, out: string, result: BuildResult): Promise<void> {
  const cold = await coldBuild(root);
  expect(result.ok).toBe(cold.result.ok);
  expect(result.diagnostics).toEqual(cold.result.diagnostics);
  expect(result.pages).toBe(cold.result.pages);
  expectSameTree(await readTree(out), cold.tree);
}

async function setUp(root: string) {
  const themes = countingThemes();
  const builds = await cachedBuilds(root, themes.themeFor);
  const { out, cacheDir } = builds;
  const build = (strict = false) => builds.build({ strict });
  const first = await build();
  expect(first.ok).toBe(true);
  expect(first.patched).toBeUndefined();
  themes.rendered.length = 0;
  return { out, cacheDir, themes, build, buildWith: builds.build };
}

async function append(file: string, text: string): Promise<void> {
  await writeFile(file, `${await readFile(file, 'utf8')}${text}`);
}

describe('docsgen build when only pages changed (patch build)', () => {
  it('changes the edited page in place, edit after edit, and leaves what a build from scratch leaves', async () => {
    const root = await copySite('basic');
    const { out, themes, build } = await setUp(root);

    await append(join(root, 'guides/install.mdx'), '\n\nOne more paragraph.\n');
    const edited = await build();
    expect(edited.ok).toBe(true);
    expect(edited.patched).toBe(true);
    expect(edited.compiled).toBe(1);
    expect(themes.rendered).toEqual(['/guides/install']);
    expect((await readTree(out)).get('guides/install/index.html')?.toString()).toContain('One more paragraph.');
    await expectAsCold(root, out, edited);

    // A second edit patches the patched output; an edit back to an earlier text compiles nothing.
    themes.rendered.length = 0;
    await append(join(root, 'guides/advanced.mdx'), '\n\nAnother paragraph.\n');
    await append(join(root, 'guides/install.mdx'), '\n\nA third paragraph.\n');
    const twice = await build();
    expect(twice.patched).toBe(true);
    expect(twice.compiled).toBe(2);
    expect(themes.rendered.sort()).toEqual(['/guides/advanced', '/guides/install']);
    await expectAsCold(root, out, twice);
    // llms-full.txt and the Markdown copy carry the new text too.
    const tree = await readTree(out);
    expect(tree.get('llms-full.txt')?.toString()).toContain('A third paragraph.');
    expect(tree.get('guides/install.md')?.toString()).toContain('A third paragraph.');

    // Nothing changed since: up to date, as after any build.
    const again = await build();
    expect(again.upToDate).toBe(true);
  });

  it('reports a new broken link like a full build, and under --strict publishes nothing', async () => {
    const root = await copySite('basic');
    const { out, build } = await setUp(root);
    const before = await readTree(out);

    await append(join(root, 'guides/install.mdx'), '\n\nSee [the missing page](/guides/nowhere).\n');
    const strict = await build(true);
    expect(strict.ok).toBe(false);
    expect(strict.diagnostics.some((d) => d.file === 'guides/install.mdx' && d.severity === 'error')).toBe(true);
    expectSameTree(await readTree(out), before);

    const warned = await build();
    expect(warned.ok).toBe(true);
    expect(warned.patched).toBe(true);
    expect(warned.diagnostics.some((d) => d.file === 'guides/install.mdx' && d.severity === 'warning')).toBe(true);
    await expectAsCold(root, out, warned);

    // Fixing the link takes the warning away again.
    const file = join(root, 'guides/install.mdx');
    await writeFile(file, (await readFile(file, 'utf8')).replace('/guides/nowhere', '/guides/advanced'));
    const fixed = await build();
    expect(fixed.patched).toBe(true);
    await expectAsCold(root, out, fixed);
  });

  it('rebuilds through the whole pipeline when a change reaches beyond the pages', async () => {
    const root = await copySite('basic');
    const { out, build } = await setUp(root);

    // A new title shows in every sidebar.
    const file = join(root, 'guides/install.mdx');
    await writeFile(file, (await readFile(file, 'utf8')).replace(/^title: .*$/m, 'title: Installing, renamed'));
    const renamed = await build();
    expect(renamed.ok).toBe(true);
    expect(renamed.patched).toBeUndefined();
    await expectAsCold(root, out, renamed);

    // A new page file (outside the navigation, still built).
    await writeFile(join(root, 'extra.mdx'), '---\ntitle: Extra\n---\n\nExtra page.\n');
    const added = await build();
    expect(added.patched).toBeUndefined();
    await expectAsCold(root, out, added);

    // docs.json.
    const config = join(root, 'docs.json');
    await writeFile(config, (await readFile(config, 'utf8')).replace(/"name": "([^"]*)"/, '"name": "$1 renamed"'));
    const configured = await build();
    expect(configured.patched).toBeUndefined();
    await expectAsCold(root, out, configured);

    // After all that, a page edit patches again.
    await append(file, '\n\nLater paragraph.\n');
    const later = await build();
    expect(later.patched).toBe(true);
    await expectAsCold(root, out, later);
  });

  it('does not trust an output changed by hand, nor a damaged snapshot', async () => {
    const root = await copySite('basic');
    const { out, cacheDir, build } = await setUp(root);

    await rm(join(out, 'guides/advanced/index.html'));
    await append(join(root, 'guides/install.mdx'), '\n\nEdited while the output was damaged.\n');
    const repaired = await build();
    expect(repaired.ok).toBe(true);
    expect(repaired.patched).toBeUndefined();
    await expectAsCold(root, out, repaired);

    const builds = join(cacheDir, 'builds');
    const snapshot = (await readdir(builds)).find((f) => f.endsWith('.snapshot'));
    expect(snapshot).toBeDefined();
    await writeFile(join(builds, snapshot!), 'not a snapshot');
    await append(join(root, 'guides/install.mdx'), '\n\nEdited after the snapshot was damaged.\n');
    const fallback = await build();
    expect(fallback.ok).toBe(true);
    expect(fallback.patched).toBeUndefined();
    await expectAsCold(root, out, fallback);
  });

  it('lets a bug in the patch path fail the build instead of falling back to a full build', async () => {
    const root = await copySite('basic');
    const { out, buildWith } = await setUp(root);
    const before = await readTree(out);

    await append(join(root, 'guides/install.mdx'), '\n\nEdited while the patch path has a bug.\n');
    // Thrown once, inside the patch's page loop: a full build after it would not throw.
    let thrown = 0;
    const bug = () => {
      if (thrown++ === 0) throw new Error('a bug in the patch path');
    };
    await expect(buildWith({ onPage: bug })).rejects.toThrow('a bug in the patch path');
    expect(thrown).toBe(1);
    expectSameTree(await readTree(out), before);
  });

  it('a large site: re-indexes only the search shard of the edited page, in place', async () => {
    const { root } = await writeManyPagesSite(400);
    const { out, themes, build } = await setUp(root);
    const before = await readTree(out);

    await writeFile(join(root, 'p7.mdx'), manyPagesPage('p7', ', patched in place'));
    const edited = await build();
    expect(edited.patched).toBe(true);
    expect(themes.rendered).toEqual(['/p7']);
    const after = await readTree(out);
    const changed = [...new Set([...before.keys(), ...after.keys()])].filter(
      (p) => !before.get(p)?.equals(after.get(p) ?? Buffer.alloc(0)) || !after.has(p),
    );
    const shards = new Set(
      changed.filter((p) => p.startsWith('pagefind/')).map((p) => /^pagefind\/(shard-\d+\/)?/.exec(p)![0]),
    );
    expect(shards.size).toBe(1);
    // The page, its Markdown copy and llms-full.txt with its /.well-known/ copy (the MCP manifest
    // and llms.txt list no page text).
    expect(changed.filter((p) => !p.startsWith('pagefind/')).sort()).toEqual([
      '.well-known/llms-full.txt',
      'llms-full.txt',
      'p7.md',
      'p7/index.html',
    ]);
    await expectAsCold(root, out, edited);
  });
});
