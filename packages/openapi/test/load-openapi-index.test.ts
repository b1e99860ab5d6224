import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cpuMsSince } from '../../../tests/cpu-time.ts';
import { loadOpenApiIndex, type SpecCache } from '../src/index.ts';

// biome-ignore lint/suspicious/noExplicitAny: tests dig into untyped spec JSON.
type Json = any;

const fixtures = path.join(import.meta.dirname, 'fixtures');
const source = (file: string) => ({ source: file, file: 'docs.json', line: 7, column: 5, jsonPath: 'api.openapi' });

describe('loadOpenApiIndex: safety', () => {
  it('refuses absolute, file: and outside-root refs before opening them, keeps inside ones', async () => {
    const index = await loadOpenApiIndex({
      root: path.join(fixtures, 'bad-refs/docs'),
      sources: [source('openapi.yaml')],
    });
    const refused = index.diagnostics.filter((d) => d.code === 'openapi/ref-refused');
    expect(refused.map((d) => [d.message.match(/`([^`]+)`/)![1], d.line])).toEqual([
      ['/etc/passwd', 11],
      ['file:///etc/hostname', 19],
      ['../outside/secret.yaml', 27],
    ]);
    expect(refused.every((d) => d.severity === 'error' && d.file === 'openapi.yaml')).toBe(true);
    const spec = index.specs.get('openapi.yaml')!;
    const paths = spec.document.paths as Record<string, Json>;
    const schema = (p: string) => paths[p].get.responses['200'].content['application/json'].schema;
    expect(schema('/a')).toEqual({ 'x-docsgen-unresolved-ref': '/etc/passwd' });
    expect(schema('/d').properties.name.type).toBe('string');
    expect(JSON.stringify(spec.document)).not.toContain('root:');
  });

  it('never fetches an http $ref: a local listener receives zero requests', async () => {
    let requests = 0;
    const server = createServer((_req, res) => {
      requests++;
      res.end('{"type":"string"}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const dir = await mkdtemp(path.join(tmpdir(), 'docsgen-openapi-'));
    try {
      const ref = (host: string) => `{ "$ref": "http://${host}:${port}/schema.json" }`;
      await writeFile(
        path.join(dir, 'openapi.json'),
        `{"openapi":"3.1.0","info":{"title":"t","version":"1"},"paths":{"/x":{"get":{"responses":{"200":{"description":"ok","content":{"application/json":{"schema":${ref('127.0.0.1')}}}},"201":{"description":"ok","content":{"application/json":{"schema":${ref('localhost')}}}}}}}}}`,
      );
      const index = await loadOpenApiIndex({ root: dir, sources: [source('openapi.json')] });
      expect(index.diagnostics.filter((d) => d.code === 'openapi/ref-refused')).toHaveLength(2);
      expect(index.specs.get('openapi.json')?.operations).toHaveLength(1);
      await new Promise((r) => setTimeout(r, 100));
      expect(requests).toBe(0);
    } finally {
      server.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('terminates on circular refs and leaves the cycle as a $ref', async () => {
    const index = await loadOpenApiIndex({ root: path.join(fixtures, 'circular'), sources: [source('openapi.yaml')] });
    expect(index.diagnostics).toEqual([]);
    const spec = index.specs.get('openapi.yaml')!;
    const node = (spec.document.components as Json).schemas.Node;
    expect(node.properties.children.items).toEqual({ $ref: '#/components/schemas/Node' });
    expect(() => JSON.stringify(spec.document)).not.toThrow();
  });

  it('refuses a YAML alias bomb in milliseconds', async () => {
    const started = process.cpuUsage();
    const index = await loadOpenApiIndex({
      root: path.join(fixtures, 'alias-bomb'),
      sources: [source('openapi.yaml')],
    });
    expect(cpuMsSince(started)).toBeLessThan(500);
    expect(index.specs.size).toBe(0);
    expect(index.diagnostics).toMatchObject([
      { severity: 'error', code: 'openapi/yaml-alias-limit', file: 'openapi.yaml' },
    ]);
  });

  it('refuses specs over the byte and node limits', async () => {
    const root = path.join(fixtures, 'circular');
    const bytes = await loadOpenApiIndex({ root, sources: [source('openapi.yaml')], limits: { maxBytes: 100 } });
    expect(bytes.diagnostics).toMatchObject([{ code: 'openapi/too-large' }]);
    const nodes = await loadOpenApiIndex({ root, sources: [source('openapi.yaml')], limits: { maxNodes: 10 } });
    expect(nodes.diagnostics).toMatchObject([{ code: 'openapi/too-many-nodes' }]);
  });
});

describe('loadOpenApiIndex: locations', () => {
  it('points a missing spec at the docs.json field, once per spec', async () => {
    const index = await loadOpenApiIndex({
      root: path.join(fixtures, 'circular'),
      sources: [source('nope.yaml'), { ...source('/nope.yaml'), line: 20 }, source('../../etc/passwd')],
    });
    expect(index.diagnostics).toMatchObject([
      {
        severity: 'error',
        code: 'openapi/spec-missing',
        file: 'docs.json',
        line: 7,
        column: 5,
        jsonPath: 'api.openapi',
      },
      { severity: 'error', code: 'openapi/spec-outside-root', file: 'docs.json' },
    ]);
    expect(index.diagnostics[0]!.related).toEqual([
      { message: 'also declared here', file: 'docs.json', line: 20, column: 5, jsonPath: 'api.openapi' },
    ]);
  });

  it('reports invalid YAML and JSON at the spec line:column', async () => {
    const yaml = await loadOpenApiIndex({
      root: path.join(fixtures, 'invalid-yaml'),
      sources: [source('openapi.yaml')],
    });
    expect(yaml.diagnostics).toMatchObject([{ severity: 'error', code: 'openapi/invalid-yaml', file: 'openapi.yaml' }]);
    expect(yaml.diagnostics[0]!.line).toBeGreaterThanOrEqual(8);
    const json = await loadOpenApiIndex({
      root: path.join(fixtures, 'invalid-json'),
      sources: [source('openapi.json')],
    });
    expect(json.diagnostics).toMatchObject([
      { severity: 'error', code: 'openapi/invalid-json', file: 'openapi.json', line: 4, column: 13 },
    ]);
  });

  it('turns schema-validation failures into located warnings and still loads the spec', async () => {
    const index = await loadOpenApiIndex({
      root: path.join(fixtures, 'schema-invalid'),
      sources: [source('openapi.yaml')],
    });
    expect(index.specs.get('openapi.yaml')?.operations.map((op) => op.summary)).toEqual(['Missing responses']);
    expect(index.diagnostics.length).toBeGreaterThan(0);
    expect(index.diagnostics.every((d) => d.severity === 'warning' && d.code === 'openapi/schema-invalid')).toBe(true);
    const located = index.diagnostics.find((d) => d.jsonPath === '#/paths/~1x/get');
    expect(located).toMatchObject({ file: 'openapi.yaml', line: 7, column: 5 });
  });
});

describe('loadOpenApiIndex: formats and reuse', () => {
  it('loads external files inside the root and Swagger 2.0', async () => {
    const ext = await loadOpenApiIndex({ root: path.join(fixtures, 'external-ok'), sources: [source('openapi')] });
    expect(ext.diagnostics).toEqual([]);
    const op = (ext.specs.get('openapi.yaml')!.document.paths as Json)['/things'].get;
    expect(op.responses['200'].content['application/json'].schema.properties.id.type).toBe('string');
    const v2 = await loadOpenApiIndex({ root: path.join(fixtures, 'swagger2'), sources: [source('swagger.json')] });
    expect(v2.diagnostics).toEqual([]);
    expect(v2.specs.get('swagger.json')!.operations.map((o) => o.title)).toEqual(['List pets']);
  });

  it('loads each spec once and reuses a cache across calls', async () => {
    const cache: SpecCache = new Map();
    const root = path.join(fixtures, 'circular');
    const first = await loadOpenApiIndex({ root, sources: [source('openapi.yaml'), source('./openapi.yaml')], cache });
    expect(first.specs.size).toBe(1);
    const second = await loadOpenApiIndex({ root, sources: [source('openapi.yaml')], cache });
    expect(second.specs.get('openapi.yaml')).toBe(first.specs.get('openapi.yaml'));
  });
});
