// The search index of a real build: which pages are in it, with which filters and metadata.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '..');
const cli = path.join(repoRoot, 'packages/cli/bin/docsgen.js');
const out = mkdtempSync(path.join(tmpdir(), 'docsgen-search-site-'));
type Fragment = { url: string; meta: Record<string, string>; filters: Record<string, string[]>; content: string };
let fragments: Fragment[] = [];

beforeAll(() => {
  if (!existsSync(path.join(repoRoot, 'packages/cli/dist/docsgen.mjs'))) {
    spawnSync(process.execPath, ['scripts/build-cli.mjs'], { cwd: repoRoot });
  }
  const fixture = path.join(repoRoot, 'tests/fixtures/search-docs');
  const result = spawnSync(process.execPath, [cli, 'build', fixture, '--out', out, '--no-cache'], { encoding: 'utf8' });
  expect(result.status, result.stderr).toBe(0);
  const dir = path.join(out, 'pagefind', 'fragment');
  // Pagefind fragments are gzipped JSON behind a short signature.
  fragments = readdirSync(dir).map((name) => {
    const raw = gunzipSync(readFileSync(path.join(dir, name))).toString('utf8');
    return JSON.parse(raw.slice(raw.indexOf('{')));
  });
});
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('search index of a built site', () => {
  it('holds every searchable page and leaves out searchable: false and noindex pages', () => {
    expect(fragments.map((f) => f.url).sort()).toEqual(['/v1', '/v1/install', '/v2', '/v2/configure', '/v2/install']);
    expect(fragments.some((f) => /quokka/i.test(f.content))).toBe(false);
  });

  it('tags each page with its language and version, title and section', () => {
    const install = fragments.find((f) => f.url === '/v2/install');
    expect(install?.filters).toEqual({ language: ['en'], version: ['v2'] });
    expect(install?.meta).toEqual({ title: 'Install Zephyr', section: 'Guides' });
    expect(fragments.find((f) => f.url === '/v1/install')?.filters.version).toEqual(['v1']);
  });

  it('indexes keywords after the content, and no heading permalinks', () => {
    const install = fragments.find((f) => f.url === '/v2/install');
    expect(install?.content).toMatch(/^Install Zephyr\. With npm\. Install the zephyrine package.*setup\.?$/);
    expect(install?.content).not.toContain('#');
  });

  it('ships only the search runtime, not Pagefind’s own UI', () => {
    const files = readdirSync(path.join(out, 'pagefind'));
    expect(files).toContain('pagefind.js');
    expect(files.filter((f) => /-ui\./.test(f))).toEqual([]);
  });
});
