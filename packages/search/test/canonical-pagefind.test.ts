import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { canonicalPagefind } from '../src/canonical-pagefind.ts';
import { type CborValue, decodeCbor, encodeCbor } from '../src/cbor.ts';
import { buildSearchIndex, type SearchPage } from '../src/index.ts';
import type { PagefindFile } from '../src/pagefind-file.ts';

const SIGNATURE = 'pagefind_dcd';
const enc = new TextEncoder();

function indexFile(value: CborValue): Uint8Array {
  return gzipSync(Buffer.concat([Buffer.from(SIGNATURE), encodeCbor(value)]));
}

function readIndexFile(content: Uint8Array): CborValue {
  const raw = gunzipSync(content);
  expect(raw.subarray(0, SIGNATURE.length).toString()).toBe(SIGNATURE);
  return decodeCbor(raw.subarray(SIGNATURE.length));
}

// Two runs of Pagefind as it behaves upstream: the same content, values and filters listed in a
// different order, hence different hashed names all the way up to the entry file.
function pagefindRun(reversed: boolean): PagefindFile[] {
  const order = <T>(list: T[]) => (reversed ? [...list].reverse() : list);
  const tag = reversed ? 'b' : 'a';
  const version = indexFile([
    'version',
    order([
      ['v1', [0, 2]],
      ['v2', [1]],
      ['beta', [3]],
    ]),
  ]);
  const language = indexFile(['language', [['en', [0, 1, 2, 3]]]]);
  const meta = indexFile([
    '1.5.2',
    [['en_page0', 5]],
    [['a', 'z', 'en_chunk']],
    order([
      ['language', `en_lang${tag}`],
      ['version', `en_ver${tag}`],
    ]),
    [],
    ['title'],
  ]);
  return order([
    { path: `filter/en_ver${tag}.pf_filter`, content: version },
    { path: `filter/en_lang${tag}.pf_filter`, content: language },
    { path: `pagefind.en_meta${tag}.pf_meta`, content: meta },
    {
      path: 'pagefind-entry.json',
      content: enc.encode(
        JSON.stringify({
          version: '1.5.2',
          languages: Object.fromEntries(
            order([
              ['en', { hash: `en_meta${tag}`, wasm: 'en', page_count: 4 }],
              ['de', { hash: `en_meta${tag}`, wasm: 'de', page_count: 0 }],
            ]),
          ),
        }),
      ),
    },
    { path: 'pagefind.js', content: enc.encode('client') },
  ]);
}

const sha = (files: PagefindFile[]) =>
  files.map((f) => `${f.path} ${createHash('sha256').update(f.content).digest('hex')}`);

describe('canonicalPagefind', () => {
  it('gives the same bytes and names for two orderings of the same index', () => {
    const a = canonicalPagefind(pagefindRun(false));
    const b = canonicalPagefind(pagefindRun(true));
    expect(sha(a)).toEqual(sha(b));
    expect(a.map((f) => f.path)).toEqual([...a.map((f) => f.path)].sort());
  });

  it('sorts filter values, and the meta file lists the renamed filters in name order', () => {
    const files = canonicalPagefind(pagefindRun(true));
    const filters = files.filter((f) => f.path.startsWith('filter/'));
    expect(filters.map((f) => f.path).every((p) => /^filter\/en_[0-9a-f]{7}\.pf_filter$/.test(p))).toBe(true);
    const version = filters.map((f) => readIndexFile(f.content)).find((v) => (v as CborValue[])[0] === 'version');
    expect(version).toEqual([
      'version',
      [
        ['beta', [3]],
        ['v1', [0, 2]],
        ['v2', [1]],
      ],
    ]);
    const metaFile = files.find((f) => f.path.endsWith('.pf_meta'));
    expect(metaFile?.path).toMatch(/^pagefind\.en_[0-9a-f]{10}\.pf_meta$/);
    const meta = readIndexFile(metaFile?.content ?? new Uint8Array()) as CborValue[];
    const names = filters.map((f) => f.path.slice('filter/'.length, -'.pf_filter'.length));
    expect((meta[3] as CborValue[][]).map((x) => x[0])).toEqual(['language', 'version']);
    expect((meta[3] as CborValue[][]).map((x) => x[1]).sort()).toEqual(names.sort());
    const entry = JSON.parse(new TextDecoder().decode(files.find((f) => f.path === 'pagefind-entry.json')?.content));
    expect(Object.keys(entry.languages)).toEqual(['de', 'en']);
    expect(`pagefind.${entry.languages.en.hash}.pf_meta`).toBe(metaFile?.path);
    expect(files.find((f) => f.path === 'pagefind.js')?.content).toEqual(enc.encode('client'));
  });

  it('re-encodes a real Pagefind file to the same CBOR bytes Pagefind wrote', async () => {
    const written = new Map<string, Uint8Array>();
    await buildSearchIndex({
      pages: [{ url: '/a', title: 'A', html: '<p>alpha</p>', version: 'v1' }],
      write: async (file, contents) => {
        written.set(file, contents);
      },
    });
    const filters = [...written].filter(([name]) => name.endsWith('.pf_filter'));
    expect(filters.length).toBe(2);
    for (const [, content] of filters) {
      const raw = gunzipSync(content);
      expect(Buffer.from(encodeCbor(decodeCbor(raw.subarray(SIGNATURE.length))))).toEqual(
        raw.subarray(SIGNATURE.length),
      );
    }
  });

  it('makes repeated Pagefind runs over the same pages byte-identical', async () => {
    const pages: SearchPage[] = Array.from({ length: 30 }, (_, i) => ({
      url: `/${['en', 'fr', 'de'][i % 3]}/page-${i}`,
      title: `Page ${i}`,
      html: `<p>Plant ${i} grows in ${['sun', 'shade'][i % 2]}.</p>`,
      section: `Section ${i % 4}`,
      method: i % 5 === 0 ? 'GET' : undefined,
      path: i % 5 === 0 ? `/plants/${i}` : undefined,
      language: ['en', 'fr', 'de'][i % 3],
      version: ['v1', 'v2', 'v3', 'beta'][i % 4],
    }));
    const runs: string[][] = [];
    // Upstream, about half the runs differ with two filters; eight runs all equal is the proof.
    for (let run = 0; run < 8; run++) {
      const written: PagefindFile[] = [];
      const result = await buildSearchIndex({
        pages,
        write: async (path, content) => {
          written.push({ path, content });
        },
      });
      expect(result.diagnostics).toEqual([]);
      runs.push(sha(written).sort());
    }
    for (const run of runs.slice(1)) expect(run).toEqual(runs[0]);
    expect(runs[0]?.filter((line) => line.includes('.pf_filter')).length).toBe(6);
  });
});
