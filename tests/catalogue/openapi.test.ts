import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import type { Diagnostic } from '@docsgen/diagnostics';
import { loadSite } from '@docsgen/navigation';
import { describe, expect, it } from 'vitest';
import { readTree } from '../build-helpers.ts';
import { cpuMsSince } from '../cpu-time.ts';
import { build, describeAll, errors, MINIMAL_CONFIG, siteWithConfig } from './helpers.ts';

// Catalogue rows 31–40 (OpenAPI): specs are data, loaded once, confined to the docs root.

const SPEC = (extra = '') => `openapi: 3.0.3
info: { title: Pets, version: 1.0.0 }
paths:
  /pets:
    get:
      summary: List pets
      responses:
        "200": { description: OK }
  /pets/{petId}:
    get:
      summary: Get a pet
      parameters:
        - { name: petId, in: path, required: true, schema: { type: string } }
      responses:
        "200": { description: OK }
${extra}`;

function apiSite(pages: unknown[], files: Record<string, string>, openapi: unknown = 'openapi.yaml') {
  return siteWithConfig(
    { ...MINIMAL_CONFIG, navigation: { groups: [{ group: 'API', openapi, pages: ['index', ...pages] }] } },
    files,
  );
}

function findError(diagnostics: readonly Diagnostic[], code: string | RegExp): Diagnostic {
  const d = errors(diagnostics).find((x) => (typeof code === 'string' ? x.code === code : code.test(x.code)));
  expect(d, `no error ${code} in:\n${describeAll(diagnostics)}`).toBeDefined();
  return d as Diagnostic;
}

async function outputText(root: string): Promise<string> {
  try {
    return [...(await readTree(join(root, 'dist'))).values()].map((b) => b.toString('utf8')).join('\n');
  } catch {
    return '';
  }
}

describe('catalogue: OpenAPI (rows 31–40)', () => {
  it('row 31: a missing openapi file at any level → error at the docs.json field that declared it', async () => {
    const root = await apiSite(['GET /pets'], {}, 'missing.yaml');
    const d = findError((await loadSite(root)).diagnostics, /spec-missing|not-found/);
    expect(d.file).toBe('docs.json');
    expect(d.jsonPath).toBe('navigation.groups[0].openapi');
    expect(d.line).toBeGreaterThan(0);
    const tab = await siteWithConfig({
      ...MINIMAL_CONFIG,
      navigation: {
        tabs: [{ tab: 'API', openapi: 'nope.json', groups: [{ group: 'G', pages: ['index', 'GET /pets'] }] }],
      },
    });
    const d2 = findError((await loadSite(tab)).diagnostics, /spec-missing|not-found/);
    expect(d2.jsonPath).toBe('navigation.tabs[0].openapi');
  });

  it('row 32: invalid YAML or JSON in a spec → error at the spec file:line:column', async () => {
    const yaml = await apiSite(['GET /pets'], { 'openapi.yaml': 'openapi: 3.0.3\ninfo: { title: X\npaths: {}\n' });
    const d = findError((await loadSite(yaml)).diagnostics, 'openapi/invalid-yaml');
    expect(d.file).toBe('openapi.yaml');
    expect(d.line).toBeGreaterThan(1);
    const json = await apiSite(
      ['GET /pets'],
      { 'openapi.json': '{\n  "openapi": "3.0.3",\n  "paths": {,}\n}\n' },
      'openapi.json',
    );
    const d2 = findError((await loadSite(json)).diagnostics, 'openapi/invalid-json');
    expect(d2).toMatchObject({ file: 'openapi.json', line: 3 });
  });

  it('row 33: a spec that parses but is not valid OpenAPI → located diagnostic with a JSON pointer (error under --strict)', async () => {
    const root = await apiSite(['GET /pets'], {
      'openapi.yaml':
        'openapi: 3.0.3\ninfo: { title: X, version: "1" }\npaths:\n  /pets:\n    get:\n      responses: 42\n',
    });
    const diagnostics = (await loadSite(root)).diagnostics;
    // Real-world specs often bend the schema and Mintlify still renders them, so this is a located
    // warning with the JSON pointer; --strict makes it fail the build.
    const d = diagnostics.find((x) => x.code === 'openapi/schema-invalid');
    expect(d, describeAll(diagnostics)).toMatchObject({
      file: 'openapi.yaml',
      line: 6,
      jsonPath: '#/paths/~1pets/get/responses',
    });
    expect((await build(root, { strict: true })).ok).toBe(false);
  });

  it('row 34: $refs to /etc/passwd, file:///etc/hostname, ../../secret → refused; nothing read', async () => {
    for (const ref of ['/etc/passwd', 'file:///etc/hostname', '../../secret.yaml', '../outside.yaml#/x']) {
      const spec = SPEC(`components:\n  schemas:\n    Leak: { $ref: '${ref}' }\n`).replace(
        '"200": { description: OK }',
        `"200": { description: OK, content: { application/json: { schema: { $ref: '${ref}' } } } }`,
      );
      const root = await apiSite(['GET /pets'], { 'openapi.yaml': spec });
      await writeFile(join(dirname(root), 'outside.yaml'), 'x: LEAKED-OUTSIDE\n');
      const result = await build(root);
      const d = findError(result.diagnostics, 'openapi/ref-refused');
      expect(d.file).toBe('openapi.yaml');
      expect(d.line).toBeGreaterThan(0);
      const text = await outputText(root);
      expect(text).not.toContain('root:x:');
      expect(text).not.toContain('LEAKED-OUTSIDE');
    }
  });

  it('row 35: http(s) $refs and remote specs → refused; a local listener receives no request', async () => {
    let requests = 0;
    const server = createServer((_req, res) => {
      requests++;
      res.end('openapi: 3.0.3\n');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as AddressInfo).port;
    try {
      for (const url of [`http://127.0.0.1:${port}/x.yaml`, `http://localhost:${port}/x.yaml#/a`]) {
        const spec = SPEC().replace('"200": { description: OK }', `"200": { $ref: '${url}' }`);
        const root = await apiSite(['GET /pets'], { 'openapi.yaml': spec });
        findError((await build(root)).diagnostics, 'openapi/ref-refused');
      }
      const remote = await apiSite([], {}, `http://127.0.0.1:${port}/openapi.yaml`);
      findError((await build(remote)).diagnostics, 'openapi/remote-spec');
    } finally {
      server.close();
    }
    expect(requests).toBe(0);
  });

  it('row 36: circular $refs (self and mutual) render and terminate', async () => {
    const spec = SPEC(`components:
  schemas:
    Node:
      type: object
      properties:
        child: { $ref: '#/components/schemas/Node' }
        other: { $ref: '#/components/schemas/Other' }
    Other:
      type: object
      properties:
        back: { $ref: '#/components/schemas/Node' }
`).replace(
      '"200": { description: OK }',
      '"200": { description: OK, content: { application/json: { schema: { $ref: "#/components/schemas/Node" } } } }',
    );
    const root = await apiSite(['GET /pets'], { 'openapi.yaml': spec });
    const result = await build(root);
    expect(errors(result.diagnostics), describeAll(result.diagnostics)).toEqual([]);
    const page = result.files.find((f) => /pets\/index\.html$/.test(f) && !f.includes('{'));
    expect(page).toBeDefined();
  });

  it('row 37: a 400-byte YAML alias bomb in a spec → error fast', async () => {
    const bomb = [
      'openapi: 3.0.3',
      'info: { title: X, version: "1" }',
      'a: &a ["x","x","x","x","x","x","x","x","x"]',
      'b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]',
      'c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]',
      'd: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]',
      'e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]',
      'f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]',
      'g: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f]',
      'h: &h [*g,*g,*g,*g,*g,*g,*g,*g,*g]',
      'paths: {}',
    ].join('\n');
    expect(bomb.length).toBeLessThan(450);
    const root = await apiSite([], { 'openapi.yaml': bomb });
    const started = process.cpuUsage();
    const d = findError((await loadSite(root)).diagnostics, 'openapi/yaml-alias-limit');
    expect(cpuMsSince(started)).toBeLessThan(5_000);
    expect(d.file).toBe('openapi.yaml');
    expect(d.line).toBeGreaterThan(0);
  });

  it('row 38: an operation not in the spec → error with the closest operations; method case and path params normalised', async () => {
    const root = await apiSite(['GET /pet', 'get /pets', 'GET /pets/{id}'], { 'openapi.yaml': SPEC() });
    const diagnostics = (await loadSite(root)).diagnostics;
    const d = findError(diagnostics, /operation-missing|endpoint-missing|endpoint-not-found/);
    expect(d.jsonPath).toBe('navigation.groups[0].pages[1]');
    expect(`${d.message} ${d.hint ?? ''}`, describeAll([d]) + d.hint).toContain('GET /pets');
    // `get /pets` (lower-case method) is the same operation as `GET /pets`: no error for it.
    expect(
      errors(diagnostics).some((x) => x.jsonPath === 'navigation.groups[0].pages[2]'),
      describeAll(diagnostics),
    ).toBe(false);
    // A differently named path parameter matches by shape, or is reported with the real name as hint.
    const param = errors(diagnostics).find((x) => x.jsonPath === 'navigation.groups[0].pages[3]');
    if (param) expect(`${param.message} ${param.hint ?? ''}`).toContain('/pets/{petId}');
  });

  it('row 39: an endpoint with no spec in scope → warning naming the nav path; in two specs → error naming the specs', async () => {
    // Issue 17: Mintlify's build reads an endpoint entry with no spec as a missing page (a warning).
    const none = await siteWithConfig({ ...MINIMAL_CONFIG, navigation: { pages: ['index', 'GET /pets'] } });
    const noneSite = await loadSite(none);
    const d = noneSite.diagnostics.find((x) => /no-spec/.test(x.code));
    expect(d).toMatchObject({ severity: 'warning', jsonPath: 'navigation.pages[1]' });
    expect(errors(noneSite.diagnostics)).toEqual([]);
    const two = await apiSite(['GET /pets'], { 'a.yaml': SPEC(), 'b.yaml': SPEC() }, ['a.yaml', 'b.yaml']);
    const d2 = findError((await loadSite(two)).diagnostics, /ambiguous/);
    expect(d2.message).toContain('a.yaml');
    expect(d2.message).toContain('b.yaml');
  });

  it('row 40: a spec with 5 000 operations loads once and within budget', async () => {
    const paths: string[] = [];
    for (let i = 0; i < 5_000; i++) {
      paths.push(`  /r${i}:\n    get:\n      summary: Op ${i}\n      responses:\n        "200": { description: OK }`);
    }
    const spec = `openapi: 3.0.3\ninfo: { title: Big, version: "1" }\npaths:\n${paths.join('\n')}\n`;
    const root = await apiSite(['GET /r0', 'GET /r4999'], { 'openapi.yaml': spec });
    const started = Date.now();
    const result = await build(root);
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(errors(result.diagnostics), describeAll(result.diagnostics)).toEqual([]);
  });
});
