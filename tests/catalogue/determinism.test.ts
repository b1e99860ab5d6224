import { copyFile, mkdir, mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleCli, readTree, repoRoot, runCli } from '../build-helpers.ts';

// Catalogue row 69: the same docs built twice — from different working directories, with different
// TZ and LANG, from copies whose files were created in opposite orders — give byte-identical trees.

beforeAll(async () => {
  await bundleCli();
}, 300_000);

async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (d: string) => {
    for (const entry of await readdir(d, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const p = join(d, entry.name);
      if (entry.isDirectory()) await walk(p);
      else out.push(relative(dir, p));
    }
  };
  await walk(dir);
  return out;
}

/** Copies `from` into a new temp folder creating files in the given order (folders as needed). */
async function copyInOrder(from: string, files: string[], label: string): Promise<string> {
  const root = join(await mkdtemp(join(tmpdir(), `docsgen-determinism-${label}-`)), 'docs');
  for (const file of files) {
    await mkdir(dirname(join(root, file)), { recursive: true });
    await copyFile(join(from, file), join(root, file));
  }
  return root;
}

describe('catalogue: determinism (row 69)', () => {
  for (const site of ['tests/sites/basic']) {
    it(`row 69: ${site} built twice (other cwd, TZ, LANG, file creation order) → identical output trees`, async () => {
      const source = join(repoRoot, site);
      const files = (await listFiles(source)).sort();
      const a = await copyInOrder(source, files, 'a');
      const b = await copyInOrder(source, [...files].reverse(), 'b');
      const outA = join(dirname(a), 'out');
      const outB = join(dirname(b), 'out');
      const resA = await runCli(['build', a, '--out', outA, '--no-cache'], {
        cwd: dirname(a),
        env: { TZ: 'Pacific/Kiritimati', LANG: 'tr_TR.UTF-8', LC_ALL: 'tr_TR.UTF-8' },
      });
      const resB = await runCli(['build', 'docs', '--out', 'out', '--no-cache'], {
        cwd: dirname(b),
        env: { TZ: 'America/Adak', LANG: 'C', LC_ALL: 'C' },
      });
      expect(resA.code, resA.stderr).toBe(0);
      expect(resB.code, resB.stderr).toBe(0);
      const treeA = await readTree(outA);
      const treeB = await readTree(outB);
      expect([...treeB.keys()]).toEqual([...treeA.keys()]);
      const differing = [...treeA].filter(([path, bytes]) => !bytes.equals(treeB.get(path) as Buffer)).map(([p]) => p);
      expect(differing).toEqual([]);
      // No absolute path of either copy leaks into the output.
      for (const [path, bytes] of treeA) expect(bytes.includes(dirname(a)), path).toBe(false);
    });
  }
});
