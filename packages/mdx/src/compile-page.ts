import { createRenderContext, type HighlightStore, RenderContextValue } from '@docsgen/components';
import { warning } from '@docsgen/diagnostics';
import { normalizeBase } from '@docsgen/html/normalize-base';
import { printLoweredMarkdown } from '@docsgen/markdown';
import { type CompileSettings, DEFAULT_COMPILE_SETTINGS } from '@docsgen/openapi/compile-settings';
import { Fragment, h, type VNode } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { anchorIds, uniqueElementIds } from './anchor-ids.ts';
import { featuresOf, scopeOf } from './compile-data.ts';
import { compileMdxModule, runMdxModule, runtimeDiagnostic } from './compile-mdx-module.ts';
import type { ModuleCache } from './module-cache.ts';
import { componentDiagnostics, pageIslands } from './page-islands.ts';
import { pageComponents } from './page-scope.ts';
import type { ParserName } from './parse-mdx.ts';
import { renderTree } from './render-from-tree.ts';
import type { CompiledPage } from './types.ts';
import { ComponentRecordValue, newComponentRecord } from './user-component.ts';

/** Options of {@link compilePage}. */
export interface CompilePageOptions {
  /** Docs root (absolute, real path). */
  root: string;
  /** Docs-root-relative POSIX path of the .mdx/.md file. */
  file: string;
  /** File contents (UTF-8 text). */
  source: string;
  /** Nav label or file-name title, used when frontmatter has no title (with a warning). */
  fallbackTitle: string;
  /**
   * The run's compile settings, whole, as the site made them (`variables`, `base`, `strict`,
   * `iconLibrary`, `codeTheme` are read here); default {@link DEFAULT_COMPILE_SETTINGS}.
   */
  settings?: CompileSettings;
  /** Produce CompiledPage.markdown (the `.md` copy); default true. Checks that only need HTML skip it. */
  markdown?: boolean;
  /** Render a page with nothing to run from its syntax tree instead of running compiled MDX; default true (the HTML is the same). */
  fromTree?: boolean;
  /** The parse step: `satteri` or `micromark`; default DOCSGEN_PARSER, else satteri when it loads (see parse-mdx.ts). */
  parser?: ParserName;
  /** Where the page's highlighted code blocks are kept between builds (see HighlightStore); default none. */
  highlightStore?: HighlightStore;
  /** Snippets loaded by earlier compiles, reused while their files are unchanged (see ModuleCache); default none. */
  modules?: ModuleCache;
}

/**
 * Compiles one page: frontmatter, MDX with the docsgen plugins, snippets, highlighting, then
 * renders it to static HTML with Preact. Never throws for user mistakes: they are diagnostics,
 * and a page that fails to compile or render has empty `html` and an error.
 */
export async function compilePage(options: CompilePageOptions): Promise<CompiledPage> {
  const settings = options.settings ?? DEFAULT_COMPILE_SETTINGS;
  const base = normalizeBase(settings.base);
  const module = await compileMdxModule(
    {
      root: options.root,
      base,
      strict: settings.strict,
      variables: settings.variables,
      chain: [],
      fromTree: options.fromTree,
      parser: options.parser,
      highlightStore: options.highlightStore,
      codeTheme: settings.codeTheme,
      modules: options.modules,
    },
    options.file,
    options.source,
    options.markdown !== false,
  );
  const { data } = module.file;
  const fm = data.frontmatter ?? {};
  const title = pageTitle(module, options);
  const rendered = renderContent(module, options.file, settings);
  if (rendered === 'retry-compiled') return compilePage({ ...options, fromTree: false });
  const { islands } = rendered;
  const [html, aside] = uniqueElementIds([rendered.html, rendered.asideHtml ?? '']);
  const asideHtml = rendered.asideHtml === undefined ? undefined : aside;
  // Images in the content zoom on click: the page loads that script (components' `zoom` feature).
  const features = featuresOf(module.file);
  if (HAS_IMAGE.test(html)) features.add('zoom');
  return {
    frontmatter: fm,
    title,
    description: typeof fm.description === 'string' ? fm.description : undefined,
    headings: data.headings ?? [],
    html,
    asideHtml,
    links: data.links ?? [],
    anchors: anchorIds(asideHtml ? html + asideHtml : html),
    features: [...features].sort(),
    text: data.text ?? '',
    markdown: markdownCopy(module),
    diagnostics: module.diagnostics,
    imports: [...(data.imports ?? [])].sort(),
    ...(islands && islands.length > 0 ? { islands } : {}),
    ...(data.updates ? { updates: data.updates } : {}),
  };
}

type Module = Awaited<ReturnType<typeof compileMdxModule>>;

const HAS_IMAGE = /<img\b/;

/** The frontmatter `title`, else the fallback with a warning (unless the title's type was already reported). */
function pageTitle(module: Module, options: CompilePageOptions): string {
  const fm = module.file.data.frontmatter ?? {};
  if (typeof fm.title === 'string' && fm.title.trim()) return fm.title;
  if (
    (module.body !== undefined || module.tree !== undefined) &&
    !module.diagnostics.some((d) => d.code === 'mdx/frontmatter-type' && /`title`/.test(d.message))
  ) {
    module.diagnostics.push(
      warning('mdx/missing-title', `Page has no \`title\` in its frontmatter; using \`${options.fallbackTitle}\`.`, {
        file: options.file,
        line: module.file.data.frontmatterLine ?? 1,
        column: 1,
        hint: 'Add `title: …` to the frontmatter (between `---` lines at the top).',
      }),
    );
  }
  return options.fallbackTitle;
}

interface RenderedContent {
  html: string;
  asideHtml?: string;
  islands?: CompiledPage['islands'];
}

/**
 * The page's HTML (and its right-hand panel's), rendered from the tree or from the compiled
 * function; `retry-compiled` when rendering from the tree failed, so the page is compiled and run
 * instead and fails as it always did (a tree nested too deep for the render fails the compile
 * there, with its own location).
 */
function renderContent(module: Module, file: string, settings: CompileSettings): RenderedContent | 'retry-compiled' {
  if (module.body === undefined && module.tree === undefined) return { html: '' };
  try {
    const content = module.tree
      ? renderTree(module.tree, pageComponents(scopeOf(module.file)))
      : h(runMdxModule(module).default as never, {});
    // What the components find while rendering (islands, failures, icons) goes to this render's record.
    const record = newComponentRecord();
    const ctx = createRenderContext({
      base: normalizeBase(settings.base),
      iconLibrary: settings.iconLibrary,
      codeTheme: settings.codeTheme,
      icons: record.icons,
    });
    const render = (node: VNode) =>
      renderToString(
        h(ComponentRecordValue.Provider, { value: record }, h(RenderContextValue.Provider, { value: ctx }, node)),
      );
    const main = render(content);
    const aside = ctx.aside.length > 0 ? render(h(Fragment, null, ...ctx.aside)) : undefined;
    const { places, snippetPlaces } = module.file.data;
    module.diagnostics.push(...componentDiagnostics(record, file, places, snippetPlaces));
    const { esm, snippetEsm } = module.file.data;
    return {
      html: main,
      asideHtml: aside,
      islands: pageIslands(record, { ...snippetEsm, ...(esm === undefined ? {} : { [file]: esm }) }),
    };
  } catch (e) {
    if (module.tree) return 'retry-compiled';
    module.diagnostics.push(runtimeDiagnostic(e, file, module.file.data.places));
    return { html: '' };
  }
}

/** The page's Markdown copy, printed from the tree lowered during the compile; undefined when there is none. */
function markdownCopy(module: Module): string | undefined {
  const tree = module.file.data.markdownTree;
  if (!tree) return undefined;
  try {
    return printLoweredMarkdown(tree);
  } catch {
    return undefined;
  }
}
