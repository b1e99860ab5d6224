import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadOpenApiIndex, type SpecProblem, type SpecValidations } from '../src/index.ts';

const fixtures = path.join(import.meta.dirname, 'fixtures');
const source = (file: string) => ({ source: file, file: 'docs.json', line: 7, column: 5, jsonPath: 'api.openapi' });

function memo(): SpecValidations & { entries: Map<string, SpecProblem[]>; asked: number } {
  const entries = new Map<string, SpecProblem[]>();
  return {
    entries,
    asked: 0,
    async get(key) {
      this.asked++;
      return entries.get(key);
    },
    async set(key, problems) {
      entries.set(key, problems);
    },
  };
}

const load = (dir: string, file: string, validations?: SpecValidations) =>
  loadOpenApiIndex({ root: path.join(fixtures, dir), sources: [source(file)], validations });

describe('spec validation verdicts kept across loads', () => {
  it('remembers what validation found, and gives the same warnings from the memory', async () => {
    const store = memo();
    const first = await load('schema-invalid', 'openapi.yaml', store);
    expect(first.diagnostics.length).toBeGreaterThan(0);
    expect(store.entries.size).toBe(1);
    const [problems] = [...store.entries.values()];
    expect(problems!.length).toBe(first.diagnostics.length);
    const again = await load('schema-invalid', 'openapi.yaml', store);
    expect(again.diagnostics).toEqual(first.diagnostics);
    expect(again.specs.get('openapi.yaml')?.document).toEqual(first.specs.get('openapi.yaml')?.document);
  });

  it('does not validate a document it has a verdict for (the verdict is what it reports)', async () => {
    const store = memo();
    await load('external-ok', 'openapi', store);
    expect([...store.entries.values()]).toEqual([[]]);
    const [key] = [...store.entries.keys()];
    store.entries.set(key!, [{ pointer: '/info', message: 'remembered, not found again' }]);
    const index = await load('external-ok', 'openapi', store);
    expect(index.diagnostics.map((d) => d.message)).toEqual([
      'The spec does not follow the OpenAPI schema at `/info`: remembered, not found again.',
    ]);
    // Dereferenced all the same: the external schema is inlined.
    const op = (index.specs.get('openapi.yaml')!.document.paths as Record<string, never>)['/things'] as {
      get: {
        responses: Record<string, { content: Record<string, { schema: { properties: { id: { type: string } } } }> }>;
      };
    };
    expect(op.get.responses['200']!.content['application/json']!.schema.properties.id.type).toBe('string');
  });

  it('keys verdicts by the document: another spec is validated afresh', async () => {
    const store = memo();
    await load('external-ok', 'openapi', store);
    await load('schema-invalid', 'openapi.yaml', store);
    expect(store.entries.size).toBe(2);
    expect(store.asked).toBe(2);
  });
});
