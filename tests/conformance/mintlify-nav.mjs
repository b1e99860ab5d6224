// Mintlify's prebuild (@mintlify/prebuild, Elastic-2.0: a test-only oracle, never shipped), run
// on one docs folder in the working folder this process was started in (it writes `src/_props`
// and `public` there): prints the navigation it generated as JSON (`nav`: one href per page in
// navigation order) and its route set (`routes`: the slugs of the files it classifies as pages,
// with the endpoint pages it generated, hidden ones too). Run as a child process by
// tests/conformance/run-nav.ts.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { categorizeFilePaths, getMintIgnore, prebuild } from '@mintlify/prebuild';

const [root, out] = process.argv.slice(2);
const log = console.log;
console.log = console.warn = () => {}; // prebuild reports progress and warnings; only its output matters here
try {
  await prebuild(root, { skipStaticFiles: true, disablePrefetch: true });
} finally {
  console.log = log;
}
const nav = JSON.parse(readFileSync(path.join('src', '_props', 'generatedDocsNav.json'), 'utf8'));
const pages = [];
const walk = (node, key) => {
  if (Array.isArray(node)) {
    // Only page lists: `pages` arrays (and what they nest), not anchors, links or other hrefs.
    for (const item of node) walk(item, key);
  } else if (node && typeof node === 'object') {
    if (key === 'pages' && typeof node.href === 'string' && !('group' in node)) pages.push(node.href);
    for (const [k, v] of Object.entries(node))
      if (k !== 'global') walk(v, k === 'pages' || (key === 'pages' && k !== 'href') ? 'pages' : k);
  }
};
walk(nav, '');
// Its pages: the files it classifies as pages, and every page it generated from an OpenAPI spec
// (written as `.mdx` with `openapi:` frontmatter under src/_props, beside its copies of the pages).
const { contentFilenames } = await categorizeFilePaths(root, await getMintIgnore(root), false, false, {});
const routes = new Set(contentFilenames.map((f) => `/${f.replace(/^\/+/, '').replace(/\.mdx?$/, '')}`));
const props = path.join('src', '_props');
for (const entry of readdirSync(props, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.mdx')) continue;
  const file = path.join(entry.parentPath, entry.name);
  if (/^---\r?\n(?:.*\r?\n)*?openapi:/m.test(readFileSync(file, 'utf8').split(/\r?\n---/)[0] ?? ''))
    routes.add(
      `/${path
        .relative(props, file)
        .split(path.sep)
        .join('/')
        .replace(/\.mdx$/, '')}`,
    );
}
writeFileSync(out, JSON.stringify({ nav: pages, routes: [...routes].sort() }));
