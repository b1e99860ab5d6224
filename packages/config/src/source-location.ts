/** Where a JSON value (or key) sits in a file. */
export interface SourceLocation {
  /** File relative to the docs root, POSIX separators. */
  file: string;
  /** 0-based offset of the first character. */
  offset: number;
  /** Length in characters. */
  length: number;
  /** 1-based line. */
  line: number;
  /** 1-based column. */
  column: number;
}

/** Location of one JSON path: its value and, for object members, its key. */
export interface PathLocation {
  /** The value. */
  value: SourceLocation;
  /** The property key, when the value is an object member. */
  key?: SourceLocation;
}

/** JSON path (as printed in diagnostics) to its location; a `$ref` file's values keep their own file. */
export type SourceMap = Map<string, PathLocation>;

/** The diagnostic fields (file, line, column, length, jsonPath) for a path, or just the path when unknown. */
export function locationOf(
  map: SourceMap | undefined,
  jsonPath: string,
  which: 'value' | 'key' = 'value',
): { file?: string; line?: number; column?: number; length?: number; jsonPath: string } {
  const entry = map?.get(jsonPath);
  const loc = entry ? (which === 'key' ? (entry.key ?? entry.value) : entry.value) : undefined;
  if (!loc) return { jsonPath };
  return { file: loc.file, line: loc.line, column: loc.column, length: Math.max(1, loc.length), jsonPath };
}
