import { readdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { formatReport } from '@docsgen/diagnostics';
import { describe, expect, test } from 'vitest';
import { loadConfig } from '../src/index.ts';

const fixtures = path.join(import.meta.dirname, 'fixtures');

// Each fixture folder is a docs root; expected.txt pins exactly what a user sees (the report),
// followed by the validated configuration when there is no error.
describe('docs.json fixtures', () => {
  for (const name of readdirSync(fixtures).sort()) {
    test(name, async () => {
      const root = path.join(fixtures, name);
      const loaded = await loadConfig(root);
      const report = formatReport(loaded.diagnostics, {
        readSource: (file) => {
          try {
            return readFileSync(path.join(root, file), 'utf8');
          } catch {
            return undefined;
          }
        },
      });
      const errors = loaded.diagnostics.some((d) => d.severity === 'error');
      const body = errors ? report : `${report}\n\n${JSON.stringify(loaded.config, null, 2)}`;
      const text = `${body.replaceAll(realpathSync(root), '<root>')}\n`;
      await expect(text).toMatchFileSnapshot(path.join(root, 'expected.txt'));
    });
  }
});
