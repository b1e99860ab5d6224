// Checks the import direction of DESIGN.md: a package imports only packages above it in the list.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const order = [
  'diagnostics',
  'html',
  'config',
  'components',
  'openapi',
  'navigation',
  'markdown',
  'mdx',
  'search',
  'build',
  'dev-server',
  'mcp',
  'cli',
];
const rank = new Map(order.map((n, i) => [`@docsgen/${n}`, i]));
rank.set('docsgen', order.indexOf('cli'));
const problems = [];
function walk(dir, visit) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (name === 'node_modules' || name === 'fixtures' || name === 'dist') continue;
    if (statSync(p).isDirectory()) walk(p, visit);
    else if (/\.(ts|tsx)$/.test(name)) visit(p);
  }
}
for (const pkg of order) {
  const self = rank.get(`@docsgen/${pkg}`);
  walk(`packages/${pkg}/src`, (file) => {
    for (const m of readFileSync(file, 'utf8').matchAll(/from\s+'(@docsgen\/[a-z-]+)/g)) {
      const dep = m[1];
      if (dep.startsWith('@docsgen/theme-')) {
        if (pkg !== 'cli') problems.push(`${file}: only the CLI imports a theme (${dep})`);
        continue;
      }
      const r = rank.get(dep);
      if (r === undefined || r >= self) problems.push(`${file}: ${pkg} must not import ${dep}`);
    }
  });
}
if (problems.length) {
  console.error(`Layer violations:\n${problems.join('\n')}`);
  process.exit(1);
}
