import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Diagnostic } from '@docsgen/diagnostics';
import { describe, expect, test } from 'vitest';
import { checkSite } from '../packages/cli/src/commands/check.ts';
import { build } from './catalogue/helpers.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const sites = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((n) => existsSync(path.join(dir, n, 'docs.json')))
        .map((n) => path.join(dir, n))
    : [];

// Errors and warnings: what decides the exit code (with --strict). Notes (info) are each command's
// own advice, and the authoring conventions (`authoring/*`, turned off with `--no-lint` or
// `docsgen.lints`) are lints only `check` runs.
const judged = (d: Diagnostic) => d.severity !== 'info' && !d.code.startsWith('authoring/');
const key = (d: Diagnostic) => `${d.severity} ${d.code} ${d.file ?? ''}:${d.line ?? ''}:${d.column ?? ''} ${d.message}`;

describe('docsgen check reports what docsgen build reports', () => {
  const dirs = [
    ...sites(path.join(repoRoot, 'tests/sites')),
    ...sites(path.join(repoRoot, 'tests/fixtures')),
    path.join(repoRoot, 'example-docs'),
  ];
  for (const dir of dirs) {
    test(path.relative(repoRoot, dir), { timeout: 600_000 }, async () => {
      const out = path.join(await mkdtemp(path.join(tmpdir(), 'docsgen-cmp-')), 'dist');
      // A generous page budget: the budget is about runaway pages, and this runs on a loaded machine.
      const workers = { mode: 'off' as const, timeoutMs: 600_000 };
      const built = await build(dir, { outDir: out, workers });
      // As the build helper builds: no cache, pages compiled in this thread.
      const checked = await checkSite(dir, { cache: false, workers });
      const b = new Set(built.diagnostics.filter(judged).map(key));
      const c = new Set(checked.diagnostics.filter(judged).map(key));
      // tests/sites/not-utf8: a page that is not UTF-8 fails both (check used to pass it).
      if (dir.endsWith('not-utf8')) expect([...c].filter((k) => k.includes('build/page-not-utf8'))).toHaveLength(1);
      expect({
        onlyBuild: [...b].filter((k) => !c.has(k)).sort(),
        onlyCheck: [...c].filter((k) => !b.has(k)).sort(),
      }).toEqual({ onlyBuild: [], onlyCheck: [] });
    });
  }
});
