import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import {
  collectOpenApiSources,
  docsJsonSchema,
  LANGUAGE_CODES,
  loadConfig,
  SPEC_LANGUAGE_CODES,
} from '../src/index.ts';

const fixtures = path.join(import.meta.dirname, 'fixtures');
const dirs: string[] = [];
function tempRoot(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'docsgen-config-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const minimal = (navigation: string) =>
  `{"name": "x", "theme": "mint", "colors": {"primary": "#000000"}, "navigation": ${navigation}}`;

describe('loadConfig', () => {
  test('10 000 levels of nesting give a located diagnostic, never a RangeError', async () => {
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    const root = tempRoot({ 'docs.json': minimal(`{"pages": ${deep}}`) });
    const loaded = await loadConfig(root);
    expect(loaded.config).toBeUndefined();
    expect(loaded.diagnostics).toHaveLength(1);
    expect(loaded.diagnostics[0]).toMatchObject({
      severity: 'error',
      code: 'config/too-deep',
      file: 'docs.json',
      line: 1,
    });
  });

  test('nesting across $ref files counts against the same limit', async () => {
    const nested = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;
    const root = tempRoot({ 'docs.json': `{"x": ${nested(20)}, "y": {"$ref": "deep.json"}}` });
    // Each file alone is within the limit; together they are 33 levels deep.
    writeFileSync(path.join(root, 'deep.json'), `{"z": ${nested(31)}}`);
    const loaded = await loadConfig(root);
    expect(loaded.diagnostics.map((d) => d.code)).toContain('config/too-deep');
  });

  test('__proto__, constructor and prototype keys never reach Object.prototype', async () => {
    const loaded = await loadConfig(path.join(fixtures, 'forbidden-keys'));
    expect(loaded.diagnostics.filter((d) => d.code === 'config/forbidden-key')).toHaveLength(3);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(loaded.config?.colors)).toBe(Object.prototype);
  });

  test('a $ref symlinked to a file outside the root is refused', async () => {
    const outside = tempRoot({ 'secret.json': '{"group": "secret", "pages": []}' });
    const root = tempRoot({ 'docs.json': minimal('{"groups": [{"$ref": "link.json"}]}') });
    symlinkSync(path.join(outside, 'secret.json'), path.join(root, 'link.json'));
    const loaded = await loadConfig(root);
    expect(loaded.diagnostics).toEqual([
      expect.objectContaining({
        code: 'config/ref-outside-root',
        file: 'docs.json',
        jsonPath: 'navigation.groups[0].$ref',
      }),
    ]);
    expect(loaded.files).toEqual(['docs.json']);
  });

  test('a $ref file is listed once in files, in reading order', async () => {
    const loaded = await loadConfig(path.join(fixtures, 'ref-valid'));
    expect(loaded.files).toEqual(['docs.json', 'redirects.json', 'en.json', 'en-pages.json', 'nav/fr.json']);
    expect(loaded.map.get('navigation.languages[1].groups[0].pages[0]')?.value).toMatchObject({
      file: 'nav/fr.json',
      line: 8,
      column: 9,
    });
  });

  test('Latin-1 and UTF-16 files are reported, never decoded with replacement characters', async () => {
    const latin1 = tempRoot({});
    writeFileSync(path.join(latin1, 'docs.json'), Buffer.from('{\n  "name": "Caf\xe9"\n}', 'latin1'));
    expect((await loadConfig(latin1)).diagnostics).toEqual([
      expect.objectContaining({ code: 'config/not-utf8', file: 'docs.json', line: 2 }),
    ]);
    expect((await loadConfig(latin1)).diagnostics[0]!.message).toContain('byte offset 16');
    const utf16 = tempRoot({});
    writeFileSync(path.join(utf16, 'docs.json'), Buffer.from('\ufeff{"name": "x"}', 'utf16le'));
    expect((await loadConfig(utf16)).diagnostics[0]).toMatchObject({ code: 'config/not-utf8' });
  });

  test('the root may not be missing or a file', async () => {
    const missing = await loadConfig('/nonexistent/docsgen-root');
    expect(missing.diagnostics[0]).toMatchObject({ code: 'config/not-found' });
    expect(missing.diagnostics[0]!.message).toContain('ENOENT');
    const file = path.join(tempRoot({ 'docs.json': '{}' }), 'docs.json');
    expect((await loadConfig(file)).diagnostics[0]!.message).toContain('ENOTDIR');
  });

  test('collectOpenApiSources finds every openapi value with its location', async () => {
    const loaded = await loadConfig(path.join(fixtures, 'openapi-forms'));
    const sources = collectOpenApiSources(loaded.config!, loaded.map);
    expect(sources.map((s) => [s.source, s.directory, s.jsonPath, s.line])).toEqual([
      ['root.yaml', undefined, 'api.openapi', expect.any(Number)],
      ['specs/a.yaml', undefined, 'navigation.tabs[0].openapi', expect.any(Number)],
      ['b.yaml', undefined, 'navigation.tabs[1].openapi[0]', expect.any(Number)],
      ['c.json', 'c-ref', 'navigation.tabs[1].openapi[1]', expect.any(Number)],
    ]);
  });
});

describe('schema', () => {
  test('accepts the 26 language codes of the spec and the format’s other locales', () => {
    expect(SPEC_LANGUAGE_CODES).toHaveLength(26);
    expect(new Set(LANGUAGE_CODES).size).toBe(41);
  });

  test('docs.schema.json is the JSON Schema of the zod schema (regenerate with vitest -u)', async () => {
    const file = path.join(import.meta.dirname, '..', 'docs.schema.json');
    await expect(`${JSON.stringify(docsJsonSchema(), null, 2)}\n`).toMatchFileSnapshot(file);
    expect(JSON.parse(readFileSync(file, 'utf8')).title).toBe('docsgen docs.json');
  });
});
