// Checks the package ladder (ARCHITECTURE.md): a package imports only packages above it; only the
// CLI imports a theme; a theme imports only the theme contract, the components and the ground floor
// (plus the search dialog's client and other themes); no import reaches into another package's
// files (`@docsgen/x/src/…`, `../../x/src/…`): only the entry points its package.json `exports`
// names. Static imports, re-exports, side-effect imports and dynamic `import()` are all read.
// `node scripts/check-layers.mjs [root]` prints the problems and exits 1; tests import checkLayers.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The ladder, ground floor first: a package imports only packages before it. */
export const LADDER = [
  'diagnostics',
  'html',
  'config',
  'theme-api',
  'components',
  'openapi',
  'navigation',
  'markdown',
  'mdx',
  'search',
  'site',
  'build',
  'dev-server',
  'mcp',
  'cli',
];

/**
 * Packages that read no docs.json key themselves (the engine): what a page or the site shows is
 * decided in @docsgen/site, which hands the engine its SiteSettings. In their sources (comments
 * left out) a `DocsConfig` type, a `.config` / `?.config` member read or a `['config']` index is a
 * problem.
 */
export const CONFIG_FREE = ['build'];
const CONFIG_READ = /\bDocsConfig\b|\.config\b|\[\s*['"`]config['"`]\s*\]/;

/** What a theme (themes/*) may import besides other themes. */
export const THEME_IMPORTS = ['diagnostics', 'html', 'theme-api', 'components', 'search'];

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const SKIP = new Set(['node_modules', 'fixtures', 'dist']);

function walk(dir, visit) {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, visit);
    else if (SOURCE.test(name)) visit(p);
  }
}

/** A source text without its comments (a `//` right after a colon or a quote is inside a URL or a string). */
function withoutComments(text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/** The first docs.json read in a source text (see CONFIG_FREE), or undefined. */
export function configReadOf(text) {
  return CONFIG_READ.exec(withoutComments(text))?.[0];
}

/** Every module specifier a source file imports, with its kind. */
export function importsOf(text) {
  const code = withoutComments(text);
  const found = [];
  for (const m of code.matchAll(/\b(?:import|export)\s+(?:type\s+)?[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g))
    found.push({ specifier: m[1], kind: 'import' });
  for (const m of code.matchAll(/(?:^|[;\s])import\s*['"]([^'"]+)['"]/g))
    found.push({ specifier: m[1], kind: 'import' });
  for (const m of code.matchAll(/\bimport\s*\(\s*['"`]([^'"`$]+)['"`]\s*\)/g))
    found.push({ specifier: m[1], kind: 'import()' });
  return found;
}

/** The workspace's packages: name → { short, dir, theme, exports }. */
function packagesOf(root) {
  const out = new Map();
  for (const [folder, theme] of [
    ['packages', false],
    ['themes', true],
  ]) {
    const base = join(root, folder);
    if (!existsSync(base)) continue;
    for (const name of readdirSync(base)) {
      const file = join(base, name, 'package.json');
      if (!existsSync(file)) continue;
      const pkg = JSON.parse(readFileSync(file, 'utf8'));
      const short = pkg.name === 'docsgen' ? 'cli' : pkg.name.replace(/^@docsgen\//, '');
      out.set(pkg.name, { name: pkg.name, short, dir: join(base, name), theme, exports: pkg.exports ?? {} });
    }
  }
  return out;
}

/** The problems of the workspace at `root`, one line each (`file: message`). */
export function checkLayers(root) {
  const problems = [];
  const packages = packagesOf(root);
  const rank = new Map(LADDER.map((n, i) => [n, i]));
  const ownerOf = (specifier) => {
    const m = /^(@docsgen\/[a-z0-9-]+|docsgen)(\/.*)?$/.exec(specifier);
    return m ? { pkg: packages.get(m[1]), name: m[1], subpath: m[2] } : undefined;
  };
  for (const pkg of packages.values()) {
    if (!pkg.theme && !rank.has(pkg.short)) {
      problems.push(
        `${relative(root, pkg.dir)}: package ${pkg.name} is not on the ladder (scripts/check-layers.mjs LADDER)`,
      );
      continue;
    }
    walk(join(pkg.dir, 'src'), (file) => {
      const at = relative(root, file).split(sep).join('/');
      const text = readFileSync(file, 'utf8');
      const read = CONFIG_FREE.includes(pkg.short) ? configReadOf(text) : undefined;
      if (read !== undefined)
        problems.push(
          `${at}: ${pkg.short} reads no docs.json key (${read}); read it through @docsgen/site (siteSettings)`,
        );
      for (const { specifier, kind } of importsOf(text)) {
        const how = kind === 'import()' ? `import(${specifier})` : specifier;
        if (specifier.startsWith('.')) {
          const target = resolve(dirname(file), specifier);
          if (relative(pkg.dir, target).startsWith('..'))
            problems.push(`${at}: ${how} reaches outside ${pkg.name}; import the package's entry point`);
          continue;
        }
        const dep = ownerOf(specifier);
        if (!dep) continue;
        if (!dep.pkg) {
          problems.push(`${at}: ${how} is no package of the workspace`);
          continue;
        }
        if (dep.pkg === pkg) {
          problems.push(`${at}: ${how} imports its own package by name; use a relative path`);
          continue;
        }
        if (dep.subpath !== undefined) {
          if (/(^|\/)src(\/|$)/.test(dep.subpath))
            problems.push(`${at}: ${how} reaches into ${dep.name}'s src/; import a named entry point of its exports`);
          else if (!Object.hasOwn(dep.pkg.exports, `.${dep.subpath}`))
            problems.push(`${at}: ${how} is not an entry point of ${dep.name} (its package.json exports)`);
        }
        if (dep.pkg.theme) {
          if (!pkg.theme && pkg.short !== 'cli') problems.push(`${at}: only the CLI imports a theme (${how})`);
          continue;
        }
        if (pkg.theme) {
          if (!THEME_IMPORTS.includes(dep.pkg.short))
            problems.push(`${at}: a theme imports only ${THEME_IMPORTS.join(', ')} and themes, not ${how}`);
          continue;
        }
        if (!(rank.get(dep.pkg.short) < rank.get(pkg.short)))
          problems.push(`${at}: ${pkg.short} must not import ${dep.name} (${how}): it is not above it on the ladder`);
      }
    });
  }
  return problems;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const root = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..'));
  const problems = checkLayers(root);
  if (problems.length) {
    console.error(`Layer violations:\n${problems.join('\n')}`);
    process.exit(1);
  }
}
