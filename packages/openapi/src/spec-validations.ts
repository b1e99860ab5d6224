/** A problem schema validation found: where (JSON pointer) and what. */
export interface SpecProblem {
  pointer: string;
  message: string;
}

/**
 * What schema validation found for each bundled document, remembered across builds by the caller
 * (the build keeps it in its cache folder, salted with docsgen's version). Validating compiles the
 * OpenAPI schema with ajv first: a third of a second on every build that loads a spec, for the
 * same verdict while the spec is unchanged. Keys are hashes of the bundled document.
 */
export interface SpecValidations {
  /** The problems found for `key` before, or undefined when it was never validated. */
  get(key: string): Promise<SpecProblem[] | undefined>;
  /** Remembers the problems found for `key` (none: an empty list). */
  set(key: string, problems: SpecProblem[]): Promise<void>;
}
