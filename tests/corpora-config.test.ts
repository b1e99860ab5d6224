import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadSite } from '@docsgen/navigation';
import { describe, expect, test } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '..');
// DOCSGEN_SHARED points elsewhere (a git worktree has no ../shared beside it), as for the other corpora suites.
const corpora = path.join(path.resolve(repoRoot, process.env.DOCSGEN_SHARED ?? '../shared'), 'corpora');
const names = ['starter', 'mintlify-docs', 'fastmcp', 'dify-docs', 'ollama'];
const present = existsSync(corpora);
if (!present)
  console.log(`corpora-config: skipped, ${corpora} is absent (the shared corpora are not checked out here).`);

// Every real docs.json must load and resolve (config, $ref, OpenAPI, navigation) without an
// error; the warnings each one gets are pinned, so a change in what docsgen reports is visible.
describe.skipIf(!present)('real docs.json files resolve without errors', () => {
  for (const name of names) {
    test(name, async () => {
      const site = await loadSite(path.join(corpora, name));
      const errors = site.diagnostics.filter((d) => d.severity === 'error');
      expect(errors.map((d) => `${d.code} ${d.file}:${d.line}:${d.column} ${d.message}`)).toEqual([]);
      expect(site.routes.length).toBeGreaterThan(0);
      const warnings = site.diagnostics
        .filter((d) => d.severity === 'warning')
        .map((d) => `${d.code} ${d.file ?? ''}:${d.line ?? ''}:${d.column ?? ''} ${d.jsonPath ?? ''}\n  ${d.message}`)
        .sort();
      const summary = [
        `${site.routes.length} routes, ${site.routes.filter((r) => r.inNavigation).length} in the navigation`,
        `${warnings.length} warnings`,
        ...warnings,
      ].join('\n');
      await expect(`${summary}\n`).toMatchFileSnapshot(path.join(repoRoot, 'tests', 'corpora-config', `${name}.txt`));
    });
  }
});
