import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// Mintlify's own validator, a test-only oracle: a docs.json with docsgen's key must still be valid there.
import { validateDocsConfig } from '@mintlify/validation';
import { afterEach, describe, expect, test } from 'vitest';
import { loadConfig } from '../src/index.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
async function load(config: object) {
  const dir = mkdtempSync(path.join(tmpdir(), 'docsgen-key-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, 'docs.json'), JSON.stringify(config));
  return loadConfig(dir);
}

const base = {
  $schema: 'https://mintlify.com/docs.json',
  theme: 'mint',
  name: 'x',
  colors: { primary: '#0D9373' },
  navigation: { pages: ['index'] },
};

describe('docs.json `docsgen.lints`', () => {
  test('turns authoring lints off and is a docs.json Mintlify accepts', async () => {
    const config = { ...base, docsgen: { lints: { 'authoring/description': false, 'authoring/image-frame': false } } };
    const mintlify = await validateDocsConfig(config);
    expect(mintlify.success).toBe(true);
    const loaded = await load(config);
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.config?.docsgen?.lints?.['authoring/description']).toBe(false);
  });

  test('an unknown lint code is an unknown key, located, with a suggestion', async () => {
    const loaded = await load({ ...base, docsgen: { lints: { 'authoring/descripton': false } } });
    expect(loaded.diagnostics.map((d) => [d.severity, d.code, d.jsonPath])).toEqual([
      ['warning', 'config/unknown-key', 'docsgen.lints["authoring/descripton"]'],
    ]);
    expect(loaded.diagnostics[0]?.hint).toContain('authoring/description');
  });
});
