/** A JSON object as parsed JSON or YAML gives it: its keys and their values. */
export type Obj = Record<string, unknown>;

/**
 * True for an object that is neither null nor an array: a JSON object. The one definition, for
 * docs.json (config) and specs (openapi) alike.
 */
export function isObj(v: unknown): v is Obj {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}
