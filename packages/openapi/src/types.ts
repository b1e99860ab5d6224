import type { Diagnostic } from '@docsgen/diagnostics';

/** An endpoint reference as written in navigation `pages` or frontmatter: `[spec] METHOD /path` or `[spec] webhook name`. */
export interface EndpointRef {
  /** Spec file as written (may lack extension or have a leading slash); undefined when omitted. */
  spec?: string;
  /** Upper-case HTTP method, or `WEBHOOK`. */
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
  /** Title to show: summary, else generated from method and path (reference §2.5). */
  title: string;
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
}

/** All specs of a site, each loaded once, with lookup helpers. */
export interface OpenApiIndex {
  /** Loaded specs by docs-root-relative path. */
  specs: Map<string, LoadedSpec>;
  /** Problems found while loading (missing files, invalid specs, refused refs…). */
  diagnostics: Diagnostic[];
}
