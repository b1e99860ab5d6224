// Mintlify's prebuild (@mintlify/prebuild, Elastic-2.0: a test-only oracle, never shipped), run
// on one docs folder in the working folder this process was started in (it writes `src/_props`
// and `public` there): prints the navigation it generated as JSON, one `{ href, api? }` per page
// in navigation order. Run as a child process by tests/conformance/run-nav.ts.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { prebuild } from '@mintlify/prebuild';

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
writeFileSync(out, JSON.stringify(pages));
