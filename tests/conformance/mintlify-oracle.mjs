// Mintlify's own published build code, run as the reference for docsgen (test-only: these
// packages are devDependencies and never imported by shipped code). Plain JS so that both the
// vitest suite and `scripts/conformance.mjs` load it as is.
//
// For one page it does what Mintlify's pipeline does before a page is served:
// - prebuild (@mintlify/prebuild update/read/readContent + resolveImportsAndWriteFiles): the page
//   and the snippets it imports are parsed (`getAST`), imports resolved and inlined
//   (`findAndRemoveImports`, `resolveAllImports`), the tree written back (`stringifyTree`);
// - the page compiler (`getMdx` from `@mintlify/common/server-mdx`), with one extra remark plugin
//   that reads the heading ids once they are final (see collectHeadingIds).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  COMPONENTS_WITH_CLEANED_ID,
  COMPONENTS_WITHOUT_ID,
  extractImportSources,
  findAndRemoveImports,
  getAST,
  getTableOfContentsTitle,
  getUnicodeId,
  hasImports,
  isHiddenFromHumans,
  isVisibilityElement,
  parseFrontmatter,
  rehypeParamFieldIds,
  remarkMdxRemoveUnknownJsx,
  replaceVariables,
  resolveAllImports,
  resolveImportPath,
  resolveVisibilityFor,
  safeCleanHeadingId,
  stringifyTree,
  topologicalSort,
} from '@mintlify/common';
import { getMdx } from '@mintlify/common/server-mdx';

const SNIPPET_EXT = /\.(mdx|md|jsx|tsx|js|ts)$/;

/** `/a/b.mdx` style path of a docs-root-relative file, as Mintlify's prebuild names files. */
const slashed = (file) => `/${file.split(path.sep).join('/').replace(/^\/+/, '')}`;

/** Title and description as Mintlify's `parseFrontmatter` reads them, or `{ error }`. */
export function mintlifyFrontmatter(source) {
  try {
    const { attributes } = parseFrontmatter(source);
    return { attributes: attributes ?? {} };
  } catch (e) {
    return { error: String(e?.message ?? e).split('\n')[0] };
  }
}

/** Every snippet file the page imports, transitively, parsed as prebuild parses it. */
async function importedSnippets(root, filename, content, variables, seen = new Map()) {
  let sources = [];
  try {
    sources = extractImportSources(getAST(content, filename));
  } catch {
    return seen;
  }
  for (const source of sources) {
    const resolved = resolveImportPath(source, filename);
    if (!resolved || seen.has(resolved) || !SNIPPET_EXT.test(resolved)) continue;
    let text;
    try {
      text = replaceVariables(readFileSync(path.join(root, resolved), 'utf8'), variables);
    } catch {
      continue;
    }
    let tree;
    try {
      tree = getAST(text, resolved);
    } catch {
      continue;
    }
    seen.set(resolved, { filename: resolved, tree });
    await importedSnippets(root, resolved, text, variables, seen);
  }
  return seen;
}

/** The page source after prebuild's import resolution (the source itself when it imports nothing). */
async function prebuiltSource(root, file, source, variables) {
  const filename = slashed(file);
  let tree;
  try {
    tree = getAST(source, filename);
  } catch {
    return source; // getMdx reports the parse failure itself
  }
  const withImports = await findAndRemoveImports(tree);
  if (!hasImports(withImports)) return source;
  const found = await importedSnippets(root, filename, source, variables);
  // Snippets importing snippets are resolved leaves first, as resolveImportsInSnippets does.
  const snippets = await Promise.all(
    [...found.values()].map(async (s) => ({ ...(await findAndRemoveImports(s.tree)), filename: s.filename })),
  );
  const graph = Object.fromEntries(snippets.map((s) => [s.filename, Object.keys(s.importMap)]));
  const ordered = topologicalSort(graph)
    .reverse()
    .map((name) => snippets.find((s) => s.filename === name))
    .filter(Boolean);
  for (const snippet of ordered) {
    if (hasImports(snippet)) snippet.tree = await resolveAllImports({ snippets: ordered, fileWithImports: snippet });
  }
  let metadata;
  try {
    metadata = parseFrontmatter(source).attributes;
  } catch {}
  const resolved = await resolveAllImports({
    snippets: ordered,
    fileWithImports: { ...withImports, filename, metadata, contentDirectoryPath: root },
  });
  return stringifyTree(resolved);
}

const attr = (node, name) => node.attributes?.find((a) => a.name === name)?.value;

const DONE = new Error('conformance: heading ids read');
const PLACEHOLDER = '🚧 A parsing error occured';

/**
 * Remark plugin, run where getMdx puts its `remarkPlugins` (after the table of contents pass
 * that gives the final ids): reads the ids of the h1–h4 headings in document order, then stops
 * the compile by throwing `DONE` (the rest, Shiki highlighting and JS generation, is what costs
 * time and changes no id). The two later steps that do touch heading ids are applied first, with
 * Mintlify's own functions: `remarkMdxRemoveUnknownJsx` (headings inside an unknown component are
 * dropped) and what `rehypeUnicodeIds` does to a heading whose id came out empty.
 */
function collectHeadingIds(out, state, all) {
  return () => (tree) => {
    if (state.runs++ > 0) throw DONE; // getMdx's fallback compile, or its second (JS-free) one
    if (JSON.stringify(tree.children[0] ?? {}).includes(PLACEHOLDER)) {
      state.failed = true;
      throw DONE;
    }
    const kept = remarkMdxRemoveUnknownJsx({ allowlist: [] })(tree);
    // The one later id step, run here on the same JSX nodes (it only reads `mdxJsxFlowElement`s).
    rehypeParamFieldIds()(kept);
    const walk = (node) => {
      // Content for agents only (`<Visibility for="agents">`) is not in the page people see.
      if (isVisibilityElement(node) && isHiddenFromHumans(resolveVisibilityFor(node))) return;
      const isHeading =
        node.type === 'mdxJsxFlowElement' && (node.name === 'Heading' || /^h[1-4]$/.test(node.name ?? ''));
      if (isHeading) {
        const level = node.name === 'Heading' ? Number(attr(node, 'level')) : Number(node.name[1]);
        let id = attr(node, 'id');
        if (id === '' && node.name === 'Heading') id = getUnicodeId(getTableOfContentsTitle(node));
        if (level >= 1 && level <= 4 && typeof id === 'string' && id !== '') out.push(id);
      }
      const elementId = idInPage(node);
      if (elementId !== undefined) all.push(elementId);
      for (const child of node.children ?? []) walk(child);
    };
    walk(kept);
    throw DONE;
  };
}

/**
 * The id an element of the compiled tree carries into the page people see: any JSX element's
 * literal `id` but those of the components Mintlify says drop it (`COMPONENTS_WITHOUT_ID`),
 * cleaned for those that clean it (`COMPONENTS_WITH_CLEANED_ID`: Step, Update; Heading's render-time
 * cleaning of the ids inside Accordion, Expandable and Update is not compared yet).
 */
function idInPage(node) {
  if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return undefined;
  if (!node.name || COMPONENTS_WITHOUT_ID.has(node.name)) return undefined;
  const id = attr(node, 'id');
  if (typeof id !== 'string' || id === '') return undefined;
  // Heading ids are taken as the compiler leaves them, as the heading comparison takes them.
  const clean = COMPONENTS_WITH_CLEANED_ID.has(node.name) && node.name !== 'Heading' ? safeCleanHeadingId(id) : id;
  return clean === '' ? undefined : clean;
}

/**
 * The heading ids (h1–h4, in order) and every element id (`elementIds`, in order: headings,
 * tabs, accordions, views, fields, explicit ids) Mintlify gives the page `file` (docs-root-relative) of the docs folder `root`,
 * or `{ error }` when its compiler fails on the page (it then serves a placeholder).
 */
export async function mintlifyHeadingIds(root, file, variables) {
  const raw = readFileSync(path.join(root, file), 'utf8');
  const source = await prebuiltSource(root, file, replaceVariables(raw, variables), variables);
  const { attributes } = mintlifyFrontmatter(raw);
  const ids = [];
  const elementIds = [];
  const state = { runs: 0, failed: false };
  const log = console.log;
  const error = console.error;
  // getMdx logs the stop below as a failed parse; what the page gives is in `ids`.
  console.log = console.error = () => {};
  try {
    await getMdx({
      path: slashed(file),
      content: source,
      metadata: attributes ?? {},
      snippets: [],
      subdomain: 'conformance',
      config: {},
      tailwindSelectors: [],
      remarkPlugins: [collectHeadingIds(ids, state, elementIds)],
    });
  } catch {
    // Every compile ends in DONE (wrapped by the MDX runner); other failures leave `runs` at 0.
  } finally {
    console.log = log;
    console.error = error;
  }
  // A page Mintlify cannot parse is served as a placeholder (`🚧 A parsing error occured…`).
  if (state.runs === 0 || state.failed) return { error: 'Mintlify could not compile the page' };
  return { ids, elementIds };
}
