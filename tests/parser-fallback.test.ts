import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleCli, copySite, readTree, runCli } from './build-helpers.ts';

// The bundled CLI loads satteri (kept external: a native binary) in the build and in its page
// workers; when satteri cannot load, the build parses with micromark, says so once, and writes the
// same site. A module hook (node --import) sees or refuses the import of `satteri`.
beforeAll(async () => {
  await bundleCli();
});

async function hook(mode: 'observe' | 'refuse'): Promise<{ env: NodeJS.ProcessEnv; seen: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'dg-parser-hook-'));
  const seen = join(dir, 'seen.txt');
  await writeFile(
    join(dir, 'hooks.mjs'),
    `import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  if (specifier === 'satteri') {
    appendFileSync(${JSON.stringify(seen)}, 'satteri\\n');
    if (${JSON.stringify(mode)} === 'refuse') throw new Error('satteri binary missing (test)');
  }
  return next(specifier, context);
}
`,
  );
  await writeFile(
    join(dir, 'register.mjs'),
    "import { register } from 'node:module';\nregister('./hooks.mjs', import.meta.url);\n",
  );
  await writeFile(seen, '');
  return { env: { NODE_OPTIONS: `--import ${join(dir, 'register.mjs')}`, DOCSGEN_PARSER: '' }, seen };
}

async function build(mode: 'observe' | 'refuse') {
  const root = await copySite('basic');
  const out = join(root, '..', 'out');
  const { env, seen } = await hook(mode);
  const result = await runCli(['build', root, '--out', out, '--no-cache', '--workers', 'on'], { env });
  return { ...result, tree: await readTree(out), loads: (await readFile(seen, 'utf8')).split('\n').filter(Boolean) };
}

describe('the parse step in the bundled CLI', () => {
  it('loads satteri in the build and its workers; without it, micromark makes the same site and one line says so', async () => {
    const native = await build('observe');
    expect(native.code).toBe(0);
    expect(native.loads.length).toBeGreaterThanOrEqual(2);
    expect(native.stderr).not.toContain('satteri');

    const fallback = await build('refuse');
    expect(fallback.code).toBe(0);
    expect(fallback.stderr.match(/the native MDX parser \(satteri\) did not load/g)).toHaveLength(1);
    expect([...fallback.tree.keys()]).toEqual([...native.tree.keys()]);
    for (const [file, bytes] of native.tree) {
      if (file.endsWith('.html') || file.endsWith('.md'))
        expect(fallback.tree.get(file)?.toString(), file).toBe(bytes.toString());
    }
  });
});
