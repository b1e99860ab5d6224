import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DocsConfigSchema } from '@docsgen/config';
import type { Route } from '@docsgen/navigation';
import { type PageRecord, siteSettings } from '@docsgen/site';
import { afterAll, describe, expect, it } from 'vitest';
import type { PageLinks } from '../src/check-site-links.ts';
import { type PatchSnapshot, readPatchHead, readPatchSnapshot, writePatchSnapshot } from '../src/patch-snapshot.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

// A snapshot of 1,203 pages: records and links span several of the file's slices, the last one short.
function snapshot(): PatchSnapshot {
  const urls = Array.from({ length: 1203 }, (_, i) => `/guide/page-${i}`);
  const records = urls.map(
    (url, i): PageRecord => ({
      url,
      title: `Page ${i}`,
      html: new Uint8Array([i % 256, 1, 2]),
      markdown: `# Page ${i}`,
      noindex: false,
      hidden: false,
      searchable: true,
      inNavigation: true,
      frontmatter: '[]',
      diagnostics: [],
    }),
  );
  const links = urls.map((url, i): PageLinks => ({ url, file: `guide/page-${i}.mdx`, links: [], headings: [] }));
  const routes = urls.map(
    (url, i): Route => ({
      url,
      source: { kind: 'page', file: `guide/page-${i}.mdx` },
      trail: [],
      section: { path: [] },
      title: `Page ${i}`,
      inNavigation: true,
    }),
  );
  const config = DocsConfigSchema.parse({
    theme: 'mint',
    name: 'Acme',
    colors: { primary: '#0a7c5a' },
    navigation: { pages: ['index'] },
  });
  return {
    site: {
      root: '/site',
      config,
      nav: [],
      globalAnchors: [],
      routes,
      routeByUrl: new Map(routes.map((r) => [r.url, r])),
      diagnostics: [],
    },
    shared: { css: ['/_docsgen/site.css'], js: [] },
    rootFiles: { css: [], js: [], assets: ['logo.svg'], diagnostics: [] },
    siteKey: 'site-key',
    siteSettings: siteSettings({ config }, { base: '/' }, undefined),
    records,
    links,
    imports: [['guide/page-1.mdx', ['snippets/a.mdx']]],
    apiPages: [],
    diagnostics: { site: [], pages: [], statics: [] },
    fingerprint: 'fingerprint-1',
    inputs: [['guide/page-0.mdx', 'digest']],
    settings: '{}',
  };
}

describe('patch snapshot', () => {
  it('reads back what it wrote, records and links of every slice in order', async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'patch-snapshot-'));
    dirs.push(cacheDir);
    const written = snapshot();
    await writePatchSnapshot(cacheDir, '/site/out', written);
    const head = await readPatchHead(cacheDir, '/site/out');
    expect(head?.fingerprint).toBe('fingerprint-1');
    const read = await readPatchSnapshot(cacheDir, '/site/out', head!);
    expect(read?.records).toHaveLength(1203);
    expect(read).toEqual({ ...written, site: { ...written.site, openapi: undefined } });
    expect(read?.records[1202]?.html).toEqual(new Uint8Array([1202 % 256, 1, 2]));
  });

  it('reads a cut-short, lengthened or foreign snapshot file as none', async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'patch-snapshot-'));
    dirs.push(cacheDir);
    await writePatchSnapshot(cacheDir, '/site/out', snapshot());
    const head = (await readPatchHead(cacheDir, '/site/out'))!;
    const builds = join(cacheDir, readdirSync(cacheDir)[0]!);
    const file = join(builds, readdirSync(builds).find((f) => f.endsWith('.snapshot'))!);
    const bytes = readFileSync(file);
    for (const damaged of [
      bytes.subarray(0, bytes.byteLength - 10),
      bytes.subarray(0, bytes.byteLength / 2),
      Buffer.concat([bytes, Buffer.from([0, 0, 0, 0])]),
      Buffer.from('not a snapshot'),
    ]) {
      writeFileSync(file, damaged);
      expect(await readPatchSnapshot(cacheDir, '/site/out', head)).toBeUndefined();
    }
  });

  it('leaves no temporary file behind', async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'patch-snapshot-'));
    dirs.push(cacheDir);
    await writePatchSnapshot(cacheDir, '/site/out', snapshot());
    const builds = join(cacheDir, readdirSync(cacheDir)[0]!);
    expect(readdirSync(builds).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });
});
