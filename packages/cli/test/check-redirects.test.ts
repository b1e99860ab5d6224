import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSite } from '@docsgen/build';
import { describe, expect, it } from 'vitest';
import { checkSite } from '../src/commands/check.ts';
import { themeFor } from '../src/theme-for.ts';

const fixture = path.join(import.meta.dirname, 'fixtures', 'check-redirects');
const key = (d: { severity: string; code: string; line?: number }) => `${d.severity} ${d.code} docs.json:${d.line}`;

// `docsgen check` reports every redirect problem `docsgen build` reports, at the line of the
// redirect: the same step of the same pipeline. (An unsafe destination such as `javascript:` is an
// error of docs.json itself, `config/unsafe-url`; like the build, check then stops before the
// site-wide steps, redirects among them, so this fixture has none.)
describe('docsgen check: redirects', { timeout: 120_000 }, () => {
  it('reports the same redirect diagnostics as the build, located', async () => {
    const { diagnostics } = await checkSite(fixture, { cache: false });
    const checked = diagnostics
      .filter((d) => d.code.startsWith('build/redirect'))
      .map(key)
      .sort();
    expect(checked).toEqual([
      'error build/redirect-duplicate docs.json:11',
      'warning build/redirect-shadowed docs.json:10',
      'warning build/redirect-shadowed docs.json:13',
      'warning build/redirect-shadowed docs.json:14',
      'warning build/redirect-source docs.json:12',
      'warning build/redirect-unknown-destination docs.json:9',
    ]);
    const outDir = path.join(await mkdtemp(path.join(tmpdir(), 'docsgen-redirects-')), 'site');
    const built = await buildSite({ root: fixture, themeFor, cacheDir: false, outDir });
    const fromBuild = built.diagnostics
      .filter((d) => d.code.startsWith('build/redirect'))
      .map(key)
      .sort();
    expect(checked).toEqual(fromBuild);
  });
});
