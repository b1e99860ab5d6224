import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { buildSite, MemorySink } from '@docsgen/build';
import { describe, expect, it } from 'vitest';
import { themeFor } from '../packages/cli/src/theme-for.ts';
import { copySite, readTree, treeChanges } from './build-helpers.ts';

const build = (root: string, extra: Partial<Parameters<typeof buildSite>[0]> = {}) =>
  buildSite({ root, themeFor, cacheDir: false, ...extra });

describe('docsgen build: output safety', () => {
  it('refuses the docs root and its parent as output, before writing anything', async () => {
    const root = await copySite('basic');
    const before = await readTree(dirname(root));
    for (const outDir of [root, dirname(root)]) {
      const result = await build(root, { outDir });
      expect(result.ok).toBe(false);
      expect(result.diagnostics.map((d) => d.code)).toEqual(['build/unsafe-output']);
    }
    expect(treeChanges(await readTree(dirname(root)), before)).toEqual([]);
  });

  it('refuses a non-empty folder docsgen did not create unless forced, leaving it untouched', async () => {
    const root = await copySite('basic');
    const outDir = join(dirname(root), 'site');
    await mkdir(outDir);
    await writeFile(join(outDir, 'precious.txt'), 'keep me');
    const refused = await build(root, { outDir });
    expect(refused.diagnostics.map((d) => d.code)).toEqual(['build/foreign-output']);
    expect(await readdir(outDir)).toEqual(['precious.txt']);
    const forced = await build(root, { outDir, force: true });
    expect(forced.ok).toBe(true);
    expect(await readdir(outDir)).not.toContain('precious.txt');
  });

  it('replaces its own output atomically and leaves no staging, old or lock folder behind', async () => {
    const root = await copySite('basic');
    expect((await build(root)).ok).toBe(true);
    await writeFile(join(root, 'dist', 'stale.html'), 'from an older build');
    expect((await build(root)).ok).toBe(true);
    expect((await readdir(join(root, 'dist'))).includes('stale.html')).toBe(false);
    expect((await readdir(root)).filter((n) => n.startsWith('dist'))).toEqual(['dist']);
  });

  it('a failed build publishes nothing: the previous output stays byte-identical', async () => {
    const root = await copySite('basic');
    expect((await build(root)).ok).toBe(true);
    const before = await readTree(join(root, 'dist'));
    await writeFile(join(root, 'guides/install.mdx'), '---\ntitle: Broken\n---\n\n<Note>\n\nnever closed\n');
    const result = await build(root);
    expect(result.ok).toBe(false);
    const error = result.diagnostics.find((d) => d.severity === 'error');
    expect(error?.file).toBe('guides/install.mdx');
    expect(treeChanges(await readTree(join(root, 'dist')), before)).toEqual([]);
    expect((await readdir(root)).filter((n) => n.startsWith('dist'))).toEqual(['dist']);
  });

  it('--strict turns a warning into a failed build', async () => {
    const root = await copySite('basic');
    await writeFile(join(root, 'guides/install.mdx'), '---\ntitle: Install\n---\n\nSee [nowhere](/no-such-page).\n');
    const lenient = await build(root);
    expect(lenient.ok).toBe(true);
    expect(lenient.diagnostics.some((d) => d.severity === 'warning' && d.file === 'guides/install.mdx')).toBe(true);
    const strict = await build(root, { strict: true });
    expect(strict.ok).toBe(false);
  });

  it('a second build into a locked folder fails fast with a clear message', async () => {
    const root = await copySite('basic');
    await writeFile(join(root, 'dist.docsgen-lock'), `docsgen-lock ${process.pid}\n`);
    const result = await build(root);
    expect(result.ok).toBe(false);
    expect(result.diagnostics[0]).toMatchObject({ code: 'build/locked' });
    expect(result.diagnostics[0]?.message).toContain(`pid ${process.pid}`);
  });

  it('removes a stale staging folder left by a killed build', async () => {
    const root = await copySite('basic');
    const stale = join(root, 'dist.staging-999999999');
    await mkdir(join(stale, 'guides'), { recursive: true });
    await writeFile(join(stale, '.docsgen-output.json'), '{}');
    await writeFile(join(stale, 'guides', 'half.mdx'), '---\ntitle: Half\n---\n');
    expect((await build(root)).ok).toBe(true);
    expect((await readdir(root)).filter((n) => n.startsWith('dist'))).toEqual(['dist']);
  });

  it('never scans the output folder as content', async () => {
    const root = await copySite('basic');
    expect((await build(root)).ok).toBe(true);
    const first = await readTree(join(root, 'dist'));
    expect((await build(root)).ok).toBe(true);
    const second = await readTree(join(root, 'dist'));
    expect([...second.keys()]).toEqual([...first.keys()]);
  });

  it('an interrupted build (SIGINT/SIGTERM) removes its staging folder and keeps the output', async () => {
    const root = await copySite('basic');
    expect((await build(root)).ok).toBe(true);
    const before = await readTree(join(root, 'dist'));
    const controller = new AbortController();
    const result = await build(root, { signal: controller.signal, onProgress: () => controller.abort() });
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map((d) => d.code)).toContain('build/interrupted');
    expect(treeChanges(await readTree(join(root, 'dist')), before)).toEqual([]);
    expect((await readdir(root)).filter((n) => n.startsWith('dist'))).toEqual(['dist']);
  });

  it('writes into a memory sink without touching the disk (dev)', async () => {
    const root = await copySite('basic');
    const sink = new MemorySink();
    const result = await build(root, { sink });
    expect(result.ok).toBe(true);
    expect(sink.get('index.html')?.toString('utf8')).toMatch(/^<!doctype html>/i);
    expect(result.files).toEqual([...sink.keys()].sort());
    expect((await readdir(root)).some((n) => n.startsWith('dist'))).toBe(false);
    expect(await readFile(join(root, 'index.mdx'), 'utf8')).toContain('Welcome');
  });
});
