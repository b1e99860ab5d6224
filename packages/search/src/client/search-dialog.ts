// The search dialog: a real <dialog> with an ARIA combobox over a listbox of results, driven by
// Pagefind's browser API loaded on first open. No framework. Its shortcuts and buttons are wired
// apart (search-triggers.ts): themes bundle those and load this module on first use.
import { SEARCH_INDEX_EVENT } from './search-index-event.ts';

/** Options of the search dialog. */
export interface InitSearchOptions {
  /** Site base path (with trailing `/`); default `<html data-docsgen-base>`, else `/`. */
  base?: string;
  /** Input placeholder; default `<html data-docsgen-search-prompt>`, else `Search…`. */
  placeholder?: string;
  /** Most results shown; default 8. */
  limit?: number;
}

/** The search dialog's handle. */
export interface SearchDialog {
  /** Opens the dialog and focuses the input; `query` (typed before it opened) fills it and runs. */
  open(query?: string): void;
  /** Closes the dialog. */
  close(): void;
  /** True while the dialog is open. */
  isOpen(): boolean;
}

interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  locations?: number[];
}
interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  sub_results?: PagefindSubResult[];
}

/** The dialog's sentences; `<html data-docsgen-search-text>` (JSON, the page's language) overrides them. */
const ENGLISH = {
  search: 'Search',
  results: '{n} results',
  noResults: 'No results for “{query}”',
  searchUnavailable: 'Search is unavailable: the search index was not found.',
};

function dialogText(root: HTMLElement): typeof ENGLISH {
  try {
    return { ...ENGLISH, ...(JSON.parse(root.dataset.docsgenSearchText ?? '{}') as Partial<typeof ENGLISH>) };
  } catch {
    return ENGLISH;
  }
}

/** What one result shows: the page, and the heading inside it that matched best, if any. */
interface ResultView {
  url: string;
  title: string;
  heading?: string;
  section?: string;
  method?: string;
  path?: string;
  excerpt: string;
}
interface PagefindApi {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  /** Drops the loaded index; the next `options` and `init` load it again. */
  destroy?(): Promise<void>;
  mergeIndex(path: string, options?: Record<string, unknown>): Promise<void>;
  debouncedSearch(
    query: string,
    options?: { filters?: Record<string, string> },
    ms?: number,
  ): Promise<{ results: Array<{ data(): Promise<PagefindResultData> }> } | null>;
}

/**
 * The search dialog, created on its first opening: arrows move through results, Enter opens the
 * active one, Escape closes. Results are scoped to the page's language (`<html lang>`, and
 * `data-docsgen-language` when set) and version (`data-docsgen-version` on <html>). It binds no
 * shortcut itself: see `bindSearchTriggers`.
 */
export function createSearchDialog(options: InitSearchOptions = {}): SearchDialog {
  const root = document.documentElement;
  const text = dialogText(root);
  const base = normaliseBase(options.base ?? root.dataset.docsgenBase ?? '/');
  const limit = options.limit ?? 8;
  let ui: ReturnType<typeof createDialog> | undefined;
  let pagefind: Promise<PagefindApi> | undefined;
  // The dropping of an outdated index, which loading the new one waits for.
  let dropped: Promise<unknown> = Promise.resolve();
  // Bumped when the index changes: a query answered from the one before is not shown.
  let generation = 0;
  let opener: Element | null = null;
  let active = -1;
  let urls: string[] = [];

  const loadPagefind = () => {
    pagefind ??= dropped.then(() => loadPagefindApi(base));
    return pagefind;
  };

  const setActive = (index: number) => {
    if (ui) active = markActive(ui.list, ui.input, index);
  };

  const render = (results: ResultView[], query: string, total = results.length) => {
    if (!ui) return;
    ui.list.replaceChildren(...results.map((result, i) => resultOption(result, i)));
    urls = results.map((r) => r.url);
    ui.input.setAttribute('aria-expanded', String(results.length > 0));
    ui.status.textContent = statusText(text, total, query);
    setActive(results.length ? 0 : -1);
  };

  const run = async (query: string) => {
    if (!query.trim()) return render([], '');
    const asked = generation;
    try {
      const found = await search(await loadPagefind(), query, root, limit);
      // A newer query, or a newer index, superseded this one.
      if (found === null || ui?.input.value !== query || asked !== generation) return;
      render(found.results, query, found.total);
    } catch {
      if (ui && asked === generation) ui.status.textContent = text.searchUnavailable;
    }
  };

  // `docsgen dev` refreshed the index after this page loaded: the loaded one is dropped, and the
  // query showing (if any) runs again on the new one.
  addEventListener(SEARCH_INDEX_EVENT, () => {
    if (!pagefind) return;
    const outdated = pagefind;
    pagefind = undefined;
    generation++;
    dropped = outdated.then((api) => api.destroy?.()).catch(() => undefined);
    if (ui?.dialog.open && ui.input.value.trim()) void run(ui.input.value);
  });

  const open = (query = '') => {
    ui ??= createDialog(options.placeholder ?? root.dataset.docsgenSearchPrompt ?? 'Search…', text.search, {
      onInput: (value) => void run(value),
      onKey: (event) => {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          setActive(active + (event.key === 'ArrowDown' ? 1 : -1));
        } else if (event.key === 'Escape') {
          // A search input would only clear itself on the first Escape; one press closes here.
          event.preventDefault();
          close();
        } else if (event.key === 'Enter') {
          event.preventDefault();
          const url = urls[Math.max(active, 0)];
          if (url) window.location.assign(url);
        }
      },
      onHover: (index) => setActive(index),
      onClose: () => {
        if (opener instanceof HTMLElement) opener.focus();
      },
    });
    if (ui.dialog.open) return;
    opener = document.activeElement;
    ui.dialog.showModal();
    ui.input.focus();
    if (query) {
      ui.input.value = query;
      void run(query);
    } else ui.input.select();
    void loadPagefind().catch(() => undefined);
  };
  const close = () => ui?.dialog.close();

  return { open, close, isOpen: () => ui?.dialog.open === true };
}

/**
 * Marks option `index` of the results list active (wrapping around; -1 when there are none), points
 * the input at it and scrolls it into view; returns the active index.
 */
function markActive(list: HTMLElement, input: HTMLInputElement, index: number): number {
  const options = [...list.querySelectorAll<HTMLElement>('[role="option"]')];
  const active = options.length ? (index + options.length) % options.length : -1;
  for (const [i, option] of options.entries()) option.setAttribute('aria-selected', String(i === active));
  const current = options[active];
  if (current) {
    input.setAttribute('aria-activedescendant', current.id);
    current.scrollIntoView({ block: 'nearest' });
  } else input.removeAttribute('aria-activedescendant');
  return active;
}

/**
 * The first `limit` results for `query` in the page's language and version, and how many pages
 * matched in all; null when a newer query superseded it. Of Pagefind's first `2 × limit`, pages
 * whose title holds every word of the query come first, guides before endpoints (see {@link rankOf}).
 */
async function search(
  api: PagefindApi,
  query: string,
  root: HTMLElement,
  limit: number,
): Promise<{ results: ResultView[]; total: number } | null> {
  const filters: Record<string, string> = {};
  if (root.dataset.docsgenLanguage) filters.language = root.dataset.docsgenLanguage;
  if (root.dataset.docsgenVersion) filters.version = root.dataset.docsgenVersion;
  const found = await api.debouncedSearch(query, { filters }, 120);
  if (found === null) return null;
  const data = await Promise.all(found.results.slice(0, limit * 2).map((r) => r.data()));
  const words = queryWords(query);
  const ranked = data
    .map((d, i) => ({ view: resultView(d, words), rank: rankOf(d, words), i }))
    .sort((a, b) => a.rank - b.rank || a.i - b.i);
  return { results: ranked.slice(0, limit).map((r) => r.view), total: found.results.length };
}

/** The query's words, lower-cased, for matching titles. */
function queryWords(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** True when `text` holds every word (as a word start: "web" matches "Webhooks"). */
function holdsWords(text: string, words: string[]): boolean {
  const own = queryWords(text);
  return words.length > 0 && words.every((w) => own.some((o) => o.startsWith(w)));
}

/**
 * A result's place: pages titled exactly the query, then pages whose title holds it, then the rest
 * (the match sits in the text); at each step guides before endpoints (whose match sits in
 * parameters or responses). Pagefind's order within each.
 */
function rankOf(data: PagefindResultData, words: string[]): number {
  const title = data.meta.title ?? '';
  const named = queryWords(title).join(' ') === words.join(' ') ? 0 : holdsWords(title, words) ? 1 : 2;
  return named * 2 + (data.meta.method ? 1 : 0);
}

/** Pagefind's API from the site's index, with the other shards of a large site merged in. */
async function loadPagefindApi(base: string): Promise<PagefindApi> {
  const url = `${base}pagefind/pagefind.js`;
  const api = (await import(/* @vite-ignore */ url)) as PagefindApi;
  const settings = { baseUrl: base, excerptLength: 22 };
  await api.options(settings);
  await api.init();
  // A large site's index comes in shards (see searchShards): the first one's entry file (this
  // site's own output) lists the others, which join this instance and share its wasm.
  const entry = await (await fetch(`${base}pagefind/pagefind-entry.json`)).json();
  const shards: string[] = entry.docsgen_shards ?? [];
  await Promise.all(shards.map((shard) => api.mergeIndex(`${base}pagefind/${shard}`, settings)));
  return api;
}

/** The status line under the input: empty without a query, else the count of results or "no results". */
function statusText(text: typeof ENGLISH, count: number, query: string): string {
  if (!query) return '';
  if (count === 1 && text.results === ENGLISH.results) return '1 result';
  return count ? text.results.replace('{n}', String(count)) : text.noResults.replace('{query}', query);
}

function createDialog(
  placeholder: string,
  label: string,
  handlers: {
    onInput(value: string): void;
    onKey(event: KeyboardEvent): void;
    onHover(index: number): void;
    onClose(): void;
  },
) {
  const dialog = document.createElement('dialog');
  dialog.className = 'dg-search';
  dialog.setAttribute('aria-label', 'Search the documentation');
  const bar = element('div', 'dg-search__bar');
  bar.setAttribute('role', 'search');
  const input = document.createElement('input');
  input.className = 'dg-search__input';
  input.id = 'search-input';
  input.type = 'search';
  input.placeholder = placeholder;
  input.autocomplete = 'off';
  input.spellcheck = false;
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-label', label);
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-expanded', 'false');
  input.setAttribute('aria-controls', 'dg-search-results');
  const hint = element('kbd', 'dg-search__esc', 'Esc');
  hint.setAttribute('aria-hidden', 'true');
  bar.append(input, hint);
  const list = element('ul', 'dg-search__results');
  list.id = 'dg-search-results';
  list.setAttribute('role', 'listbox');
  list.setAttribute('aria-label', 'Search results');
  const status = element('p', 'dg-search__status');
  status.setAttribute('role', 'status');
  status.setAttribute('aria-live', 'polite');
  dialog.append(bar, list, status);
  document.body.append(dialog);

  input.addEventListener('input', () => handlers.onInput(input.value));
  input.addEventListener('keydown', (event) => handlers.onKey(event));
  list.addEventListener('mousemove', (event) => {
    const option = (event.target as Element).closest('[role="option"]');
    if (option) handlers.onHover(Number(option.getAttribute('data-index')));
  });
  // A click on the backdrop lands on the <dialog> itself, outside its content box.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener('close', () => handlers.onClose());
  return { dialog, input, list, status };
}

// Links to the page itself when its title holds the query or its top matched as much as any
// section; else straight to the heading whose section matched most.
function resultView(data: PagefindResultData, words: string[]): ResultView {
  const subs = data.sub_results ?? [];
  const hits = (sub: PagefindSubResult | undefined) => sub?.locations?.length ?? 0;
  const top = subs.find((sub) => !sub.url.includes('#'));
  const best = subs.filter((sub) => sub.url.includes('#')).sort((a, b) => hits(b) - hits(a))[0];
  const title = data.meta.title ?? data.url;
  const deep = best && best.title !== title && hits(best) > hits(top) && !holdsWords(title, words) ? best : undefined;
  return {
    url: deep?.url ?? data.url,
    title,
    heading: deep?.title,
    section: data.meta.section,
    method: data.meta.method,
    path: data.meta.path,
    excerpt: deep?.excerpt ?? data.excerpt,
  };
}

// The link itself is the option (its <li> is presentational): one interactive element per
// result, so middle-click and "open in new tab" still work.
function resultOption(result: ResultView, index: number): HTMLElement {
  const item = element('li', 'dg-search__result');
  item.setAttribute('role', 'none');
  const link = document.createElement('a');
  link.href = result.url;
  link.tabIndex = -1;
  link.id = `dg-search-option-${index}`;
  link.setAttribute('role', 'option');
  link.setAttribute('aria-selected', 'false');
  link.dataset.index = String(index);
  const title = element('span', 'dg-search__title');
  if (result.method) {
    const method = element('span', 'dg-search__method', result.method.toUpperCase());
    method.dataset.method = result.method.toLowerCase();
    title.append(method, ' ');
  }
  title.append(result.title);
  const head = element('span', 'dg-search__head');
  head.append(title);
  if (result.heading) head.append(element('span', 'dg-search__heading', ` › ${result.heading}`));
  link.append(head);
  if (result.section || result.path) {
    link.append(element('span', 'dg-search__section', [result.section, result.path].filter(Boolean).join(' · ')));
  }
  const excerpt = element('span', 'dg-search__excerpt');
  excerpt.append(...excerptNodes(result.excerpt));
  link.append(excerpt);
  item.append(link);
  return item;
}

// Pagefind excerpts are HTML with <mark> around hits. Rebuild them from text and <mark> only,
// so nothing else in an excerpt can ever become markup.
function excerptNodes(html: string): Node[] {
  const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
  const nodes: Node[] = [];
  for (const child of parsed.childNodes) {
    if (child.nodeName === 'MARK') nodes.push(element('mark', '', child.textContent ?? ''));
    else nodes.push(document.createTextNode(child.textContent ?? ''));
  }
  return nodes;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function normaliseBase(base: string): string {
  const withLead = base.startsWith('/') ? base : `/${base}`;
  return withLead.endsWith('/') ? withLead : `${withLead}/`;
}
