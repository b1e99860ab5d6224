// One MDX file (a page or an imported snippet) compiled to a function body with the docsgen
// remark/rehype plugins, and the loader that turns its imports into values.
import path from 'node:path';
import { type CodeTheme, codeThemeKey, components, type HighlightStore } from '@docsgen/components';
import { type Diagnostic, error } from '@docsgen/diagnostics';
import { readInsideSync } from '@docsgen/diagnostics/read-inside';
import { type CompileOptions, compile } from '@mdx-js/mdx';
import type { Root as HastRoot } from 'hast';
import { h } from 'preact';
import rehypeKatex from 'rehype-katex';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import type { PluggableList } from 'unified';
import { VFile } from 'vfile';
import { BUILTIN_COMPONENTS_MODULE, bundleSnippet, RUNTIME_MODULES } from './bundle-snippet.ts';
import { featuresOf, scopeOf } from './compile-data.ts';
import { detectUnparsedFrontmatter } from './detect-unparsed-frontmatter.ts';
import { messageDiagnostics } from './file-messages.ts';
import type { ModuleCache } from './module-cache.ts';
import type { LoadedModule } from './module-loader.ts';
import {
  BUILTIN_MODULES,
  KNOWN_COMPONENTS,
  KNOWN_MEMBERS,
  pageComponents,
  pageScope,
  SCOPE_NAMES,
} from './page-scope.ts';
import { activeParser, type ParserName, remarkSatteriParse } from './parse-mdx.ts';
import { preprocessSource } from './preprocess-source.ts';
import { rehypeHeadingAnchors } from './rehype-heading-anchors.ts';
import { remarkCode } from './remark-code.ts';
import { remarkComponentIds } from './remark-component-ids.ts';
import { remarkComponents } from './remark-components.ts';
import { remarkHeadingIds } from './remark-heading-ids.ts';
import { remarkImports } from './remark-imports.ts';
import { remarkLinks } from './remark-links.ts';
import { remarkPageFeatures } from './remark-page-features.ts';
import { remarkPageFrontmatter } from './remark-page-frontmatter.ts';
import { remarkQuickAutolinks } from './remark-quick-autolinks.ts';
import { remarkUndefinedNames } from './remark-undefined-names.ts';
import { remarkUpdateFeed } from './remark-update-feed.ts';
import { placeOfName, remarkUsePlaces, type UsePlaces } from './remark-use-places.ts';
import { remarkKeepEsm, remarkUserComponents } from './remark-user-components.ts';
import { RenderFromTree, rehypeRenderFromTree } from './render-from-tree.ts';
import { runFunctionBody } from './run-function-body.ts';
import { safeJsxRuntime } from './safe-jsx-runtime.ts';
import { headingRenames, SNIPPET_HEADING_IDS } from './snippet-heading-ids.ts';
import { scriptPlaces } from './snippet-places.ts';
import { syntaxDiagnostic } from './syntax-diagnostic.ts';
import { wrapSnippetExports } from './wrap-snippet-exports.ts';

/** Largest page or snippet compiled, in characters. */
export const MAX_SOURCE_CHARS = 10 * 1024 * 1024;
/** Deepest chain of snippet imports followed. */
export const MAX_IMPORT_DEPTH = 12;

/** Settings shared by a page and every snippet it pulls in (made by compilePage from its options and the run's CompileSettings). */
export interface ModuleSettings {
  /** Docs root, absolute real path. */
  root: string;
  /** Base path ending in `/`. */
  base: string;
  /** Unknown components are errors. */
  strict: boolean;
  /** docs.json `variables`. */
  variables?: Record<string, string>;
  /** Absolute paths of the files importing this one (cycle detection), outermost first. */
  chain: string[];
  /** Render a page with nothing to run from its syntax tree (see render-from-tree.ts); default true. Snippets are always compiled. */
  fromTree?: boolean;
  /** The parse step (see parse-mdx.ts); default DOCSGEN_PARSER, else satteri when it loads. */
  parser?: ParserName;
  /** Where the page's highlighted code blocks are kept between builds (and told of each); default none. */
  highlightStore?: HighlightStore;
  /** docs.json `styling.codeblocks`: code block colours and custom languages (see code-theme.ts in components); default the default theme. */
  codeTheme?: CodeTheme;
  /** Snippets loaded by earlier compiles of the caller (a worker, a build), shared between pages; default none (each page loads its own). */
  modules?: ModuleCache;
}

/** The compiled form of one MDX file. */
export interface CompiledModule {
  /** The compiled file: what the plugins found is in its `data` (frontmatter, headings, links, features…; see compile-data.ts). */
  file: VFile;
  /** Problems found, in order: the plugins' messages as Diagnostics, and the compile's own. */
  diagnostics: Diagnostic[];
  /** MDX function body; absent when the file did not compile, or when `tree` stands for it. */
  body?: string;
  /** The page's syntax tree, when it is rendered from it instead of run (see render-from-tree.ts). */
  tree?: HastRoot;
}

/** Compiles MDX source to a function body; never throws for user mistakes. */
export async function compileMdxModule(
  settings: ModuleSettings,
  file: string,
  source: string,
  wantMarkdown: boolean,
): Promise<CompiledModule> {
  const vfile = new VFile({ path: file });
  const diagnostics: Diagnostic[] = [];
  if (source.length > MAX_SOURCE_CHARS) {
    diagnostics.push(
      error('mdx/too-large', `File is ${source.length} characters; the limit is ${MAX_SOURCE_CHARS}.`, {
        file,
        line: 1,
        column: 1,
        hint: 'Split the page into several pages.',
      }),
    );
    return { file: vfile, diagnostics };
  }
  const unparsed = detectUnparsedFrontmatter(source, file);
  if (unparsed) diagnostics.push(unparsed);
  const value = preprocessSource(source, settings.variables);
  vfile.value = value;
  const parser = await activeParser(settings.parser);
  // The plugins' problems are the file's messages, turned into Diagnostics here, once, however the compile ends.
  try {
    const compiled = await compile(vfile, compileOptions(settings, parser, wantMarkdown));
    return { file: vfile, diagnostics: [...diagnostics, ...messageDiagnostics(vfile)], body: String(compiled.value) };
  } catch (e) {
    diagnostics.push(...messageDiagnostics(vfile));
    if (e instanceof RenderFromTree) return { file: vfile, diagnostics, tree: e.tree };
    diagnostics.push(syntaxDiagnostic(e, file, value));
    return { file: vfile, diagnostics };
  }
}

/** Loads an imported snippet; a page's direct imports come from the shared module cache when there is one. */
function moduleLoader(settings: ModuleSettings) {
  return (absolute: string, relative: string) => {
    // Cycle detection needs the import chain, so only a page's direct imports (empty chain) are
    // shared between pages; what they import is part of their cached result.
    if (settings.chain.length > 0 || !settings.modules) return loadModule(settings, absolute, relative);
    const key = JSON.stringify([
      absolute,
      settings.root,
      settings.base,
      settings.strict,
      settings.variables ?? null,
      settings.parser ?? null,
      codeThemeKey(settings.codeTheme),
    ]);
    return settings.modules.get(key, absolute, settings.root, () => loadModule(settings, absolute, relative));
  };
}

/** `@mdx-js/mdx`'s options: the docsgen remark and rehype plugins, in order, each with its own options. */
function compileOptions(settings: ModuleSettings, parser: ParserName, markdown: boolean): CompileOptions {
  const { root, strict } = settings;
  return {
    outputFormat: 'function-body',
    development: false,
    remarkPlugins: [
      // satteri replaces remark-parse; the micromark extensions below then only serve micromark.
      ...(parser === 'satteri' ? [remarkSatteriParse] : []),
      [remarkFrontmatter, ['yaml']],
      remarkGfm,
      remarkQuickAutolinks,
      remarkMath,
      remarkPageFrontmatter,
      remarkKeepEsm,
      remarkUsePlaces,
      [remarkImports, { root, load: moduleLoader(settings), builtins: BUILTIN_MODULES }],
      [remarkComponents, { strict, known: KNOWN_COMPONENTS, members: KNOWN_MEMBERS }],
      [remarkUndefinedNames, { strict, known: SCOPE_NAMES, props: settings.chain.length > 0 }],
      [remarkUserComponents, { root }],
      remarkComponentIds,
      remarkHeadingIds,
      remarkUpdateFeed,
      [remarkLinks, { base: settings.base }],
      // After links (sanitised, rewritten) and before code (replaced by highlighted HTML).
      [remarkPageFeatures, { markdown }],
      [remarkCode, { highlightStore: settings.highlightStore, codeTheme: settings.codeTheme }],
      // biome-ignore lint/suspicious/noExplicitAny: unified's plugin tuples are loosely typed.
    ] as any,
    rehypePlugins: [
      rehypeMath,
      rehypeHeadingAnchors,
      // Last: a page with nothing to run ends the compile here (RenderFromTree) and is rendered from its tree.
      ...(settings.chain.length === 0 && settings.fromTree !== false
        ? [rehypeRenderFromTree as PluggableList[number]]
        : []),
    ],
  };
}

/**
 * rehype-katex, run only on a tree with math (`katex` noted by remark-page-features or a
 * `<Latex>`): on any other page it would walk every element to find none.
 */
function rehypeMath() {
  // rehype-katex sets throwOnError itself (and reports the error as a message).
  const katex = rehypeKatex({ strict: 'ignore', output: 'htmlAndMathml' });
  return (tree: Parameters<typeof katex>[0], file: VFile) => {
    if (file.data.features?.has('katex')) katex(tree, file);
  };
}

/** Runs a compiled MDX module: `{ default: Content, ...exports }`, the default wrapped with its components. */
export function runMdxModule(module: CompiledModule): Record<string, unknown> {
  const exports = runFunctionBody(module.body ?? '', pageScope(scopeOf(module.file)), [safeJsxRuntime]) as Record<
    string,
    unknown
  >;
  const Content = exports.default as (props: Record<string, unknown>) => unknown;
  const components = pageComponents(scopeOf(module.file));
  // A page using this module as a snippet may rename its heading ids (snippet-heading-ids.ts).
  const Wrapped = (props: Record<string, unknown>) =>
    h(Content as never, {
      ...props,
      components: {
        ...components,
        ...headingRenames(props?.[SNIPPET_HEADING_IDS], components),
        ...((props?.components as object) ?? {}),
      },
    });
  return { ...exports, default: Wrapped };
}

async function loadModule(settings: ModuleSettings, absolute: string, relative: string): Promise<LoadedModule> {
  const fromFile =
    settings.chain.length > 0 ? path.relative(settings.root, settings.chain[settings.chain.length - 1]!) : relative;
  if (settings.chain.includes(absolute) || settings.chain.length >= MAX_IMPORT_DEPTH) {
    return {
      diagnostics: [
        error(
          'mdx/import-cycle',
          `Import of \`${relative}\` ${settings.chain.includes(absolute) ? 'forms a cycle' : 'nests too deeply'}.`,
          {
            file: fromFile.split(path.sep).join('/'),
            hint: 'Snippets may import other snippets, but not themselves (directly or through others).',
          },
        ),
      ],
      imports: [],
      features: [],
    };
  }
  const ext = path.extname(absolute).toLowerCase();
  if (ext === '.mdx' || ext === '.md') {
    // Through the one read gate: the file opened must be inside the docs root.
    const read = readInsideSync(settings.root, absolute);
    if (!read.ok) {
      return {
        diagnostics: [
          error('mdx/import-read', `Cannot read \`${relative}\` (${read.code ?? read.reason}).`, { file: relative }),
        ],
        imports: [],
        features: [],
      };
    }
    const source = read.bytes.toString('utf8');
    const child = await compileMdxModule(
      { ...settings, chain: [...settings.chain, absolute] },
      relative,
      source,
      false,
    );
    const { data } = child.file;
    const result: LoadedModule = {
      diagnostics: child.diagnostics,
      imports: [...(data.imports ?? [])],
      features: [...featuresOf(child.file)],
      fences: data.fences ?? [],
      headingPlan: data.headingPlan ?? [],
      esm: { ...data.snippetEsm, ...(data.esm === undefined ? {} : { [relative]: data.esm }) },
      places: { ...(data.places ? { [relative]: data.places } : {}), ...data.snippetPlaces },
    };
    if (child.body === undefined) return result;
    try {
      result.exports = runMdxModule(child);
    } catch (e) {
      result.diagnostics.push(runtimeDiagnostic(e, relative, child.file.data.places));
    }
    return result;
  }
  const bundled = await bundleSnippet(settings.root, absolute, Object.keys(components));
  const result: LoadedModule = { diagnostics: bundled.diagnostics, imports: bundled.imports, features: [] };
  if (bundled.code === undefined) return result;
  result.places = scriptPlaces(settings.root, [relative, ...bundled.imports]);
  const module = { exports: {} as Record<string, unknown> };
  const require = (id: string) => {
    if (id === BUILTIN_COMPONENTS_MODULE) return components;
    const mapped = RUNTIME_MODULES[id] ?? id;
    const provided = BUILTIN_MODULES[mapped];
    if (!provided) throw new Error(`Cannot require \`${id}\` in a snippet.`);
    return provided;
  };
  try {
    runFunctionBody(bundled.code, { ...pageScope({}), module, exports: module.exports, require }, []);
  } catch (e) {
    result.diagnostics.push(runtimeDiagnostic(e, relative, undefined));
    return result;
  }
  result.exports = await wrapSnippetExports(settings.root, absolute, relative, module.exports);
  return result;
}

/** A render-time or run-time failure, located where the file first writes the identifier it names (`places`, see remark-use-places.ts). */
export function runtimeDiagnostic(e: unknown, file: string, places: UsePlaces | undefined): Diagnostic {
  const message = e instanceof Error ? e.message : String(e);
  const name = /^(\w[\w$]*) is not defined/.exec(message)?.[1] ?? /component `([\w.]+)`/.exec(message)?.[1];
  const at = name ? placeOfName(places, name) : undefined;
  return error('mdx/render', `The page failed while rendering: ${message}`, {
    file,
    ...(at ? { line: at.line, column: at.column } : {}),
    length: name ? name.length + 1 : undefined,
    hint: name
      ? `\`${name}\` is not defined on this page: import it, define it with \`export const\`, or escape the braces (\`\\{\`) if it is text.`
      : 'A component threw while rendering; check its props.',
  });
}
