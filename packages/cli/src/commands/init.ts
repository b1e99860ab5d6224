import { existsSync, statSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';

const HELP = `Usage: docsgen init [dir]

Scaffolds a new docs repo in [dir] (default: .): docs.json with tabs and groups, example pages that
show the components, an OpenAPI spec with endpoint pages, and assistant rule files
(.cursor/rules/*.mdc and AGENTS.md). Existing files are never overwritten: if any file of the
scaffold exists, nothing is written.

Options:
  -h, --help    show this help
`;

// npm drops `.gitignore` from published packages, so the template stores it without the dot.
const RENAMES: Record<string, string> = { gitignore: '.gitignore' };

/** `docsgen init`: exit 0 written, 1 when a file exists (nothing written), 2 usage. */
export async function run(args: string[]): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(args);
  } catch (e) {
    process.stderr.write(`docsgen init: ${(e as Error).message}\n\n${HELP}`);
    return 2;
  }
  if (parsed.values.help) {
    process.stdout.write(HELP);
    return 0;
  }
  if (parsed.positionals.length > 1) {
    process.stderr.write(`docsgen init: expected one folder, got ${parsed.positionals.length}.\n\n${HELP}`);
    return 2;
  }
  const target = path.resolve(parsed.positionals[0] ?? '.');
  if (existsSync(target) && !statSync(target).isDirectory()) {
    process.stderr.write(`docsgen init: \`${target}\` is a file, not a folder. Pass a new or empty folder.\n`);
    return 1;
  }
  const template = templateDir();
  const files = await listFiles(template);
  const destination = (file: string) => {
    const base = path.posix.basename(file);
    return path.join(target, ...path.posix.join(path.posix.dirname(file), RENAMES[base] ?? base).split('/'));
  };
  // Check everything first: a half-written scaffold would be worse than none.
  const existing = files.map(destination).filter((file) => existsSync(file));
  if (existing.length > 0) {
    const names = existing.map((f) => `  ${path.relative(process.cwd(), f) || f}`).join('\n');
    process.stderr.write(
      `docsgen init: ${existing.length === 1 ? 'this file already exists' : 'these files already exist'}; nothing was written:\n${names}\nChoose an empty folder (docsgen init my-docs) or move the files away.\n`,
    );
    return 1;
  }
  try {
    for (const file of files) {
      const to = destination(file);
      await mkdir(path.dirname(to), { recursive: true });
      await writeFile(to, await readFile(path.join(template, ...file.split('/'))), { flag: 'wx' });
    }
  } catch (cause) {
    // Permissions, a full disk, or a file that appeared meanwhile (`wx` never overwrites).
    process.stderr.write(
      `docsgen init: could not write the scaffold into \`${target}\`: ${(cause as Error).message}\n`,
    );
    return 1;
  }
  const where = path.relative(process.cwd(), target) || '.';
  process.stdout.write(
    `Created a docs repo in ${where} (${files.length} files).\n\nNext:\n${where === '.' ? '' : `  cd ${where}\n`}  npx docsgen dev      preview with live reload\n  npx docsgen build    build the static site into dist/\n`,
  );
  return 0;
}

// The templates ship inside the CLI package; the CLI runs bundled, so locate them by package name.
function templateDir(): string {
  const pkg = createRequire(import.meta.url).resolve('docsgen/package.json');
  return path.join(path.dirname(pkg), 'templates', 'default');
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

function parse(args: string[]) {
  return parseArgs({ args, allowPositionals: true, options: { help: { type: 'boolean', short: 'h' } } });
}
