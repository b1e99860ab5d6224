import { existsSync, statSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { FORMAT_THEMES } from '@docsgen/config';
import { didYouMean } from '@docsgen/diagnostics';
import { parseCommandArgs } from '../parse-command-args.ts';
import { VERSION } from '../version.ts';

/** Hosts `--ci` writes files for: template folder under templates/ci and what the files are. */
export const CI_HOSTS: Record<string, string> = {
  'github-pages': '.github/workflows/docs.yml: GitHub Actions builds and publishes to GitHub Pages',
  'gitlab-pages': '.gitlab-ci.yml: GitLab CI builds and publishes to GitLab Pages',
  netlify: 'netlify.toml: Netlify builds and serves dist/',
  vercel: 'vercel.json: Vercel builds and serves dist/',
  'cloudflare-pages': '.github/workflows/docs.yml: GitHub Actions builds and uploads to Cloudflare Pages',
  docker: 'Dockerfile, nginx.conf, .dockerignore: a static container image served by nginx on port 8080',
};

const HELP = `Usage: docsgen init [dir] [--theme NAME] [--ci HOST]

Scaffolds a new docs repo in [dir] (default: .): docs.json with tabs and groups, example pages that
show the components, an OpenAPI spec with endpoint pages, and assistant rule files
(.cursor/rules/*.mdc and AGENTS.md). Existing files are never overwritten: if any file of the
scaffold exists, nothing is written.

With --theme, docs.json names that theme instead of mint: ${FORMAT_THEMES.join(', ')}.
Change it any time with docs.json's "theme" key.

With --ci, also writes the CI files that build and deploy the site, each keeping docsgen's cache
folder between runs so rebuilds only compile what changed. In a folder that already holds a
docs.json (or mint.json), only the CI files are written.
${Object.entries(CI_HOSTS)
  .map(([host, what]) => `  --ci ${host.padEnd(17)}${what}`)
  .join('\n')}

Options:
  --theme NAME  the docs.json theme (default mint)
  --ci HOST     add CI files for HOST (above)
  -h, --help    show this help
`;

// npm drops `.gitignore` from published packages, so templates store dot-files without the dot.
const RENAMES: Record<string, string> = { gitignore: '.gitignore', dockerignore: '.dockerignore' };

/** `docsgen init`: exit 0 written, 1 when a file exists (nothing written), 2 usage. */
export async function run(args: string[]): Promise<number> {
  const parsed = parseCommandArgs('init', HELP, parse, args);
  if (typeof parsed === 'number') return parsed;
  const host = parsed.values.ci;
  if (host !== undefined && !(host in CI_HOSTS)) {
    const hint = didYouMean(host, Object.keys(CI_HOSTS));
    process.stderr.write(
      `docsgen init: unknown CI host \`${host}\`.${hint ? ` ${hint}` : ''} Hosts: ${Object.keys(CI_HOSTS).join(', ')}.\n`,
    );
    return 2;
  }
  const theme = parsed.values.theme ?? 'mint';
  if (!(FORMAT_THEMES as readonly string[]).includes(theme)) {
    const hint = didYouMean(theme, FORMAT_THEMES);
    process.stderr.write(
      `docsgen init: unknown theme \`${theme}\`.${hint ? ` ${hint}` : ''} Themes: ${FORMAT_THEMES.join(', ')}.\n`,
    );
    return 2;
  }
  const target = path.resolve(parsed.positionals[0] ?? '.');
  if (existsSync(target) && !statSync(target).isDirectory()) {
    process.stderr.write(`docsgen init: \`${target}\` is a file, not a folder. Pass a new or empty folder.\n`);
    return 1;
  }
  const existingDocs = ['docs.json', 'mint.json'].some((f) => existsSync(path.join(target, f)));
  const sources = [
    ...(host !== undefined && existingDocs ? [] : [templateDir('default')]),
    ...(host !== undefined ? [templateDir(`ci/${host}`)] : []),
  ];
  if (parsed.values.theme !== undefined && existingDocs && host !== undefined)
    process.stderr.write(`docsgen init: docs.json exists, so --theme changes nothing: set its "theme" key instead.\n`);
  const files: Array<{ from: string; to: string }> = [];
  for (const dir of sources) {
    for (const file of await listFiles(dir)) {
      const base = path.posix.basename(file);
      const rel = path.posix.join(path.posix.dirname(file), RENAMES[base] ?? base);
      files.push({ from: path.join(dir, ...file.split('/')), to: path.join(target, ...rel.split('/')) });
    }
  }
  // Check everything first: a half-written scaffold would be worse than none.
  const existing = files.map((f) => f.to).filter((file) => existsSync(file));
  if (existing.length > 0) {
    const names = existing.map((f) => `  ${path.relative(process.cwd(), f) || f}`).join('\n');
    process.stderr.write(
      `docsgen init: ${existing.length === 1 ? 'this file already exists' : 'these files already exist'}; nothing was written:\n${names}\nChoose an empty folder (docsgen init my-docs) or move the files away.\n`,
    );
    return 1;
  }
  try {
    for (const { from, to } of files) {
      await mkdir(path.dirname(to), { recursive: true });
      // CI files run the docsgen that wrote them: `{{version}}` is this version.
      const bytes = await readFile(from);
      const text = from.includes(`${path.sep}ci${path.sep}`)
        ? bytes.toString('utf8').replaceAll('{{version}}', VERSION)
        : path.basename(to) === 'docs.json' && path.dirname(to) === target
          ? withTheme(bytes.toString('utf8'), theme)
          : bytes;
      await writeFile(to, text, { flag: 'wx' });
    }
  } catch (cause) {
    // Permissions, a full disk, or a file that appeared meanwhile (`wx` never overwrites).
    process.stderr.write(
      `docsgen init: could not write the scaffold into \`${target}\`: ${(cause as Error).message}\n`,
    );
    return 1;
  }
  const where = path.relative(process.cwd(), target) || '.';
  const what = existingDocs && host !== undefined ? `CI files for ${host}` : 'a docs repo';
  process.stdout.write(
    `Created ${what} in ${where} (${files.length} files).\n\nNext:\n${where === '.' ? '' : `  cd ${where}\n`}  npx docsgen dev      preview with live reload\n  npx docsgen build    build the static site into dist/\n`,
  );
  return 0;
}

/** The template's docs.json naming `theme`: its one `"theme": "mint"` line rewritten, the rest as written. */
export function withTheme(docsJson: string, theme: string): string {
  const line = /^([ \t]*"theme":[ \t]*)"mint"/m;
  if (!line.test(docsJson)) throw new Error('The init template docs.json has no `"theme": "mint"` line.');
  return docsJson.replace(line, `$1${JSON.stringify(theme)}`);
}

// The templates ship inside the CLI package; the CLI runs bundled, so locate them by package name.
function templateDir(name: string): string {
  const pkg = createRequire(import.meta.url).resolve('docsgen/package.json');
  return path.join(path.dirname(pkg), 'templates', ...name.split('/'));
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

function parse(args: string[]) {
  return parseArgs({
    args,
    allowPositionals: true,
    options: { ci: { type: 'string' }, theme: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
}
