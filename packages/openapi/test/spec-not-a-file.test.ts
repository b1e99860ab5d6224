import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadOpenApiIndex } from '../src/index.ts';

const source = (file: string) => ({ source: file, file: 'docs.json', line: 7, column: 5, jsonPath: 'api.openapi' });
const SPEC = 'openapi: 3.0.0\ninfo: { title: A, version: "1" }\npaths: {}\n';

describe('a spec path that is not a regular file', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'docsgen-spec-kind-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(path.join(root, 'folder.yaml'));
  execFileSync('mkfifo', [path.join(root, 'pipe.yaml')]);
  // A folder `both` and a file `both.yaml`: the file is the spec.
  mkdirSync(path.join(root, 'both'));
  writeFileSync(path.join(root, 'both.yaml'), SPEC);

  it.each(['folder.yaml', 'pipe.yaml'])('%s: a located error at the declaring field, never a throw', async (file) => {
    const index = await loadOpenApiIndex({ root, sources: [source(file)] });
    expect(index.specs.size).toBe(0);
    expect(index.diagnostics).toEqual([
      expect.objectContaining({
        code: 'openapi/spec-not-a-file',
        severity: 'error',
        file: 'docs.json',
        line: 7,
        column: 5,
        jsonPath: 'api.openapi',
        message: expect.stringContaining('not a regular file'),
      }),
    ]);
  });

  it('prefers the file to a folder of the same name without extension', async () => {
    const index = await loadOpenApiIndex({ root, sources: [source('both')] });
    expect([...index.specs.keys()]).toEqual(['both.yaml']);
    expect(index.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });
});
