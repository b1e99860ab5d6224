import { appendFile, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { type BuildResult, buildSite } from '@docsgen/build';
import { startDevServer } from '@docsgen/dev-server';
import type { Diagnostic } from '@docsgen/diagnostics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSite } from '../packages/cli/src/commands/check.ts';
import { themeFor } from '../packages/cli/src/theme-for.ts';
import { scriptHash } from '../packages/site/src/content-security-policy.ts';
import { copySite } from './build-helpers.ts';

// `docsgen build --csp` on a docs root that ships its own `_headers` (one build): the file is
// published as it is, the build says where it did not add its frame-ancestors rule, and every page
// docsgen renders carries its <meta> policy. (The `_headers` docsgen writes when there is none,
// and the policy in a browser: tests/e2e/content-security-policy.test.ts.) Its spec names a server
// with a template variable, which no policy can name: warned at the spec, in every build and check.
const OWN_HEADERS = '/*\n  X-Frame-Options: DENY\n';
const SPEC = 'api/openapi.yaml';
let root: string;
let cacheDir: string;
let cold: BuildResult;

beforeAll(async () => {
  root = await copySite('basic');
  cacheDir = join(dirname(root), 'cache');
  await writeFile(join(root, '_headers'), OWN_HEADERS);
  const spec = await readFile(join(root, SPEC), 'utf8');
  await writeFile(
    join(root, SPEC),
    spec.replace(/^paths:/m, 'servers:\n  - url: https://{region}.example.com\npaths:'),
  );
  cold = await buildSite({ root, themeFor, cacheDir, csp: true });
});

/** The `build/csp-source` warnings, each with its place. */
const refusedSources = (diagnostics: Diagnostic[]) =>
  diagnostics
    .filter((d) => d.code === 'build/csp-source')
    .map(({ severity, file, line, column, jsonPath, message }) => ({
      severity,
      file,
      line,
      column,
      jsonPath,
      message,
    }));

afterAll(async () => {
  await rm(dirname(root), { recursive: true, force: true });
});

describe('docsgen build --csp beside a _headers of the docs root', () => {
  it('keeps the repository’s _headers byte for byte, warns at it, and gives every rendered page its policy', async () => {
    const result = cold;
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const dist = join(root, 'dist');
    await expect(readFile(join(dist, '_headers'), 'utf8')).resolves.toBe(OWN_HEADERS);
    const warned = result.diagnostics.filter((d) => d.code === 'build/csp-headers');
    expect(warned).toHaveLength(1);
    expect(warned[0]).toMatchObject({ severity: 'warning', file: '_headers' });
    expect(warned[0]!.hint).toContain("Content-Security-Policy: frame-ancestors 'self'");
    const pages = (await readdir(dist, { recursive: true })).filter((f) => f.endsWith('.html'));
    let themed = 0;
    for (const page of pages) {
      const html = await readFile(join(dist, page), 'utf8');
      // Redirect stubs (meta refresh, no script) are not the theme's: they need no policy.
      if (html.includes('http-equiv="refresh"') && !html.includes('<script')) continue;
      themed++;
      expect(html, page).toMatch(
        /^<!DOCTYPE html><html[^>]*><head><meta charset="utf-8"\/><meta http-equiv="Content-Security-Policy"/i,
      );
    }
    expect(themed).toBeGreaterThanOrEqual(5);
    // The 404 page's redirect home comes after its policy, which names its script's hash.
    const notFound = await readFile(join(dist, '404.html'), 'utf8');
    const script = /<script>(location\.replace\([^<]*\))<\/script>/.exec(notFound)?.[1];
    expect(script).toBeDefined();
    expect(notFound.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(notFound.indexOf('<script>location'));
    expect(notFound).toContain(scriptHash(script!).replace(/'/g, '&#39;'));
  });

  it('locates a refused API server in its spec; a build reusing pages and `check --csp` report the same', async () => {
    const located = refusedSources(cold.diagnostics);
    // Once for the spec's server, though both of its endpoint pages offer it.
    expect(located).toEqual([
      expect.objectContaining({ severity: 'warning', file: SPEC, line: 4, column: 5, jsonPath: '#/servers/0/url' }),
    ]);
    expect(located[0]!.message).toContain('`https://{region}.example.com`');
    // A file added: a full build, every page but none of its HTML rendered again (taken over).
    await writeFile(join(root, 'notes.txt'), 'notes\n');
    const warm = await buildSite({ root, themeFor, cacheDir, csp: true });
    expect(warm.ok).toBe(true);
    expect(refusedSources(warm.diagnostics)).toEqual(located);
    // One page edited: a patch build over the last build's snapshot.
    await appendFile(join(root, 'guides/advanced.mdx'), '\nOne more line.\n');
    const patched = await buildSite({ root, themeFor, cacheDir, csp: true });
    expect(patched.patched).toBe(true);
    expect(refusedSources(patched.diagnostics)).toEqual(located);
    const checked = await checkSite(root, { csp: true, cache: false });
    expect(refusedSources(checked.diagnostics)).toEqual(located);
  });

  it('docsgen dev --csp serves each page with its policy', async () => {
    const dev = await startDevServer({ root, port: 0, themeFor, csp: true, watch: false, log: () => {} });
    try {
      const served = await (await fetch(new URL('/guides/install', dev.url))).text();
      const policy = /<head><meta charset="utf-8"\/><meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(
        served,
      )?.[1];
      expect(policy?.replace(/&#39;/g, "'")).toMatch(
        /^default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-/,
      );
    } finally {
      await dev.close();
    }
  });
});
