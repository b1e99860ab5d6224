// The site's Tailwind stylesheet through every way a site is built: a cold build, a rebuild with a
// cache (same stylesheet, Tailwind not run again), a patch build and `docsgen dev`'s rebuilds, which
// must fall back to a full run when an edit changes the classes a page writes.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createIncrementalBuilder, MemorySink } from '@docsgen/build';
import { describe, expect, it } from 'vitest';
import { themeFor } from '../packages/cli/src/theme-for.ts';
import { cachedBuilds, coldBuild, copySite, expectSameTree, readTree } from './build-helpers.ts';

const tailwindHref = (html: string) => /href="\/(assets\/tailwind\.[0-9a-f]+\.css)"/.exec(html)?.[1];

describe('Tailwind stylesheet', () => {
  it('is one hashed file linked from every page, with a located warning for a class Tailwind cannot make', async () => {
    const root = await copySite('tailwind');
    const { tree, result } = await coldBuild(root);
    const index = tree.get('index.html')!.toString();
    const guide = tree.get('guide/index.html')!.toString();
    const href = tailwindHref(index)!;
    expect(href).toBeDefined();
    expect(tailwindHref(guide)).toBe(href);
    const css = tree.get(href)!.toString();
    expect(css).toContain('.sm\\:grid-cols-3');
    expect(css).toContain('.border-zinc-200');
    expect(css).not.toContain('.feature');
    expect(result.diagnostics.filter((d) => d.code === 'build/tailwind-class')).toMatchObject([
      { severity: 'warning', file: 'index.mdx', line: 21, column: 14 },
    ]);
    // A site whose pages write no class links no stylesheet.
    const plain = await coldBuild(await copySite('basic'));
    expect([...plain.tree.keys()].some((p) => p.includes('tailwind'))).toBe(false);
  });

  it('a rebuild with a cache reuses the stylesheet; a class edit is no patch, and matches a full build', async () => {
    const root = await copySite('tailwind');
    const builds = await cachedBuilds(root);
    await builds.build();
    const cached = await readdir(join(builds.cacheDir, 'tailwind'));
    expect(cached).toHaveLength(1);
    // A text edit keeps the classes: patched in place, same stylesheet.
    const guide = await readFile(join(root, 'guide.mdx'), 'utf8');
    await writeFile(join(root, 'guide.mdx'), guide.replace('A page without classes', 'A page with no class'));
    const text = await builds.build();
    expect(text.patched).toBe(true);
    // A class edit: the stylesheet changes, so every page links the new one (a full build).
    await writeFile(join(root, 'guide.mdx'), `${guide}\n<div id="x" className="p-12">x</div>\n`);
    const edited = await builds.build();
    expect(edited.patched).toBeUndefined();
    const tree = await readTree(builds.out);
    const css = tree.get(tailwindHref(tree.get('index.html')!.toString())!)!.toString();
    expect(css).toContain('.p-12{');
    expectSameTree(tree, (await coldBuild(root)).tree);
    expect(await readdir(join(builds.cacheDir, 'tailwind'))).toHaveLength(2);
  });

  it('a truncated or emptied stylesheet in the cache is a miss, never published', async () => {
    const root = await copySite('tailwind');
    const builds = await cachedBuilds(root);
    await builds.build();
    const stylesheet = async () => {
      const tree = await readTree(builds.out);
      return tree.get(tailwindHref(tree.get('index.html')!.toString())!)!.toString();
    };
    const good = await stylesheet();
    const [name] = await readdir(join(builds.cacheDir, 'tailwind'));
    const entry = join(builds.cacheDir, 'tailwind', name!);
    const whole = await readFile(entry);
    for (const cut of [Math.floor(whole.byteLength / 2), 0]) {
      await writeFile(entry, whole.subarray(0, cut));
      // The output gone, the next build runs the pipeline again with the same classes.
      await rm(builds.out, { recursive: true });
      expect((await builds.build()).ok).toBe(true);
      expect(await stylesheet()).toBe(good);
    }
  });

  it('docsgen dev: a page edit that adds a class serves a stylesheet with it', async () => {
    const root = await copySite('tailwind');
    const sink = new MemorySink();
    const builder = createIncrementalBuilder({ root, themeFor, sink, cacheDir: false });
    try {
      await builder.build();
      const before = tailwindHref(sink.get('guide/index.html')!.toString())!;
      await writeFile(join(root, 'guide.mdx'), '---\ntitle: "Guide"\n---\n\n<p className="mt-24">x</p>\n');
      const edited = await builder.update([{ path: 'guide.mdx', kind: 'change' }]);
      expect(edited.ok).toBe(true);
      // The other pages are rendered on demand after a full run (as dev serves them).
      const index = sink.get('index.html') ?? (await edited.deferred?.get('index.html'));
      const after = tailwindHref(Buffer.from(index!).toString())!;
      expect(after).not.toBe(before);
      expect(tailwindHref(sink.get('guide/index.html')!.toString())).toBe(after);
      expect(sink.get(after)!.toString()).toContain('.mt-24{');
    } finally {
      await builder.close();
    }
  });
});
