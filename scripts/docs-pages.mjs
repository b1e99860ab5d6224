// The pages of a docs folder as the whole-repository checks walk them (tests/corpora-pages.test.ts,
// tests/parsers-corpora.test.ts, the conformance run), and the docs.json `variables` their pages
// are compiled with.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The marker file of a folder docsgen built (packages/build/src/output-marker.ts). */
const OUTPUT_MARKER = '.docsgen-output.json';

/**
 * True for a folder that is docsgen's own output, never docs content: one holding the output
 * marker (an output for any --out, its staging, `.new-`/`.old-` swap folders), or a folder named
 * like a staging or swap folder. `npm run example` leaves example-docs/dist; no walk of a docs
 * folder may read it as pages, as the product's own scans do not.
 * @param {string} dir
 * @returns {boolean}
 */
export function isDocsgenOutput(dir) {
  return /\.(staging|new|old)-\d+$/.test(dir) || existsSync(path.join(dir, OUTPUT_MARKER));
}

/**
 * docsgen's output folders under `root` (isDocsgenOutput), docs-root-relative POSIX paths, sorted,
 * each with how many files it holds; dot-folders and node_modules are not looked into. What a walk
 * of the folder leaves out, for a test to say so (a tool that does not know them, such as
 * Mintlify's prebuild, would read their `.md` copies as pages).
 * @param {string} root
 * @returns {Array<{ dir: string, files: number }>}
 */
export function docsgenOutputFolders(root) {
  const out = [];
  const count = (dir) =>
    readdirSync(dir, { withFileTypes: true }).reduce(
      (n, e) => n + (e.isDirectory() ? count(path.join(dir, e.name)) : 1),
      0,
    );
  (function walk(dir) {
    for (const name of readdirSync(dir).sort()) {
      if (name.startsWith('.') || name === 'node_modules') continue;
      const p = path.join(dir, name);
      if (!statSync(p).isDirectory()) continue;
      if (isDocsgenOutput(p)) out.push({ dir: path.relative(root, p).split(path.sep).join('/'), files: count(p) });
      else walk(p);
    }
  })(root);
  return out;
}

const REPOSITORY_FILES = /^(readme|license|contributing|contribute)\.md$/i;

/**
 * The page files under `root`: docs-root-relative POSIX paths, names sorted per folder, dot-files,
 * dot-folders, node_modules and docsgen's own output folders (isDocsgenOutput) left out. `.mdx` only unless `md` (then `.md` too, and unless
 * `repositoryFiles` is false README/LICENSE/CONTRIBUTING.md with them); `snippets` and `_snippets` folders left out
 * (snippets compile through the pages importing them) unless `snippets`.
 * @param {string} root
 * @param {{ md?: boolean, repositoryFiles?: boolean, snippets?: boolean }} [options]
 * @returns {string[]}
 */
export function docsPages(root, options = {}) {
  const { md = false, repositoryFiles = true, snippets = false } = options;
  const out = [];
  (function walk(dir) {
    for (const name of readdirSync(dir).sort()) {
      if (
        name.startsWith('.') ||
        name === 'node_modules' ||
        (!snippets && (name === 'snippets' || name === '_snippets'))
      )
        continue;
      const p = path.join(dir, name);
      if (statSync(p).isDirectory()) {
        if (!isDocsgenOutput(p)) walk(p);
      } else if (md ? /\.mdx?$/.test(name) && (repositoryFiles || !REPOSITORY_FILES.test(name)) : name.endsWith('.mdx'))
        out.push(path.relative(root, p).split(path.sep).join('/'));
    }
  })(root);
  return out;
}

/**
 * docs.json's `variables` of the docs folder `root`; undefined without them or a readable docs.json.
 * @param {string} root
 * @returns {Record<string, string> | undefined}
 */
export function docsVariables(root) {
  try {
    return JSON.parse(readFileSync(path.join(root, 'docs.json'), 'utf8')).variables;
  } catch {
    return undefined;
  }
}
