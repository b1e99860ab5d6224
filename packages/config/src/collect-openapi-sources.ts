import type { DocsConfig } from './config-schema.ts';
import { joinJsonPath } from './json-path.ts';
import type { OpenApiValue } from './navigation-schema.ts';
import type { SourceMap } from './source-location.ts';

/** One `openapi` source as declared, with where it was declared. */
export interface DeclaredOpenApiSource {
  /** Spec path (docs-root-relative, leading `/` and `./` removed) or URL as written. */
  source: string;
  /** `directory` of the `{source, directory}` form; default none (endpoint slugs use `api-reference`). */
  directory?: string;
  /** File that declares it (docs.json or a `$ref` file); default `docs.json` when unknown. */
  file: string;
  /** 1-based line of the declaration. */
  line?: number;
  /** 1-based column of the declaration. */
  column?: number;
  /** JSON path of the declaration, e.g. `navigation.tabs[2].openapi`. */
  jsonPath: string;
}

/** A normalised `openapi` entry: `{source, directory?}`. */
export interface OpenApiEntry {
  /** Spec path without a leading `/` or `./` (URLs kept as written). */
  source: string;
  /** Folder for generated endpoint slugs; default none (`api-reference`). */
  directory?: string;
}

/** Flattens every form of an `openapi` value (string, list, `{source, directory}`) to entries. */
export function normalizeOpenApiValue(value: OpenApiValue | undefined): OpenApiEntry[] {
  if (value === undefined) return [];
  const list = Array.isArray(value) ? value : [value];
  return list.map((v) =>
    typeof v === 'string'
      ? { source: normalizeSpecPath(v) }
      : { source: normalizeSpecPath(v.source), ...(v.directory !== undefined ? { directory: v.directory } : {}) },
  );
}

/** Removes a leading `./` or `/` from a relative spec path; URLs are kept as written. */
export function normalizeSpecPath(source: string): string {
  const s = source.trim();
  if (/^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(s)) return s;
  return s.replace(/^(\.\/|\/)+/, '');
}

/**
 * Every `openapi` value anywhere in the configuration (`api.openapi` and any navigation element),
 * in document order, each located at its declaring field, so that the OpenAPI index can be
 * loaded once before navigation is resolved.
 */
export function collectOpenApiSources(config: DocsConfig, map?: SourceMap): DeclaredOpenApiSource[] {
  const out: DeclaredOpenApiSource[] = [];
  const add = (value: OpenApiValue | undefined, jsonPath: string) => {
    if (value === undefined) return;
    const loc = map?.get(jsonPath)?.value;
    const entries = normalizeOpenApiValue(value);
    entries.forEach((entry, i) => {
      const entryPath = Array.isArray(value) ? joinJsonPath(jsonPath, i) : jsonPath;
      const at = map?.get(entryPath)?.value ?? loc;
      out.push({ ...entry, file: at?.file ?? 'docs.json', line: at?.line, column: at?.column, jsonPath: entryPath });
    });
  };
  add(config.api?.openapi, 'api.openapi');
  // Iterative walk in document order (a stack of entries pushed in reverse).
  const stack: Array<[unknown, string]> = [[config.navigation, 'navigation']];
  while (stack.length) {
    const [node, path] = stack.pop()!;
    if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) stack.push([node[i], joinJsonPath(path, i)]);
    } else if (node && typeof node === 'object') {
      const obj = node as Record<string, unknown>;
      if (obj.openapi !== undefined) add(obj.openapi as OpenApiValue, joinJsonPath(path, 'openapi'));
      const keys = Object.keys(obj).filter((k) => typeof obj[k] === 'object' && k !== 'openapi');
      for (let i = keys.length - 1; i >= 0; i--) stack.push([obj[keys[i]!], joinJsonPath(path, keys[i]!)]);
    }
  }
  return out;
}
