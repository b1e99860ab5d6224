import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpuMsSince } from '../../../tests/cpu-time.ts';
import { DEFAULT_COMPILE_SETTINGS } from '../src/compile-settings.ts';
import { loadOpenApiIndex, renderEndpointPage } from '../src/index.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'docsgen-expansion-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

type Obj = Record<string, unknown>;

/** A spec with one POST /x whose body and response are `S0`, and the given component schemas. */
function spec(schemas: Obj, version = '3.1.0'): Obj {
  const ref = { $ref: '#/components/schemas/S0' };
  return {
    openapi: version,
    info: { title: 'T', version: '1' },
    paths: {
      '/x': {
        post: {
          requestBody: { content: { 'application/json': { schema: ref } } },
          responses: { '200': { description: 'OK', content: { 'application/json': { schema: ref } } } },
        },
      },
    },
    components: { schemas },
  };
}

/** Schemas `S0`…`S<levels>`, each referring `fanOut` times to the next (with `extra` beside each `$ref`). */
function chain(levels: number, fanOut: number, extra: Obj = {}): Obj {
  const schemas: Obj = { [`S${levels}`]: { type: 'string' } };
  for (let i = 0; i < levels; i++) {
    const properties = Object.fromEntries(
      Array.from({ length: fanOut }, (_, j) => [`p${j}`, { $ref: `#/components/schemas/S${i + 1}`, ...extra }]),
    );
    schemas[`S${i}`] = { type: 'object', properties };
  }
  return schemas;
}

async function load(name: string, files: Record<string, unknown>) {
  const folder = path.join(dir, name);
  await import('node:fs/promises').then((fs) => fs.mkdir(folder, { recursive: true }));
  for (const [file, value] of Object.entries(files)) await writeFile(path.join(folder, file), JSON.stringify(value));
  return loadOpenApiIndex({ root: folder, sources: [{ source: 'openapi.json', file: 'docs.json' }] });
}

async function renderX(index: Awaited<ReturnType<typeof load>>) {
  const spec0 = index.specs.get('openapi.json')!;
  const operation = spec0.operations[0]!;
  return renderEndpointPage({ index, spec: spec0, operation, url: '/x', settings: DEFAULT_COMPILE_SETTINGS });
}

describe('expansion bombs in a spec', () => {
  it.each([
    ['3.1, plain $refs', chain(40, 2), '3.1.0'],
    ['3.0, validated by the OpenAPI 3.0 schema', chain(40, 2), '3.0.3'],
    ['$refs with a sibling description', chain(40, 2, { description: 'again' }), '3.1.0'],
    ['ten $refs to the next', chain(12, 10), '3.1.0'],
  ])('%s: a located error at the $ref where the count ran out, at once', async (_name, schemas, version) => {
    const started = process.cpuUsage();
    const index = await load(`bomb-${version}-${Object.keys(schemas).length}`, {
      'openapi.json': spec(schemas, version),
    });
    expect(cpuMsSince(started)).toBeLessThan(15_000);
    expect(index.specs.size).toBe(0);
    const [d] = index.diagnostics;
    expect(index.diagnostics).toHaveLength(1);
    expect(d).toMatchObject({ code: 'openapi/expansion-limit', severity: 'error', file: 'openapi.json', line: 1 });
    expect(d!.jsonPath).toMatch(/^#\/components\/schemas\/S\d+\/properties\/p\d+$/);
    expect(d!.message).toMatch(/more than 10,000,000 nodes.*`\$ref` `#\/components\/schemas\/S\d+`/);
  });

  it('counts across files: each file referring twice to the next is refused, naming the file', async () => {
    const files: Record<string, unknown> = { 'openapi.json': spec({ S0: { $ref: 'f0.json' } }) };
    for (let i = 0; i < 30; i++) {
      files[`f${i}.json`] = {
        type: 'object',
        properties: { a: { $ref: `f${i + 1}.json` }, b: { $ref: `f${i + 1}.json` } },
      };
    }
    files['f30.json'] = { type: 'string' };
    const started = process.cpuUsage();
    const index = await load('files', files);
    expect(cpuMsSince(started)).toBeLessThan(15_000);
    expect(index.diagnostics).toMatchObject([{ code: 'openapi/expansion-limit', jsonPath: '#/properties/b' }]);
    expect(index.diagnostics[0]!.file).toMatch(/^f\d+\.json$/);
  });

  it('past loading, a page that multiplies its schemas stops at its budget with an error at the operation', async () => {
    // 2^16 paths through the schemas: well under the load limit, far over a page's budget.
    const index = await load('page', { 'openapi.json': spec(chain(16, 2)) });
    expect(index.diagnostics).toEqual([]);
    const started = process.cpuUsage();
    const page = await renderX(index);
    expect(cpuMsSince(started)).toBeLessThan(15_000);
    expect(page.diagnostics).toMatchObject([
      { code: 'openapi/expansion-limit', severity: 'error', file: 'openapi.json', jsonPath: '#/paths/~1x/post' },
    ]);
    expect(page.diagnostics[0]!.message).toMatch(/the schema `S\d+`/);
    expect(page.html.length).toBeLessThan(10_000);
  });

  it.each([
    ['an array whose example needs a billion items', { type: 'array', minItems: 1e9, items: { type: 'string' } }],
    ['maps of maps, each sampled twice', nestedMaps(18)],
    ['a cycle whose every step refers ten times to the next', null],
  ])('%s: the page stops at its budget', async (name, s0) => {
    const schemas = s0 ? { S0: s0 } : cycleWithFanOut(10);
    const index = await load(`page-${name.length}`, { 'openapi.json': spec(schemas) });
    expect(index.diagnostics).toEqual([]);
    const started = process.cpuUsage();
    const page = await renderX(index);
    expect(cpuMsSince(started)).toBeLessThan(15_000);
    expect(page.diagnostics.map((d) => d.code)).toEqual(['openapi/expansion-limit']);
  });

  it('a small recursive schema still renders, its cycle cut with a link', async () => {
    const schemas = {
      S0: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          children: { type: 'array', items: { $ref: '#/components/schemas/S0' } },
        },
      },
    };
    const index = await load('circular', { 'openapi.json': spec(schemas) });
    expect(index.diagnostics).toEqual([]);
    const page = await renderX(index);
    expect(page.diagnostics).toEqual([]);
    expect(page.markdown).toContain('Recursive: same structure as S0');
  });
});

function nestedMaps(levels: number): Obj {
  let schema: Obj = { type: 'string' };
  for (let i = 0; i < levels; i++) schema = { type: 'object', additionalProperties: schema };
  return schema;
}

/** `S0`…`S7` in a ring, each referring `fanOut` times to the next: cycles, so loading keeps the $refs. */
function cycleWithFanOut(fanOut: number): Obj {
  const schemas: Obj = {};
  for (let i = 0; i < 8; i++) {
    schemas[`S${i}`] = {
      type: 'object',
      properties: Object.fromEntries(
        Array.from({ length: fanOut }, (_, j) => [`p${j}`, { $ref: `#/components/schemas/S${(i + 1) % 8}` }]),
      ),
    };
  }
  return schemas;
}
