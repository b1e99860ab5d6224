import { readdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { formatReport } from '@docsgen/diagnostics';
import { describe, expect, test } from 'vitest';
import { loadSite } from '../src/index.ts';
import { summarizeSite } from './summarize-site.ts';

const fixtures = path.join(import.meta.dirname, 'fixtures');

// Each fixture is a docs root. expected.txt pins the diagnostics as users see them, followed by
// the resolved tree and route table (sections, trails, prev/next, first pages).
describe('navigation fixtures', () => {
  for (const name of readdirSync(fixtures).sort()) {
    test(name, async () => {
      const root = path.join(fixtures, name);
      const site = await loadSite(root);
      const report = formatReport(site.diagnostics, {
        readSource: (file) => {
          try {
            return readFileSync(path.join(root, file), 'utf8');
          } catch {
            return undefined;
          }
        },
      });
      const text = `${report}\n\n${JSON.stringify(summarizeSite(site), null, 2)}\n`.replaceAll(
        realpathSync(root),
        '<root>',
      );
      await expect(text).toMatchFileSnapshot(path.join(root, 'expected.txt'));
    });
  }
});
