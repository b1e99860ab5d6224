// The pages of a docs folder as the whole-repository checks walk them (tests/corpora-pages.test.ts,
// tests/parsers-corpora.test.ts, the conformance run), and the docs.json `variables` their pages
// are compiled with.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const REPOSITORY_FILES = /^(readme|license|contributing|contribute)\.md$/i;

/**
 * The page files under `root`: docs-root-relative POSIX paths, names sorted per folder, dot-files,
 * dot-folders and node_modules left out. `.mdx` only unless `md` (then `.md` too, and unless
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
      if (statSync(p).isDirectory()) walk(p);
      else if (md ? /\.mdx?$/.test(name) && (repositoryFiles || !REPOSITORY_FILES.test(name)) : name.endsWith('.mdx'))
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
