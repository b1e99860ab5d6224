import MiniSearch from 'minisearch';

/** A document for in-process search (the MCP server, and the benchmark). */
export interface TextSearchDoc {
  /** Route URL without base, the document id. */
  url: string;
  /** Page title. */
  title: string;
  /** Searchable body: the page's Markdown or plain text. */
  text: string;
  /** Page description; default none. */
  description?: string;
  /** Section trail shown with a hit; default none. */
  section?: string;
  /** Language code; default none (a document without one matches every language filter). */
  language?: string;
  /** Version label; default none. */
  version?: string;
  /** Endpoint method; default none. */
  method?: string;
  /** Endpoint path; default none. */
  path?: string;
  /** Frontmatter keywords; default none. */
  keywords?: string[];
  /** Relevance multiplier; default 1. */
  boost?: number;
}

/** One search hit. */
export interface TextSearchHit {
  url: string;
  title: string;
  section?: string;
  description?: string;
  method?: string;
  path?: string;
  language?: string;
  version?: string;
  /** Relevance score (higher is better). */
  score: number;
  /** A short passage around the first match. */
  snippet: string;
}

/** Filters and limit of a query. */
export interface TextSearchOptions {
  /** Only documents in this language; default any. */
  language?: string;
  /** Only documents of this version (unversioned documents always match); default any. */
  version?: string;
  /** Most hits returned; default 10. */
  limit?: number;
}

/** An in-memory full-text index over pages. */
export interface TextSearch {
  /** Runs a query: prefix and light fuzzy matching, title and keywords weighted above the body. */
  search(query: string, options?: TextSearchOptions): TextSearchHit[];
  /** Number of documents indexed. */
  size: number;
}

/**
 * Longest query {@link TextSearch.search} is meant for, in characters: a few sentences. Callers
 * that take queries from outside (the MCP server) refuse longer ones with this figure.
 */
export const MAX_QUERY_LENGTH = 1_000;

/**
 * Longest term matched fuzzily. MiniSearch's fuzzy match fills an edit-distance table of about
 * (length + 1) × (length + distance) bytes, so an unbounded term costs memory with the square of
 * its length (a 20,000-character word took 460 MB); words longer than any real word are matched
 * exactly and by prefix only, which costs memory linear in the query.
 */
const MAX_FUZZY_TERM_LENGTH = 32;

/** Builds a MiniSearch index over the documents (MiniSearch is imported here only). */
export function createTextSearch(docs: TextSearchDoc[]): TextSearch {
  const byUrl = new Map(docs.map((doc) => [doc.url, doc]));
  const index = new MiniSearch<TextSearchDoc>({
    idField: 'url',
    fields: ['title', 'keywords', 'description', 'path', 'text'],
    extractField: (doc, field) => {
      const value = doc[field as keyof TextSearchDoc];
      return Array.isArray(value) ? value.join(' ') : value === undefined ? '' : String(value);
    },
    searchOptions: {
      boost: { title: 4, keywords: 3, path: 2, description: 1.5 },
      prefix: (term) => term.length >= 3,
      fuzzy: (term) => (term.length >= 5 && term.length <= MAX_FUZZY_TERM_LENGTH ? 0.15 : false),
      combineWith: 'AND',
      boostDocument: (id) => byUrl.get(String(id))?.boost ?? 1,
    },
  });
  index.addAll([...byUrl.values()]);
  return {
    size: byUrl.size,
    search(query, options = {}) {
      const filter = (result: { id: unknown }) => {
        const doc = byUrl.get(String(result.id));
        if (!doc) return false;
        if (options.language && doc.language && doc.language !== options.language) return false;
        if (options.version && doc.version && doc.version !== options.version) return false;
        return true;
      };
      let results = index.search(query, { filter });
      // All terms first; when nothing has every term, fall back to any term.
      if (results.length === 0) results = index.search(query, { filter, combineWith: 'OR' });
      return results.slice(0, options.limit ?? 10).map((result) => {
        const doc = byUrl.get(String(result.id)) as TextSearchDoc;
        return {
          url: doc.url,
          title: doc.title,
          section: doc.section,
          description: doc.description,
          method: doc.method,
          path: doc.path,
          language: doc.language,
          version: doc.version,
          score: Math.round(result.score * 1000) / 1000,
          snippet: snippetOf(doc.text, result.terms),
        };
      });
    },
  };
}

function snippetOf(text: string, terms: string[], width = 220): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const lower = flat.toLowerCase();
  const positions = terms.map((t) => lower.indexOf(t.toLowerCase())).filter((i) => i >= 0);
  const at = positions.length ? Math.min(...positions) : 0;
  const start = Math.max(0, at - width / 3);
  const slice = flat.slice(start, start + width);
  return `${start > 0 ? '…' : ''}${slice}${start + width < flat.length ? '…' : ''}`;
}
