// Build-time highlighting with Shiki core and the Oniguruma (WebAssembly) engine, which tokenized
// the benchmark corpus twice as fast as the JavaScript regex engine (5.9 vs 11.9 ms a block). Languages load on first
// use and stay loaded for the process (a worker highlights many pages); results are memoised by
// (lang, code, options) because docs repeat the same snippets across pages.
import { transformerNotationDiff, transformerNotationFocus, transformerNotationHighlight } from '@shikijs/transformers';
import { createHighlighterCore, type HighlighterCore, type ShikiTransformer } from 'shiki/core';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { bundledLanguages, bundledLanguagesInfo } from 'shiki/langs';
import {
  type CodeTheme,
  codeGrammarsKey,
  codeThemeKey,
  customLanguage,
  DEFAULT_CODE_THEME,
  loadCodeTheme,
} from './code-theme.ts';
import { type GrammarLike, mayReach } from './embedded-triggers.ts';
import { escapeHtml } from './escape.ts';
import { shareTokenization } from './share-tokenization.ts';

/** Options for {@link highlightCode}. */
export interface HighlightOptions {
  /** 1-based line numbers to highlight; default none. */
  highlightLines?: number[];
  /** 1-based line numbers to focus (others dimmed); default none. */
  focusLines?: number[];
  /** Show line numbers; default false. */
  lineNumbers?: boolean;
}

const PLAIN = new Set(['', 'text', 'txt', 'plain', 'plaintext', 'none', 'output', 'console-output']);
const MAX_CACHE = 2000;

/**
 * The highlighted blocks of the page being compiled, kept between processes by the same key as the
 * in-memory cache (lookups are synchronous: a file read is far cheaper than starting Shiki). The
 * build passes one with each page it compiles: a rebuild that compiles an edited page then finds its
 * unchanged code blocks without loading any grammar (the first use of a few grammars took half a
 * second).
 */
export interface HighlightStore {
  /** The HTML kept for `key`, if any (asked only for a block that is not in memory). */
  get(key: string): string | undefined;
  /**
   * Records that the page uses `html` for `key`: told of every block it highlights, whether the
   * HTML came from memory, from the store or from Shiki (failures are the store's to ignore).
   */
  set(key: string, html: string): void;
}

let highlighterPromise: Promise<HighlighterCore> | undefined;
// The custom grammars the highlighter was made for: Shiki keeps a grammar once loaded, so another
// set (an edited grammar file, a build without it) gets a highlighter of its own.
let highlighterGrammars = '';
// Blocks are highlighted one after another so a grammar never loads mid-tokenization.
let queue: Promise<unknown> = Promise.resolve();
const loading = new Map<string, Promise<boolean>>();
const cache = new Map<string, string>();

function getHighlighter(grammars: string): Promise<HighlighterCore> {
  if (grammars !== highlighterGrammars) {
    highlighterPromise?.then(
      (h) => h.dispose(),
      () => undefined,
    );
    highlighterPromise = undefined;
    highlighterGrammars = grammars;
    loading.clear();
  }
  highlighterPromise ??= createHighlighterCore({
    themes: [import('shiki/themes/github-light.mjs'), import('shiki/themes/github-dark.mjs')],
    langs: [],
    engine: createOnigurumaEngine(import('shiki/wasm')),
  });
  return highlighterPromise;
}

/**
 * The Shiki language id for a fence language (aliases resolved; a custom language of the site's
 * code theme `theme` first, see code-theme.ts), or undefined when Shiki has none.
 */
export function resolveLanguage(lang: string, theme?: CodeTheme): string | undefined {
  const custom = customLanguage(lang, theme);
  if (custom) return custom.grammar.name;
  const id = lang.trim().toLowerCase();
  if (PLAIN.has(id)) return 'text';
  return Object.hasOwn(bundledLanguages, id) ? id : undefined;
}

/** A fence language's display name (`js` → `JavaScript`; `theme`'s custom languages first), or undefined when Shiki has none. */
export function languageName(lang: string, theme?: CodeTheme): string | undefined {
  const custom = customLanguage(lang, theme);
  if (custom) return typeof custom.grammar.displayName === 'string' ? custom.grammar.displayName : custom.grammar.name;
  const id = resolveLanguage(lang, theme);
  if (id === undefined || id === 'text') return undefined;
  return bundledLanguagesInfo.find((info) => info.id === id || info.aliases?.includes(id))?.name;
}

async function ensureLanguage(highlighter: HighlighterCore, id: string, theme: CodeTheme): Promise<boolean> {
  if (id === 'text') return true;
  const custom = customLanguage(id, theme);
  let pending = loading.get(id);
  if (!pending) {
    const load = custom ? async () => custom.grammar as never : bundledLanguages[id as keyof typeof bundledLanguages];
    pending = load
      ? highlighter.loadLanguage(load()).then(
          () => {
            // The first tokenization with a fresh grammar colours the first theme wrongly
            // (one token per line); pay it on a throwaway line.
            highlighter.codeToHtml('x = 1', {
              lang: id,
              themes: { light: DEFAULT_CODE_THEME.light, dark: DEFAULT_CODE_THEME.dark },
              defaultColor: false,
            });
            return true;
          },
          () => false,
        )
      : Promise.resolve(false);
    loading.set(id, pending);
  }
  return pending;
}

/** Loads the themes of `theme` not loaded yet. */
async function ensureThemes(highlighter: HighlighterCore, theme: CodeTheme): Promise<void> {
  const loaded = highlighter.getLoadedThemes();
  for (const name of new Set([theme.light, theme.dark]))
    if (!loaded.includes(name)) await highlighter.loadTheme(await loadCodeTheme(name));
}

/**
 * The languages `id`'s grammar embeds that `code` may reach, and what those embed in turn, the
 * farthest first (the order to load them in): eagerly embedded ones always, lazily embedded ones
 * when a rule including them can begin in the code (embedded-triggers.ts), or when they inject
 * into other grammars (loaded or not, they would change the colours of blocks that never name
 * them). Either way the block's HTML does not depend on what this process highlighted before.
 */
async function embeddedLanguages(id: string, code: string, theme: CodeTheme): Promise<string[]> {
  const seen = new Set([id]);
  const queue = [id];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    for (const grammar of await grammarsOf(next, theme)) {
      const lazy = new Set(grammar.embeddedLangsLazy ?? []);
      for (const lang of [...(grammar.embeddedLangs ?? []), ...lazy]) {
        if (typeof lang !== 'string' || seen.has(lang)) continue;
        if (lazy.has(lang) && !(await mayColour(grammar, lang, code, theme))) continue;
        seen.add(lang);
        queue.push(lang);
      }
    }
  }
  seen.delete(id);
  // Breadth-first order reversed: a language comes before those that reach it (cycles aside).
  return [...seen].reverse();
}

async function mayColour(host: Embedding, lang: string, code: string, theme: CodeTheme): Promise<boolean> {
  const own = (await grammarsOf(lang, theme)).find((g) => g.name === lang);
  if (!own?.scopeName || own.injectTo?.length) return true;
  return mayReach(host, own.scopeName, code);
}

type Embedding = GrammarLike & { embeddedLangs?: string[]; injectTo?: string[] };

async function grammarsOf(id: string, theme: CodeTheme): Promise<Embedding[]> {
  const custom = customLanguage(id, theme);
  if (custom) return [custom.grammar as Embedding];
  const load = bundledLanguages[id as keyof typeof bundledLanguages];
  return load ? ((await load()).default as Embedding[]) : [];
}

function lineClassTransformer(options: HighlightOptions, themed: boolean): ShikiTransformer {
  const highlighted = new Set(options.highlightLines ?? []);
  const focused = new Set(options.focusLines ?? []);
  return {
    name: 'docsgen:line-classes',
    line(node, line) {
      if (highlighted.has(line)) this.addClassToHast(node, 'highlighted');
      if (focused.size > 0) this.addClassToHast(node, focused.has(line) ? 'focused' : 'blurred');
    },
    pre(node) {
      if (focused.size > 0) this.addClassToHast(node, 'has-focused');
      if (options.lineNumbers) this.addClassToHast(node, 'dg-line-numbers');
      // A site code theme: the block's frame takes its colours (see codeFrameStyle).
      if (themed) this.addClassToHast(node, 'dg-code-theme');
    },
  };
}

/**
 * Returns `<pre class="shiki ...">…</pre>` HTML for `code` in language `lang`, with light and dark
 * colours as CSS variables (`--shiki-light`, `--shiki-dark`). Unknown languages render as plain
 * text (check with {@link resolveLanguage} to warn). Notation comments (`[!code ++]`, `[!code --]`,
 * `[!code highlight]`, `[!code focus]`) are applied and removed. `store`: the highlight store of the
 * page asking (see {@link HighlightStore}), read when the block is not in memory and told of it;
 * default none. `codeTheme`: the site's colours and custom languages (docs.json
 * `styling.codeblocks`, see code-theme.ts); default {@link DEFAULT_CODE_THEME}.
 */
export async function highlightCode(
  code: string,
  lang: string,
  options: HighlightOptions = {},
  store?: HighlightStore,
  codeTheme?: CodeTheme,
): Promise<string> {
  // The site's code theme is part of the key (none for the default, whose keys stay as they were).
  const themeKey = codeThemeKey(codeTheme);
  const theme = themeKey === '' ? DEFAULT_CODE_THEME : (codeTheme as CodeTheme);
  const grammars = codeGrammarsKey(theme);
  const id = resolveLanguage(lang, theme) ?? 'text';
  const block = `${id}\u0000${JSON.stringify(options)}\u0000${code}`;
  const key = themeKey ? `${themeKey}\u0000${block}` : block;
  let html = cache.get(key) ?? store?.get(key);
  if (html === undefined) {
    const run = queue.then(() => highlightNow({ code, id, options, theme, grammars }));
    queue = run.catch(() => undefined);
    html = await run;
  }
  remember(key, html);
  store?.set(key, html);
  return html;
}

function remember(key: string, html: string): void {
  if (cache.has(key)) return;
  if (cache.size >= MAX_CACHE) cache.delete(cache.keys().next().value as string);
  cache.set(key, html);
}

async function highlightNow({
  code,
  id,
  options,
  theme,
  grammars,
}: {
  code: string;
  id: string;
  options: HighlightOptions;
  theme: CodeTheme;
  grammars: string;
}): Promise<string> {
  const highlighter = await getHighlighter(grammars);
  await ensureThemes(highlighter, theme);
  // Languages a grammar embeds lazily (code fences and JSX in Markdown/MDX, `<script lang>` in
  // Vue…) colour a block only when loaded: loading all those its grammar can reach first makes the
  // block's HTML the same whatever pages this process highlighted before. They load before the
  // language itself, the most deeply embedded first: Shiki reloads every loaded grammar that
  // lazily embeds a language it loads, walking all its rules again, so loading Markdown first
  // and then its 60 fence languages walked Markdown's whole closure 60 times (seconds a block).
  if (id !== 'text' && (customLanguage(id, theme) || Object.hasOwn(bundledLanguages, id)))
    for (const embedded of await embeddedLanguages(id, code, theme)) await ensureLanguage(highlighter, embedded, theme);
  const loaded = await ensureLanguage(highlighter, id, theme);
  // The light and dark passes share one tokenization of the block.
  const shared = loaded && id !== 'text' ? shareTokenization(highlighter.getLanguage(id)) : undefined;
  try {
    return renderHtml({ highlighter, code, lang: loaded ? id : 'text', options, theme });
  } catch (e) {
    // A custom grammar Oniguruma cannot compile (a bad regex): the block is shown as plain text.
    if (!customLanguage(id, theme)) throw e;
    return renderHtml({ highlighter, code, lang: 'text', options, theme });
  } finally {
    shared?.release();
  }
}

/**
 * The notation transformers change a block only where it has a `[!code …]` comment or a token
 * holding whitespace then `//` (they split such a token at the `//` to look for one): for any other
 * block they are left out, their search of every token (a twentieth of a page's compile) unpaid.
 */
const NOTATION_TOUCHES = /\[!code|\s\/\//i;

const NOTATION = [
  transformerNotationDiff({ matchAlgorithm: 'v3' }),
  transformerNotationHighlight({ matchAlgorithm: 'v3' }),
  transformerNotationFocus({ matchAlgorithm: 'v3' }),
];

function renderHtml({
  highlighter,
  code,
  lang,
  options,
  theme,
}: {
  highlighter: HighlighterCore;
  code: string;
  lang: string;
  options: HighlightOptions;
  theme: CodeTheme;
}): string {
  const notation = NOTATION_TOUCHES.test(code) ? NOTATION : [];
  return highlighter.codeToHtml(code.replace(/\n$/, ''), {
    lang,
    themes: { light: theme.light, dark: theme.dark },
    defaultColor: false,
    // No time limit: on a busy machine the first use of a grammar (regexes compiled lazily) can
    // exceed it, and TextMate then lumps the rest of the line into one wrongly coloured token.
    // Output must not depend on machine load.
    tokenizeTimeLimit: 0,
    transformers: [
      ...notation,
      lineClassTransformer(options, theme.light !== DEFAULT_CODE_THEME.light || theme.dark !== DEFAULT_CODE_THEME.dark),
    ],
  });
}

/** Plain, escaped `<pre>` for code that must not be highlighted (mermaid source, say). */
export function plainCodeHtml(code: string, className = 'dg-plain'): string {
  return `<pre class="${escapeHtml(className)}"><code>${escapeHtml(code)}</code></pre>`;
}
