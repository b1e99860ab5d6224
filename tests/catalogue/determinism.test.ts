import { copyFile, mkdir, mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { isDocsgenOutput } from '../../scripts/docs-pages.mjs';
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
      // docsgen's own output for any --out (the README's `npm run example` leaves one) is no source.
      if (entry.isDirectory() && !isDocsgenOutput(p)) await walk(p);
      else if (entry.isDirectory()) continue;
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

// Three builds, each from its own copy, working directory, TZ and LANG. The third copy interleaves
// the file order (odd positions first) so no two copies share a creation order.
const builds = [
  {
    label: 'a',
    order: (files: string[]) => files,
    env: { TZ: 'Pacific/Kiritimati', LANG: 'tr_TR.UTF-8', LC_ALL: 'tr_TR.UTF-8' },
  },
  { label: 'b', order: (files: string[]) => [...files].reverse(), env: { TZ: 'America/Adak', LANG: 'C', LC_ALL: 'C' } },
  {
    label: 'c',
    order: (files: string[]) => [...files.filter((_, i) => i % 2), ...files.filter((_, i) => !(i % 2))],
    env: { TZ: 'Asia/Kathmandu', LANG: 'de_DE.UTF-8', LC_ALL: 'de_DE.UTF-8' },
  },
];

describe('catalogue: determinism (row 69)', () => {
  // example-docs exercises everything that could vary: OpenAPI pages, two languages, versions
  // (Pagefind's filter indexes), redirects, images and custom assets.
  for (const site of ['example-docs']) {
    it(`row 69: ${site} built three times (other cwd, TZ, LANG, file creation order) → identical output trees`, async () => {
      const source = join(repoRoot, site);
      const files = (await listFiles(source)).sort();
      const trees: Array<Map<string, Buffer>> = [];
      const roots: string[] = [];
      for (const [n, build] of builds.entries()) {
        const root = await copyInOrder(source, build.order(files), build.label);
        roots.push(root);
        // The first build names its folders absolutely from the repo; the others relatively from the copy.
        const args = n === 0 ? ['build', root, '--out', join(dirname(root), 'out')] : ['build', 'docs', '--out', 'out'];
        const result = await runCli([...args, '--no-cache'], {
          cwd: n === 0 ? repoRoot : dirname(root),
          env: build.env,
        });
        expect(result.code, result.stderr).toBe(0);
        trees.push(await readTree(join(dirname(root), 'out')));
      }
      const [first, ...rest] = trees as [Map<string, Buffer>, ...Array<Map<string, Buffer>>];
      expect([...first.keys()].some((p) => p.endsWith('.pf_filter'))).toBe(true);
      for (const tree of rest) {
        expect([...tree.keys()]).toEqual([...first.keys()]);
        const differing = [...first].filter(([path, bytes]) => !bytes.equals(tree.get(path) as Buffer)).map(([p]) => p);
        expect(differing).toEqual([]);
      }
      // No absolute path of any copy leaks into the output.
      for (const [path, bytes] of first) {
        for (const root of roots) expect(bytes.includes(dirname(root)), path).toBe(false);
      }
    }, 600_000);
  }
});
