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
  for (const dir of [...sites(path.join(repoRoot, 'tests/sites')), ...sites(path.join(repoRoot, 'tests/fixtures'))]) {
    test(path.relative(repoRoot, dir), async () => {
      const out = path.join(await mkdtemp(path.join(tmpdir(), 'docsgen-cmp-')), 'dist');
      const built = await build(dir, { outDir: out });
      const checked = await checkSite(dir);
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
