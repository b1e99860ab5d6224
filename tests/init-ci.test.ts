// `docsgen init --ci HOST`: the CI files of each host, parsed with that tool's format (YAML for
// GitHub Actions and GitLab CI, TOML for Netlify, JSON for Vercel, Dockerfile instructions), each
// building with docsgen and keeping docsgen's cache folder ($XDG_CACHE_HOME/docsgen) between runs.
// The example docs' deploying pages show the same files.
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse as parseToml } from 'smol-toml';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { CI_HOSTS, run as init } from '../packages/cli/src/commands/init.ts';
import { VERSION } from '../packages/cli/src/version.ts';
import { repoRoot } from './build-helpers.ts';

// biome-ignore lint/suspicious/noExplicitAny: the parsed CI files are walked by key
type Obj = Record<string, any>;
const quiet = () => {
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
};
afterEach(() => vi.restoreAllMocks());

/** Runs `docsgen init --ci host` in a fresh folder (holding a docs.json unless `fresh`). */
async function written(host: string, fresh = false): Promise<{ dir: string; files: string[] }> {
  const dir = mkdtempSync(join(tmpdir(), `docsgen-ci-${host}-`));
  if (!fresh) writeFileSync(join(dir, 'docs.json'), '{"name":"x"}');
  quiet();
  expect(await init([dir, '--ci', host])).toBe(0);
  vi.restoreAllMocks();
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) =>
      join(e.parentPath, e.name)
        .slice(dir.length + 1)
        .split('\\')
        .join('/'),
    )
    .filter((f) => fresh || f !== 'docs.json')
    .sort();
  return { dir, files };
}
const read = (dir: string, file: string) => readFileSync(join(dir, file), 'utf8');

/** The build command runs this docsgen, with --strict. */
function expectBuild(command: string) {
  expect(command).toContain(`npx --yes docsgen@${VERSION} build --strict`);
  expect(command).not.toContain('{{version}}');
}

/** A GitHub Actions workflow: its structure, and the cache step keeping $XDG_CACHE_HOME/docsgen. */
function checkWorkflow(doc: Obj) {
  expect(doc.on.push.branches).toEqual(['main']);
  const jobs = Object.values(doc.jobs) as Obj[];
  for (const job of jobs) {
    expect(job['runs-on']).toBe('ubuntu-latest');
    for (const step of job.steps as Obj[]) {
      expect(Object.keys(step).some((k) => k === 'uses' || k === 'run')).toBe(true);
      if (step.uses) expect(step.uses).toMatch(/^[\w-]+\/[\w-]+@v\d+$/);
    }
  }
  const builder = jobs.find((j) => (j.steps as Obj[]).some((s) => String(s.run ?? '').includes('docsgen')))!;
  expect(builder.env.XDG_CACHE_HOME).toBe(`$${'{{'} github.workspace }}/.cache`);
  const cache = (builder.steps as Obj[]).find((s) => String(s.uses).startsWith('actions/cache@'))!;
  expect(cache.with.path).toBe('.cache/docsgen');
  expect(cache.with['restore-keys']).toBeTruthy();
  const steps = builder.steps as Obj[];
  const run = steps.find((s) => String(s.run ?? '').includes('docsgen'))!;
  expect(steps.indexOf(cache)).toBeLessThan(steps.indexOf(run));
  expectBuild(run.run);
  return { jobs, steps };
}

describe('docsgen init --ci', () => {
  it('github-pages: a workflow that uploads dist to Pages', async () => {
    const { dir, files } = await written('github-pages');
    expect(files).toEqual(['.github/workflows/docs.yml']);
    const doc = parseYaml(read(dir, files[0]!)) as Obj;
    const { steps } = checkWorkflow(doc);
    expect(doc.permissions).toMatchObject({ pages: 'write', 'id-token': 'write' });
    expect(steps.find((s) => String(s.uses).startsWith('actions/upload-pages-artifact@'))?.with.path).toBe('dist');
    expect(doc.jobs.deploy.steps[0].uses).toMatch(/^actions\/deploy-pages@/);
  });

  it('cloudflare-pages: a workflow that uploads dist with wrangler', async () => {
    const { dir, files } = await written('cloudflare-pages');
    const { steps } = checkWorkflow(parseYaml(read(dir, files[0]!)) as Obj);
    expect(steps.find((s) => String(s.uses).startsWith('cloudflare/wrangler-action@'))?.with.command).toMatch(
      /^pages deploy dist /,
    );
  });

  it('gitlab-pages: a pages job publishing public/, caching .cache/docsgen', async () => {
    const { dir, files } = await written('gitlab-pages');
    expect(files).toEqual(['.gitlab-ci.yml']);
    const job = (parseYaml(read(dir, '.gitlab-ci.yml')) as Obj).pages;
    expect(job.variables.XDG_CACHE_HOME).toBe('$CI_PROJECT_DIR/.cache');
    expect(job.cache.paths).toEqual(['.cache/docsgen']);
    expect(job.artifacts.paths).toEqual(['public']);
    expectBuild(job.script[0]);
    expect(job.script[0]).toContain('--out public');
  });

  it('netlify: netlify.toml publishing dist, the cache inside the node_modules Netlify keeps', async () => {
    const { dir, files } = await written('netlify');
    expect(files).toEqual(['netlify.toml']);
    const doc = parseToml(read(dir, 'netlify.toml')) as Obj;
    expect(doc.build.publish).toBe('dist');
    expect(doc.build.command).toMatch(/^XDG_CACHE_HOME=\$PWD\/node_modules\/\.cache /);
    expectBuild(doc.build.command);
    expect(doc.headers[0].for).toBe('/assets/*');
  });

  it('vercel: vercel.json with only keys Vercel knows, publishing dist', async () => {
    const { dir, files } = await written('vercel');
    expect(files).toEqual(['vercel.json']);
    const doc = JSON.parse(read(dir, 'vercel.json')) as Obj;
    const known = ['$schema', 'framework', 'installCommand', 'buildCommand', 'outputDirectory', 'cleanUrls', 'headers'];
    expect(Object.keys(doc).filter((k) => !known.includes(k))).toEqual([]);
    expect(doc.outputDirectory).toBe('dist');
    expect(doc.buildCommand).toMatch(/^XDG_CACHE_HOME=\$PWD\/node_modules\/\.cache /);
    expectBuild(doc.buildCommand);
  });

  it('docker: a two-stage Dockerfile with a cache mount, served by nginx on the port it exposes', async () => {
    const { dir, files } = await written('docker');
    expect(files).toEqual(['.dockerignore', 'Dockerfile', 'nginx.conf']);
    const instructions = read(dir, 'Dockerfile')
      .replace(/\\\n\s*/g, ' ')
      .split('\n')
      .filter((l) => l.trim() && !l.startsWith('#'))
      .map((l) => l.split(/\s+/)[0]);
    const known = new Set(['FROM', 'WORKDIR', 'COPY', 'RUN', 'EXPOSE', 'ENV', 'ARG', 'CMD', 'USER']);
    expect(instructions.filter((i) => !known.has(i!))).toEqual([]);
    const text = read(dir, 'Dockerfile');
    expect(text).toMatch(/RUN --mount=type=cache,target=\/root\/\.cache\/docsgen/);
    expectBuild(text);
    expect(text).toContain('COPY --from=build /docs/dist /usr/share/nginx/html');
    const port = /EXPOSE (\d+)/.exec(text)?.[1];
    expect(read(dir, 'nginx.conf')).toContain(`listen ${port};`);
    expect(read(dir, '.dockerignore')).toContain('node_modules');
  });

  it('in a new folder writes the docs scaffold as well; an unknown host gets "did you mean"', async () => {
    const { files } = await written('netlify', true);
    expect(files).toContain('netlify.toml');
    expect(files).toContain('docs.json');
    const dir = mkdtempSync(join(tmpdir(), 'docsgen-ci-'));
    let err = '';
    vi.spyOn(process.stderr, 'write').mockImplementation((c) => {
      err += String(c);
      return true;
    });
    expect(await init([dir, '--ci', 'netlfy'])).toBe(2);
    expect(err).toContain('Did you mean `netlify`?');
    expect(existsSync(join(dir, 'docs.json'))).toBe(false);
  });

  it("example-docs' deploying pages show the files init writes", async () => {
    const pages: Record<string, string> = {
      'github-pages': 'github-pages.mdx',
      'gitlab-pages': 'gitlab-pages.mdx',
      netlify: 'netlify.mdx',
      vercel: 'vercel.mdx',
      'cloudflare-pages': 'cloudflare-pages.mdx',
      docker: 'container.mdx',
    };
    expect(Object.keys(pages).sort()).toEqual(Object.keys(CI_HOSTS).sort());
    for (const [host, page] of Object.entries(pages)) {
      const { dir, files } = await written(host);
      const mdx = readFileSync(join(repoRoot, 'example-docs/deploying', page), 'utf8');
      // Code blocks as the reader sees them: the fence's indentation removed.
      const blocks = [...mdx.matchAll(/^( *)```\w* (\S+)\n([\s\S]*?)^\1```/gm)].map((m) => ({
        name: m[2],
        body: m[3]!.replace(new RegExp(`^${m[1]}`, 'gm'), ''),
      }));
      for (const file of files) {
        const block = blocks.find((b) => b.name === file);
        expect(block?.body, `${page} shows ${file}`).toBe(read(dir, file));
      }
    }
  });
});
