import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { scanRootFiles } from '@docsgen/build';
import type { Diagnostic } from '@docsgen/diagnostics';
import { loadSite, type Site } from '@docsgen/navigation';
import { planRedirects, siteConfig } from '@docsgen/site';
import { describe, expect, test } from 'vitest';
import { makeDocs } from '../catalogue/helpers.ts';
import { mintlifyVerdict } from './config-oracle.ts';
import { CONFIG_PROBES, PROBE_PAGES } from './config-probes.ts';

// Conformance (a): a docs.json that Mintlify's own validator accepts (`validateDocsConfig` after
// `resolveRefs`, as its build step runs them) gives no docsgen error. docsgen's side is what
// `check` and `build` report about the configuration: loading the site (docs.json, `$ref`,
// OpenAPI references, navigation against the files) and the redirects.

const repoRoot = path.resolve(import.meta.dirname, '../..');
// ../shared/corpora beside the checkout, or where DOCSGEN_SHARED points (a worktree has none beside it).
const corpora = path.join(path.resolve(repoRoot, process.env.DOCSGEN_SHARED ?? '../shared'), 'corpora');
const sites = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((n) => existsSync(path.join(dir, n, 'docs.json')))
        .map((n) => ({ name: `${path.basename(dir)}/${n}`, dir: path.join(dir, n) }))
    : [];
const roots = [
  ...sites(corpora),
  ...sites(path.join(repoRoot, 'tests/sites')),
  ...sites(path.join(repoRoot, 'tests/fixtures')),
  { name: 'example-docs', dir: path.join(repoRoot, 'example-docs') },
];

interface Row {
  name: string;
  accepted: boolean;
  errors: Diagnostic[];
  warnings: number;
  issues: string[];
}

/** The redirect diagnostics the build's redirect step gives docs.json (a file of the docs root, not a page, may be a destination). */
async function redirectDiagnostics(site: Site): Promise<Diagnostic[]> {
  const { assets } = await scanRootFiles({ root: site.root, exclude: [], configFiles: site.configFiles });
  const routes = new Set(site.routes.map((r) => r.url));
  return planRedirects({
    config: siteConfig(site),
    routes,
    assets: new Set(assets),
    base: '/',
    sourceMap: site.sourceMap,
  }).diagnostics;
}

async function judge(name: string, dir: string): Promise<Row> {
  const verdict = await mintlifyVerdict(dir);
  const site = await loadSite(dir);
  const diagnostics = [...site.diagnostics, ...(site.routes.length > 0 ? await redirectDiagnostics(site) : [])];
  return {
    name,
    accepted: verdict.accepted,
    errors: diagnostics.filter((d) => d.severity === 'error'),
    warnings: diagnostics.filter((d) => d.severity === 'warning').length,
    issues: verdict.issues,
  };
}

function table(title: string, rows: Row[]): string {
  const head = `${title}\n${'site'.padEnd(60)} mintlify  errors  warnings`;
  const lines = rows.map(
    (r) =>
      `${r.name.padEnd(60)} ${(r.accepted ? 'accepted' : 'refused').padEnd(9)} ${String(r.errors.length).padStart(6)}  ${String(r.warnings).padStart(8)}`,
  );
  return [head, ...lines].join('\n');
}

const disagreements = (rows: Row[]) =>
  rows
    .filter((r) => r.accepted && r.errors.length > 0)
    .map((r) => `${r.name}: ${r.errors.map((d) => `${d.code} ${d.jsonPath ?? ''} ${d.message}`).join('; ')}`);

describe('conformance (a): what Mintlify accepts, docsgen builds', () => {
  test('every corpus and fixture site', async () => {
    const rows: Row[] = [];
    for (const r of roots) rows.push(await judge(r.name, r.dir));
    console.log(table('docs.json of corpora and fixture sites', rows));
    expect(rows.filter((r) => r.accepted).length).toBeGreaterThan(0);
    expect(disagreements(rows)).toEqual([]);
  });

  test('generated probe configs, one quirk each', async () => {
    const rows: Row[] = [];
    for (const probe of CONFIG_PROBES) {
      const text = typeof probe.config === 'string' ? probe.config : JSON.stringify(probe.config, null, 2);
      const dir = await makeDocs({ ...PROBE_PAGES, 'docs.json': `${text}\n` });
      rows.push(await judge(probe.name, dir));
    }
    console.log(table('probe configs', rows));
    expect(disagreements(rows)).toEqual([]);
  });
});
