// Build-time highlighting with Shiki core and the Oniguruma (WebAssembly) engine, which tokenized
// the benchmark corpus twice as fast as the JavaScript regex engine (5.9 vs 11.9 ms a block). Languages load on first
// use and stay loaded for the process (a worker highlights many pages); results are memoised by
// (lang, code, options) because docs repeat the same snippets across pages.
import { transformerNotationDiff, transformerNotationFocus, transformerNotationHighlight } from '@shikijs/transformers';
import { createHighlighterCore, type HighlighterCore, type ShikiTransformer } from 'shiki/core';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { bundledLanguages, bundledLanguagesInfo } from 'shiki/langs';
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

const LIGHT_THEME = 'github-light';
const DARK_THEME = 'github-dark';
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
// Blocks are highlighted one after another so a grammar never loads mid-tokenization.
let queue: Promise<unknown> = Promise.resolve();
const loading = new Map<string, Promise<boolean>>();
const cache = new Map<string, string>();

function getHighlighter(): Promise<HighlighterCore> {
  highlighterPromise ??= createHighlighterCore({
    themes: [import('shiki/themes/github-light.mjs'), import('shiki/themes/github-dark.mjs')],
    langs: [],
    engine: createOnigurumaEngine(import('shiki/wasm')),
  });
  return highlighterPromise;
}

/** The Shiki language id for a fence language (aliases resolved), or undefined when Shiki has none. */
export function resolveLanguage(lang: string): string | undefined {
  const id = lang.trim().toLowerCase();
  if (PLAIN.has(id)) return 'text';
  return Object.hasOwn(bundledLanguages, id) ? id : undefined;
}

/** A fence language's display name (`js` → `JavaScript`), or undefined when Shiki has none. */
export function languageName(lang: string): string | undefined {
  const id = resolveLanguage(lang);
  if (id === undefined || id === 'text') return undefined;
  return bundledLanguagesInfo.find((info) => info.id === id || info.aliases?.includes(id))?.name;
}

async function ensureLanguage(highlighter: HighlighterCore, id: string): Promise<boolean> {
  if (id === 'text') return true;
  let pending = loading.get(id);
  if (!pending) {
    const load = bundledLanguages[id as keyof typeof bundledLanguages];
    pending = load
      ? highlighter.loadLanguage(load()).then(
          () => {
            // The first tokenization with a fresh grammar colours the first theme wrongly
            // (one token per line); pay it on a throwaway line.
            highlighter.codeToHtml('x = 1', {
              lang: id,
              themes: { light: LIGHT_THEME, dark: DARK_THEME },
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

const reachable = new Map<string, Promise<string[]>>();

/** Every language `id`'s grammar embeds, eagerly or lazily, and what those embed in turn, sorted. */
function embeddedLanguages(id: string): Promise<string[]> {
  let found = reachable.get(id);
  if (!found) {
    found = (async () => {
      const seen = new Set([id]);
      const queue = [id];
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
        const load = bundledLanguages[next as keyof typeof bundledLanguages];
        for (const grammar of load ? (await load()).default : []) {
          for (const lang of [...(grammar.embeddedLangs ?? []), ...(grammar.embeddedLangsLazy ?? [])]) {
            if (!seen.has(lang)) {
              seen.add(lang);
              queue.push(lang);
            }
          }
        }
      }
      seen.delete(id);
      return [...seen].sort();
    })();
    reachable.set(id, found);
  }
  return found;
}

function lineClassTransformer(options: HighlightOptions): ShikiTransformer {
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
    },
  };
}

/**
 * Returns `<pre class="shiki ...">…</pre>` HTML for `code` in language `lang`, with light and dark
 * colours as CSS variables (`--shiki-light`, `--shiki-dark`). Unknown languages render as plain
 * text (check with {@link resolveLanguage} to warn). Notation comments (`[!code ++]`, `[!code --]`,
 * `[!code highlight]`, `[!code focus]`) are applied and removed. `store`: the highlight store of the
 * page asking (see {@link HighlightStore}), read when the block is not in memory and told of it;
 * default none.
 */
export async function highlightCode(
  code: string,
  lang: string,
  options: HighlightOptions = {},
  store?: HighlightStore,
): Promise<string> {
  const id = resolveLanguage(lang) ?? 'text';
  const key = `${id}\u0000${JSON.stringify(options)}\u0000${code}`;
  let html = cache.get(key) ?? store?.get(key);
  if (html === undefined) {
    const run = queue.then(() => highlightNow(code, id, options));
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

async function highlightNow(code: string, id: string, options: HighlightOptions): Promise<string> {
  const highlighter = await getHighlighter();
  const loaded = await ensureLanguage(highlighter, id);
  // Languages a grammar embeds lazily (code fences and JSX in Markdown/MDX, `<script lang>` in
  // Vue…) colour a block only when loaded: loading all those its grammar can reach first makes the
  // block's HTML the same whatever pages this process highlighted before.
  if (loaded) for (const embedded of await embeddedLanguages(id)) await ensureLanguage(highlighter, embedded);
  // The light and dark passes share one tokenization of the block.
  const shared = loaded && id !== 'text' ? shareTokenization(highlighter.getLanguage(id)) : undefined;
  try {
    return renderHtml(highlighter, code, loaded ? id : 'text', options);
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

function renderHtml(highlighter: HighlighterCore, code: string, lang: string, options: HighlightOptions): string {
  const notation = NOTATION_TOUCHES.test(code) ? NOTATION : [];
  return highlighter.codeToHtml(code.replace(/\n$/, ''), {
    lang,
    themes: { light: LIGHT_THEME, dark: DARK_THEME },
    defaultColor: false,
    // No time limit: on a busy machine the first use of a grammar (regexes compiled lazily) can
    // exceed it, and TextMate then lumps the rest of the line into one wrongly coloured token.
    // Output must not depend on machine load.
    tokenizeTimeLimit: 0,
    transformers: [...notation, lineClassTransformer(options)],
  });
}

/** Plain, escaped `<pre>` for code that must not be highlighted (mermaid source, say). */
export function plainCodeHtml(code: string, className = 'dg-plain'): string {
  return `<pre class="${escapeHtml(className)}"><code>${escapeHtml(code)}</code></pre>`;
}
