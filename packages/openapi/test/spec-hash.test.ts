// LoadedSpec.hash: the content hash an endpoint page's compile key reads (build's compile-route).
// It covers the spec and every file its `$ref`s name, so an edit to a referenced schema file
// misses the endpoint pages' cache instead of serving the page of the old schema.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSpec } from '../src/load-spec.ts';

const spec = (summary: string) => `openapi: 3.1.0
info: { title: Plants, version: '1' }
paths:
  /plants:
    get:
      summary: ${summary}
      responses:
        '200':
          description: OK
          content:
            application/json:
              schema: { $ref: './schemas.yaml#/Plant' }
`;
const schemas = (field: string) => `Plant:\n  type: object\n  properties:\n    ${field}: { type: string }\n`;

async function hashOf(root: string): Promise<string | undefined> {
  return (await loadSpec(root, path.join(root, 'openapi.yaml'), 'openapi.yaml')).spec?.hash;
}

describe('LoadedSpec.hash', () => {
  it('changes with the spec and with a file its $refs name, and only then', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'spec-hash-'));
    writeFileSync(path.join(root, 'openapi.yaml'), spec('List plants'));
    writeFileSync(path.join(root, 'schemas.yaml'), schemas('name'));
    const first = await hashOf(root);
    expect(first).toMatch(/^[0-9a-f]{16,}$/);
    expect(await hashOf(root)).toBe(first);
    writeFileSync(path.join(root, 'schemas.yaml'), schemas('genus'));
    const ref = await hashOf(root);
    expect(ref).not.toBe(first);
    writeFileSync(path.join(root, 'openapi.yaml'), spec('All plants'));
    expect(await hashOf(root)).not.toBe(ref);
  });
});
