import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSpecValidationStore } from '../src/spec-validation-store.ts';

const dir = mkdtempSync(join(tmpdir(), 'docsgen-spec-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('createSpecValidationStore', () => {
  it('keeps verdicts in the cache folder, apart for each docsgen version', async () => {
    const store = createSpecValidationStore(dir, 'v1');
    expect(await store.get('doc')).toBeUndefined();
    await store.set('doc', [{ pointer: '/paths', message: 'must be object' }]);
    await store.set('clean', []);
    expect(await createSpecValidationStore(dir, 'v1').get('doc')).toEqual([
      { pointer: '/paths', message: 'must be object' },
    ]);
    expect(await store.get('clean')).toEqual([]);
    expect(await createSpecValidationStore(dir, 'v2').get('doc')).toBeUndefined();
  });

  it('treats a damaged entry as unknown', async () => {
    const store = createSpecValidationStore(dir, 'v3');
    await store.set('doc', []);
    const [name] = readdirSync(join(dir, 'openapi')).filter((n) => !n.includes('.tmp'));
    for (const file of readdirSync(join(dir, 'openapi'))) writeFileSync(join(dir, 'openapi', file), '[{"pointer": 1}]');
    expect(name).toBeDefined();
    expect(await store.get('doc')).toBeUndefined();
  });
});
