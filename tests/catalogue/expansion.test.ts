import { readdir, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleCli, runCli } from '../build-helpers.ts';
import { MINIMAL_CONFIG, makeDocs, minimalFiles } from './helpers.ts';

// Catalogue (issue 28, class 3): references that multiply. A few kilobytes whose every level names
// the next several times would expand to gigabytes; the CLI stops at once with an error that names
// the file and the `$ref`, and publishes nothing. The real pipeline, bundled, in a child process.

beforeAll(async () => {
  await bundleCli();
}, 300_000);

/** A spec whose schemas `S0`…`S<levels>` each refer twice to the next. */
function doublingSpec(levels: number): string {
  const schemas: Record<string, unknown> = { [`S${levels}`]: { type: 'string' } };
  for (let i = 0; i < levels; i++) {
    const next = { $ref: `#/components/schemas/S${i + 1}` };
    schemas[`S${i}`] = { type: 'object', properties: { a: next, b: next } };
  }
  const body = { content: { 'application/json': { schema: { $ref: '#/components/schemas/S0' } } } };
  return JSON.stringify({
    openapi: '3.1.0',
    info: { title: 'Bomb', version: '1' },
    paths: { '/x': { post: { requestBody: body, responses: { '200': { description: 'OK', ...body } } } } },
    components: { schemas },
  });
}

async function sizeOf(path: string): Promise<number> {
  const info = await stat(path).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.size;
  let total = 0;
  for (const name of await readdir(path)) total += await sizeOf(join(path, name));
  return total;
}

/** Builds `root` with the CLI: exit code, seconds taken, diagnostics printed, bytes written. */
async function cliBuild(root: string) {
  const out = join(dirname(root), 'out');
  const started = Date.now();
  const run = await runCli(['build', root, '--out', out], { timeoutMs: 120_000 });
  return { ...run, seconds: (Date.now() - started) / 1000, written: await sizeOf(out) };
}

describe('catalogue: expansion bombs (issue 28, class 3)', () => {
  it('a 5 KB spec whose schemas each refer twice to the next: a prompt located error', async () => {
    const spec = doublingSpec(40);
    expect(spec.length).toBeLessThan(5_500);
    const root = await makeDocs({
      ...minimalFiles(),
      'docs.json': JSON.stringify({
        ...MINIMAL_CONFIG,
        navigation: { groups: [{ group: 'API', openapi: 'openapi.json', pages: ['index', 'POST /x'] }] },
      }),
      'openapi.json': spec,
    });
    const run = await cliBuild(root);
    expect(run.code).toBe(1);
    // Without the bound this ran for more than 13 minutes; the CLI's start-up is most of this.
    expect(run.seconds).toBeLessThan(30);
    expect(run.stderr + run.stdout).toMatch(/error\[openapi\/expansion-limit\].*\$ref/);
    expect(run.stderr + run.stdout).toMatch(/openapi\.json:1:\d+ \(#\/components\/schemas\/S\d+\/properties\/b\)/);
    expect((run.stderr + run.stdout).length).toBeLessThan(20_000);
    expect(run.written).toBe(0);
  });

  it('1.4 KB of docs.json $ref files, each naming the next ten times: a prompt located error', async () => {
    const files: Record<string, string> = { 'index.mdx': minimalFiles()['index.mdx'] as string };
    const levels = 6;
    for (let i = 0; i < levels; i++) {
      const next = JSON.stringify({ $ref: `r${i + 1}.json` });
      files[`r${i}.json`] = `{${Array.from({ length: 10 }, (_, j) => `"k${j}":${next}`).join(',')}}`;
    }
    files[`r${levels}.json`] = '"x"';
    files['docs.json'] = JSON.stringify({ ...MINIMAL_CONFIG, 'x-extra': { $ref: 'r0.json' } });
    const bytes = Object.entries(files)
      .filter(([name]) => name.startsWith('r'))
      .reduce((n, [, text]) => n + text.length, 0);
    expect(bytes).toBeLessThan(1_600);
    const root = await makeDocs(files);
    const run = await cliBuild(root);
    expect(run.code).toBe(1);
    // Without the bound: 81 s and 1 GB.
    expect(run.seconds).toBeLessThan(30);
    expect(run.stderr + run.stdout).toMatch(/error\[config\/expansion-limit\].*`\$ref` "r\d\.json" in r\d\.json/);
    expect(run.stderr + run.stdout).toMatch(/--> r\d\.json:1:\d+/);
    expect((run.stderr + run.stdout).length).toBeLessThan(20_000);
    expect(run.written).toBe(0);
  });
});
