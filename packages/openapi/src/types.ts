import type { Diagnostic } from '@docsgen/diagnostics';
import type { CompiledPage, Frontmatter } from '@docsgen/html';

/** An endpoint reference as written in navigation `pages` or frontmatter: `[spec] METHOD /path` or `[spec] webhook name`. */
export interface EndpointRef {
  /** Spec file as written (may lack extension or have a leading slash); undefined when omitted. */
  spec?: string;
  /** Upper-case HTTP method for the fixed methods (GET, POST…), a non-fixed method exactly as written, or `WEBHOOK`. */
  method: string;
  /** Operation path (`/users/{id}`) or webhook name. */
  path: string;
}

/** One operation or webhook of a loaded spec, normalised. */
export interface OperationInfo {
  /** Upper-case method, or `WEBHOOK`. */
  method: string;
  /** Path as in the spec, or the webhook name. */
  path: string;
  /** operationId, if any. */
  operationId?: string;
  /** Summary, if any. */
  summary?: string;
  /** Description (Markdown), if any. */
  description?: string;
  /** Tags in order. */
  tags: string[];
  /** `x-hidden`: built but not listed. */
  hidden: boolean;
  /** `x-excluded`: skipped entirely. */
  excluded: boolean;
  /** `deprecated: true`. */
  deprecated: boolean;
  /** `x-mint.href` override, if any. */
  hrefOverride?: string;
  /** JSON pointer of `x-mint.href` in the spec, when it is set (for a diagnostic located there). */
  hrefPointer?: string;
  /** Title to show: `x-mint.metadata.title`, else summary, else generated from method and path (reference §2.5). */
  title: string;
  /**
   * True when the spec names no title (no `x-mint.metadata.title`, and no summary; a webhook's summary
   * does not count): its page is titled from its slug instead (endpointTitle, endpoint-title.ts).
   */
  untitled?: boolean;
  /** `x-mint.metadata.sidebarTitle`, if any; default none (the title is used). */
  sidebarTitle?: string;
  /** `x-mint.metadata` as written (title, tag, description…); default none. */
  metadata?: Record<string, unknown>;
  /** `x-mint.content`: extra MDX shown after the generated reference; default none. */
  content?: string;
  /** The key under `paths` (or `webhooks`) exactly as written, for looking the operation up in the document. */
  key: string;
}

/** Limits applied while loading a spec; every field has a safe default. */
export interface SpecLimits {
  /** Largest spec file (and each `$ref`'d file) in bytes; default 20 MB. */
  maxBytes?: number;
  /** Most JSON/YAML nodes in one file; default 1,000,000. */
  maxNodes?: number;
  /** Most YAML alias expansions in one file (yaml `maxAliasCount`); default 100. */
  maxAliasCount?: number;
  /** Most nodes of the spec once every `$ref` is replaced by what it names (cycles kept as links), all files together; default 10,000,000. */
  maxExpandedNodes?: number;
}

/** A loaded, dereferenced (cycle-safe) spec and its operations. */
export interface LoadedSpec {
  /** Docs-root-relative POSIX path of the spec file. */
  file: string;
  /** The parsed document (refs resolved where safe; cycles left as `$ref` objects). */
  document: Record<string, unknown>;
  /** Operations and webhooks in document order. */
  operations: OperationInfo[];
  /** Tag name → display label for grouping (`x-group`, tag summary, else name). */
  tagLabels: Map<string, string>;
  /**
   * A hash of the spec's text and of every file its `$ref`s name, read once by the loader: an
   * endpoint page's compile key reads it, so an edit to any of those files misses its cache.
   */
  hash: string;
  /** The bundled document (external files inlined, every `$ref` internal) that the `$ref`s left in place by cycles point into; default `document`. */
  raw?: Record<string, unknown>;
  /** Maps a JSON pointer inside the spec to its 1-based line and column, when known. */
  locate?: (pointer: string) => { line: number; column: number } | undefined;
}

/** All specs of a site, each loaded once, with lookup helpers. */
export interface OpenApiIndex {
  /** Loaded specs by docs-root-relative path. */
  specs: Map<string, LoadedSpec>;
  /** Problems found while loading (missing files, invalid specs, refused refs…). */
  diagnostics: Diagnostic[];
}

/** Where a spec was declared (a docs.json `openapi` field or a frontmatter key), for diagnostics. */
export interface SpecSource {
  /** The spec path as written (docs-root-relative; a leading `/` means the docs root). */
  source: string;
  /** File that declared it (docs-root-relative), e.g. `docs.json`. */
  file: string;
  /** 1-based line of the declaring field; default none. */
  line?: number;
  /** 1-based column of the declaring field; default none. */
  column?: number;
  /** JSON path of the declaring field, e.g. `navigation.tabs[1].openapi`; default none. */
  jsonPath?: string;
}

/** The page an API renderer returns: the compiled page type of @docsgen/html. */
export type ApiPage = CompiledPage;

/** Frontmatter keys an API page reads or sets (the rest kept as is). */
export type ApiPageFrontmatter = Frontmatter;
