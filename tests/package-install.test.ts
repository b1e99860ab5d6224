// docsgen as a docs team meets it: `npm pack` of packages/cli, installed from the tarball into a
// fresh folder holding a copy of a real docs repo (no workspace, no checkout on the path), then
// `npx docsgen check`, `build` and `dev` run there. A preload records every module the CLI resolves
// and every file it opens: none may come from this repository.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { appendFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleCli, repoRoot } from './build-helpers.ts';
import { GUARD_HOOKS, GUARD_PRELOAD } from './package-install-guard.ts';

const exec = promisify(execFile);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
// A real docs repo when the shared corpora are there, else the repository's own fixture site.
const shared = join(resolve(repoRoot, process.env.DOCSGEN_SHARED ?? '../shared'), 'corpora/starter');
const corpus = existsSync(join(shared, 'docs.json')) ? shared : join(repoRoot, 'tests/sites/basic');

let dir: string;
let site: string;
let tarball: string;
let packed: { size: number; unpackedSize: number; files: Array<{ path: string }> };
let env: NodeJS.ProcessEnv;

/** The environment of a user's shell: nothing of npm's run-script variables pointing into the repo. */
function userEnv(): NodeJS.ProcessEnv {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !/^(npm_|INIT_CWD$|NODE_PATH$|NODE_OPTIONS$|VITEST)/i.test(k)),
  );
  return {
    ...clean,
    XDG_CACHE_HOME: join(dir, 'cache'),
    DOCSGEN_GUARD_LOG: join(dir, 'reached.log'),
    DOCSGEN_GUARD_FORBID: realpathSync(repoRoot),
    NODE_OPTIONS: `--import=${join(dir, 'guard.mjs')}`,
  };
}

async function docsgen(args: string[]) {
  try {
    const r = await exec(npx, ['--no', '--', 'docsgen', ...args], { cwd: site, env, timeout: 240_000 });
    return { code: 0, ...r };
  } catch (e) {
    const err = e as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof err.code === 'number' ? err.code : -1, stdout: err.stdout ?? '', stderr: err.stderr ?? '' };
  }
}

beforeAll(async () => {
  await bundleCli();
  dir = await mkdtemp(join(tmpdir(), 'docsgen-pack-'));
  site = join(dir, 'site');
  cpSync(corpus, site, { recursive: true, filter: (src) => !/[/\\](node_modules|dist)([/\\]|$)/.test(src) });
  writeFileSync(join(site, 'package.json'), `${JSON.stringify({ name: 'docs-site', private: true }, null, 2)}\n`);
  // An interactive component: its island bundle imports docsgen's own sources and Preact from the
  // installed package, which sits inside the docs root (node_modules).
  const islands = join(repoRoot, 'tests/sites/islands');
  mkdirSync(join(site, 'island-snippets'), { recursive: true });
  for (const f of ['counter.jsx', 'label.jsx']) cpSync(join(islands, 'snippets', f), join(site, 'island-snippets', f));
  writeFileSync(
    join(site, 'island-check.mdx'),
    "---\ntitle: Island check\n---\n\nimport { Counter } from '/island-snippets/counter.jsx';\n\n<Counter />\n",
  );
  writeFileSync(join(dir, 'guard.mjs'), GUARD_PRELOAD);
  writeFileSync(join(dir, 'guard-hooks.mjs'), GUARD_HOOKS);
  env = userEnv();
  const { NODE_OPTIONS: _, ...npmEnv } = env;
  const { stdout } = await exec(npm, ['pack', '--json', '--pack-destination', dir], {
    cwd: join(repoRoot, 'packages/cli'),
    env: npmEnv,
  });
  [packed] = JSON.parse(stdout) as (typeof packed)[];
  tarball = join(dir, readdirSync(dir).find((f) => f.endsWith('.tgz')) ?? '');
  // No install scripts needed: platform binaries come from the packages' optional dependencies.
  await exec(npm, ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '-D', tarball], {
    cwd: site,
    env: npmEnv,
    timeout: 240_000,
  });
}, 600_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Lines the guard wrote: modules resolved or files opened inside the repository. */
function reachedRepo(): string[] {
  const log = join(dir, 'reached.log');
  return existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean) : [];
}

describe('the published package', () => {
  it('runs under a guard that sees a read of the repository and an import from it', async () => {
    const probe = `import(${JSON.stringify(join(repoRoot, 'README.md'))}).catch(() => {}); require('node:fs').existsSync(${JSON.stringify(join(repoRoot, 'package.json'))});`;
    await exec(process.execPath, ['-e', probe], { cwd: site, env }).catch(() => {});
    const seen = reachedRepo();
    expect(seen.some((l) => l.startsWith('existsSync '))).toBe(true);
    expect(seen.some((l) => l.startsWith('import '))).toBe(true);
    rmSync(join(dir, 'reached.log'));
  });

  it('ships the bundle, its runtime files, a README and a licence, and nothing else', () => {
    const files = packed.files.map((f) => f.path);
    for (const f of [
      'package.json',
      'README.md',
      'LICENSE',
      'bin/docsgen.js',
      'dist/docsgen.mjs',
      'dist/page-worker.mjs',
      'dist/page-worker.cjs',
    ])
      expect(files).toContain(f);
    expect(files).toContain('dist/workspace/@docsgen/theme-classic/src/client/theme.ts');
    expect(files).toContain('dist/workspace/mermaid/dist/mermaid.min.js');
    expect(files).toContain('templates/default/docs.json');
    expect(files.filter((f) => /\.map$|(^|\/)test\/|\.test\.|^src\//.test(f))).toEqual([]);
    // Measured 2.7 MB packed, 8.9 MB unpacked (3.5 MB of it mermaid's browser build, 0.4 MB the
    // theme's self-hosted Inter and JetBrains Mono faces).
    expect(packed.size).toBeLessThan(3e6);
    expect(packed.unpackedSize).toBeLessThan(10e6);
  });

  it('declares every package the bundle leaves external, at the version the workspace runs', () => {
    const manifest = JSON.parse(readFileSync(join(repoRoot, 'packages/cli/package.json'), 'utf8'));
    const externals = JSON.parse(readFileSync(join(repoRoot, 'packages/cli/dist/externals.json'), 'utf8')) as string[];
    expect(externals).toContain('esbuild');
    const wrong = externals.flatMap((name) => {
      const installed = JSON.parse(readFileSync(join(repoRoot, 'node_modules', name, 'package.json'), 'utf8')).version;
      return manifest.dependencies[name] === installed
        ? []
        : [`${name}: declares ${manifest.dependencies[name]}, runs ${installed}`];
    });
    expect(wrong).toEqual([]);
  });

  it('installs from the tarball with no workspace package and no install script', () => {
    const installed = join(site, 'node_modules/docsgen');
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
    expect(manifest.private).toBeUndefined();
    expect(manifest.engines.node).toBe('>=20.19');
    expect(Object.keys(manifest.dependencies).filter((d) => d.startsWith('@docsgen/'))).toEqual([]);
    expect(manifest.scripts ?? {}).toEqual({});
    expect(existsSync(join(site, 'node_modules/@docsgen'))).toBe(false);
    // Installed as files under the folder, not as a link back to the checkout.
    expect(realpathSync(installed).startsWith(realpathSync(dir))).toBe(true);
    const forbid = realpathSync(repoRoot);
    const mentions = readdirSync(installed, { recursive: true })
      .map((f) => join(installed, String(f)))
      .filter((f) => statSync(f).isFile() && readFileSync(f, 'latin1').includes(forbid));
    expect(mentions).toEqual([]);
  });

  it('npx docsgen --version, check and build work in the docs folder', async () => {
    const version = await docsgen(['--version']);
    expect(version.stdout.trim()).toBe(
      JSON.parse(readFileSync(join(repoRoot, 'packages/cli/package.json'), 'utf8')).version,
    );
    const check = await docsgen(['check']);
    expect(check.code, check.stderr + check.stdout).toBe(0);
    // The page budget is about runaway pages; this runs beside other suites on a loaded machine.
    const build = await docsgen(['build', '--page-timeout', '600000']);
    expect(build.code, build.stderr).toBe(0);
    expect(build.stdout).toMatch(/Built \d+ pages/);
    const html = readFileSync(join(site, 'dist/index.html'), 'utf8');
    const assets = readdirSync(join(site, 'dist/assets'));
    // The theme's stylesheet and script came from the package's copies of the workspace files.
    expect(assets.some((f) => /^theme\.[0-9a-f]+\.css$/.test(f))).toBe(true);
    expect(assets.some((f) => /^theme\.[0-9a-f]+\.js$/.test(f))).toBe(true);
    expect(html).toMatch(/assets\/theme\.[0-9a-f]+\.css/);
    expect(existsSync(join(site, 'dist/pagefind')) || existsSync(join(site, 'dist/search'))).toBe(true);
    expect(build.stdout + build.stderr).not.toMatch(/island-bundle/);
    expect(readFileSync(join(site, 'dist/island-check/index.html'), 'utf8')).toMatch(/assets\/islands\.[0-9a-f]+\.js/);
    expect(reachedRepo()).toEqual([]);
  }, 480_000);

  it('npx docsgen dev serves a page and sends a reload after an edit', async () => {
    // Its own process group: npm exec does not pass SIGTERM on to the docsgen process it starts, so
    // the test stops the whole group, leaving no server running after it.
    const child = spawn(npx, ['--no', '--', 'docsgen', 'dev', '--port', '0'], {
      cwd: site,
      env,
      stdio: 'pipe',
      detached: process.platform !== 'win32',
    });
    try {
      const url = await readyUrl(child);
      const page = await fetch(url);
      expect(page.status).toBe(200);
      const events = await fetch(new URL('__docsgen/events', url));
      const reader = events.body!.getReader();
      const first = await nextRevision(reader);
      await appendFile(join(site, 'index.mdx'), '\n\nEdited after install.\n');
      let next = first;
      while (next === first) next = await nextRevision(reader);
      expect(next).not.toBe(first);
      await reader.cancel();
      expect(await (await fetch(url)).text()).toContain('Edited after install.');
    } finally {
      if (child.pid && process.platform !== 'win32') process.kill(-child.pid, 'SIGTERM');
      else child.kill('SIGTERM');
    }
    expect(reachedRepo()).toEqual([]);
  }, 240_000);
});

function readyUrl(child: ChildProcess): Promise<string> {
  let err = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`docsgen dev did not start:\n${err}`)), 180_000);
    child.stderr?.on('data', (c: Buffer) => {
      err += c.toString('utf8');
      const m = /Ready: (http:\/\/\S+)/.exec(err);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    });
    child.once('exit', (code) => reject(new Error(`docsgen dev exited with ${code}:\n${err}`)));
  });
}

let pending = '';
/** The next `revision` event's data on the reload channel. */
async function nextRevision(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  for (;;) {
    const m = /event: revision\ndata: (\d+)\n\n/.exec(pending);
    if (m) {
      pending = pending.slice(m.index + m[0].length);
      return m[1]!;
    }
    const { value, done } = await reader.read();
    if (done) throw new Error('the reload channel closed');
    pending += decoder.decode(value, { stream: true });
  }
}
