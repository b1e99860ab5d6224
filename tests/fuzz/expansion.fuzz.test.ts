import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadOpenApiIndex, renderEndpointPage } from '@docsgen/openapi';
import { DEFAULT_COMPILE_SETTINGS } from '@docsgen/openapi/compile-settings';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpuMsSince } from '../cpu-time.ts';
import { expectDiagnostic, fuzzRuns, fuzzSeed } from './fuzz-helpers.ts';

// Random `$ref` graphs with fan-out (cycles, allOf/oneOf, arrays, maps, sibling keys): loading and
// rendering every page either succeeds or stops with a located `openapi/expansion-limit` error,
// within a time and output bound, whatever the graph multiplies to.

type Obj = Record<string, unknown>;

const ref = (n: number) => fc.nat(n - 1).map((i) => ({ $ref: `#/components/schemas/S${i}` }));

/** One property's schema: a scalar, or a `$ref` (bare, with a sibling, in an array, a map, allOf or oneOf). */
const property = (n: number): fc.Arbitrary<Obj> =>
  fc.oneof(
    fc.constantFrom<Obj>({ type: 'string' }, { type: 'integer', minimum: 1 }, { type: 'boolean', default: true }),
    ref(n),
    ref(n).map((r) => ({ ...r, description: 'again' })),
    ref(n).map((items) => ({ type: 'array', items, minItems: 3 })),
    ref(n).map((additionalProperties) => ({ type: 'object', additionalProperties })),
    fc.array(ref(n), { minLength: 1, maxLength: 4 }).map((allOf) => ({ allOf })),
    fc.array(ref(n), { minLength: 1, maxLength: 4 }).map((oneOf) => ({ oneOf })),
  );

/** `n` component schemas, each an object with up to `fanOut` properties. */
const schemas = fc
  .integer({ min: 2, max: 12 })
  .chain((n) =>
    fc
      .array(fc.array(property(n), { maxLength: 8 }), { minLength: n, maxLength: n })
      .map((all) =>
        Object.fromEntries(
          all.map((props, i) => [
            `S${i}`,
            { type: 'object', properties: Object.fromEntries(props.map((p, j) => [`p${j}`, p])) },
          ]),
        ),
      ),
  );

function spec(components: Obj, version: string): Obj {
  const body = { content: { 'application/json': { schema: { $ref: '#/components/schemas/S0' } } } };
  return {
    openapi: version,
    info: { title: 'Fuzz', version: '1' },
    paths: { '/x': { post: { requestBody: body, responses: { '200': { description: 'OK', ...body } } } } },
    components: { schemas: components },
  };
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'docsgen-expansion-fuzz-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('expansion (property)', () => {
  it('every random $ref graph loads and renders within bounds, or stops with a located error', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(schemas, fc.constantFrom('3.0.3', '3.1.0'), async (components, version) => {
        const root = join(dir, String(run++));
        await mkdir(root);
        await writeFile(join(root, 'openapi.json'), JSON.stringify(spec(components, version)));
        const started = process.cpuUsage();
        const index = await loadOpenApiIndex({ root, sources: [{ source: 'openapi.json', file: 'docs.json' }] });
        const loaded = index.specs.get('openapi.json');
        const diagnostics = [...index.diagnostics];
        let output = 0;
        if (loaded) {
          for (const operation of loaded.operations) {
            const page = await renderEndpointPage({
              index,
              spec: loaded,
              operation,
              url: '/x',
              settings: DEFAULT_COMPILE_SETTINGS,
            });
            diagnostics.push(...page.diagnostics);
            output += page.html.length + (page.markdown ?? '').length;
          }
        }
        // The unbounded expansion ran for hours; the bound is generous for a loaded machine.
        expect(cpuMsSince(started)).toBeLessThan(20_000);
        expect(output).toBeLessThan(30_000_000);
        for (const d of diagnostics.filter((x) => x.severity === 'error')) {
          expect(d.code).toBe('openapi/expansion-limit');
          expectDiagnostic(d);
          expect(d.file).toBe('openapi.json');
          expect(d.jsonPath).toMatch(/^#\//);
        }
        if (!loaded) expect(diagnostics.map((d) => d.code)).toContain('openapi/expansion-limit');
      }),
      { numRuns: fuzzRuns(25), seed: fuzzSeed() },
    );
  }, 600_000);
});
