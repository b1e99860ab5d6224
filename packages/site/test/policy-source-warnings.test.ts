import { readJsonTree } from '@docsgen/config';
import { describe, expect, it } from 'vitest';
import { parseSpecText } from '../../openapi/src/parse-spec-text.ts';
import { policySourceWarnings } from '../src/policy-source-warnings.ts';

/** A loaded spec as the site holds it, from its text (so its JSON pointers have real positions). */
function spec(file: string, text: string) {
  const parsed = parseSpecText(text, file, 100);
  if ('diagnostic' in parsed) throw new Error(parsed.diagnostic.message);
  return { file, document: parsed.value as Record<string, unknown>, locate: parsed.locate };
}

/** 1-based line and column of the first `needle` in `text` (the last with `last`). */
function placeOf(text: string, needle: string, last = false) {
  const before = text.slice(0, last ? text.lastIndexOf(needle) : text.indexOf(needle)).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

const API = `{
  "openapi": "3.1.0",
  "servers": [{ "url": "https://ok.example.com" }, { "url": "https://{region}.example.com" }],
  "paths": {
    "/a/b": {
      "servers": [{ "url": "/relative" }],
      "get": { "servers": [{ "url": "https://{v}.example.com", "variables": { "v": { "default": "api" } } }] },
      "post": { "servers": [{ "url": "https://{region}.example.com" }] },
      "additionalOperations": { "COPY": { "servers": [{ "url": "//copy.example.com/{x}" }] } }
    }
  }
}
`;

describe('policySourceWarnings', () => {
  it('locates each refused API server where the spec writes it, once per value and place', () => {
    const api = spec('api.json', API);
    const site = { config: {}, openapi: { specs: new Map([['api.json', api]]) } };
    const made = policySourceWarnings(site as never);
    const places = made.diagnostics.map((d) => [d.code, d.file, d.line, d.column, d.jsonPath]);
    // Where the server's `url` member is written (as other spec diagnostics are located).
    const member = '"url": "https://{region}.example.com"';
    const first = placeOf(API, member);
    const second = placeOf(API, member, true);
    const third = placeOf(API, '"url": "//copy');
    expect(places).toEqual([
      ['build/csp-source', 'api.json', first.line, first.column, '#/servers/1/url'],
      ['build/csp-source', 'api.json', second.line, second.column, '#/paths/~1a~1b/post/servers/0/url'],
      [
        'build/csp-source',
        'api.json',
        third.line,
        third.column,
        '#/paths/~1a~1b/additionalOperations/COPY/servers/0/url',
      ],
    ]);
    expect(made.diagnostics[0]!.message).toContain('`https://{region}.example.com`, a server of the API playground');
    expect(made.diagnostics[0]!.hint).toMatch(/default/);
    // A variable with a default is filled in as the playground fills it; a relative server is the site's own.
    expect([...made.refused]).toEqual(['https://{region}.example.com', '//copy.example.com/{x}']);
  });

  it('locates docs.json values at their JSON path, and the --playground-proxy as a run setting', () => {
    const text = `{
  "name": "x",
  "api": { "mdx": { "server": ["https://api.example.com", "https://{env}.example.com/"] } }
}
`;
    const tree = readJsonTree('/nowhere', 'docs.json', text);
    const site = { config: tree.value, sourceMap: tree.map };
    const made = policySourceWarnings(site as never, 'ftp://proxy.example.com');
    const at = placeOf(text, '"https://{env}');
    expect(made.diagnostics.map((d) => [d.file, d.line, d.column, d.jsonPath])).toEqual([
      ['docs.json', at.line, at.column, 'api.mdx.server[1]'],
      [undefined, undefined, undefined, undefined],
    ]);
    expect(made.diagnostics[1]!.message).toContain(
      '`ftp://proxy.example.com`, the API playground proxy (--playground-proxy)',
    );
    expect(made.refused).toEqual(
      new Set(['https://{env}.example.com/', 'https://{env}.example.com', 'ftp://proxy.example.com']),
    );
  });

  it('finds nothing to report in a site whose sources are all origins', () => {
    const api = spec('api.yaml', 'openapi: 3.0.0\nservers:\n  - url: https://api.example.com/v1\npaths: {}\n');
    const made = policySourceWarnings({ config: {}, openapi: { specs: new Map([['api.yaml', api]]) } } as never);
    expect(made.diagnostics).toEqual([]);
  });
});
