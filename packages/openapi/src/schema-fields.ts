import { isObj, type Obj } from '@docsgen/diagnostics/is-obj';
import { ExpansionBudget } from './expansion-budget.ts';
import { pointerSegments } from './parse-spec-text.ts';

/** One field of a schema, ready to render (request body property, response property, parameter). */
export interface SchemaField {
  /** Property name; undefined for the root of a body or an array item. */
  name?: string;
  /** Type label: `string`, `integer`, `Plant[]`, `string | null`, `map<string, integer>`. */
  type: string;
  /** Listed in the parent's `required`. */
  required: boolean;
  /** `deprecated: true`. */
  deprecated: boolean;
  /** Description (Markdown), if any. */
  description?: string;
  /** `default`, if any. */
  defaultValue?: unknown;
  /** `enum` (or `const`) values, if any. */
  enumValues?: unknown[];
  /** Readable constraints: `format: uuid`, `>= 1`, `max length: 40`, `read-only`… */
  constraints: string[];
  /** Nested properties (of an object, or of an array's object items). */
  children: SchemaField[];
  /** `oneOf`/`anyOf` alternatives, each with its own nested fields. */
  variants?: Array<{ label: string; fields: SchemaField[]; type: string }>;
  /** Label of the variant kind: `one of` or `any of`. */
  variantKind?: string;
  /** Set when recursion was cut here: the schema name, for a link to where it is expanded. */
  recursive?: string;
  /** Name of the component schema this field's schema is (for the recursion anchor); default none. */
  schemaName?: string;
  /** Pills before the name (`x-mint.pre`); default none. */
  pre?: string[];
  /** Pills after the name: `api.params.post` keys' values, then `x-mint.post`; default none. */
  post?: string[];
}

/** How to walk a document's schemas. */
export interface SchemaWalk {
  /** The document that `$ref`s left by cycles point into (LoadedSpec.raw ?? document). */
  root: Obj;
  /** Component schema object → its name, to label `$ref` cut points and anchors. */
  names: Map<object, string>;
  /** `request` hides readOnly properties, `response` hides writeOnly ones. */
  direction: 'request' | 'response';
  /** Deepest nesting expanded before the rest is elided; default 8. */
  maxDepth?: number;
  /** docs.json `api.params.post`: schema keys whose values show as pills after each name; default none. */
  postKeys?: string[];
  /** The page's expansion budget, shared with its other walks; default a fresh one for this walk. */
  budget?: ExpansionBudget;
}

/** Spends one expanded node (reached through `ref`) from the walk's budget; throws ExpansionExceeded past it. */
function spend(walk: SchemaWalk, ref?: string, value?: unknown, node?: unknown): void {
  walk.budget ??= new ExpansionBudget(undefined, walk.names);
  walk.budget.spend(1, ref, isObj(node) ? node : undefined);
  if (value !== undefined) walk.budget.spendValue(value);
}

/** Pill texts of one value as Mintlify makes them: strings as is, `true` as the key, numbers, arrays one each. */
function pillTexts(key: string, value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap((v) => (Array.isArray(v) ? [] : pillTexts(key, v)));
  if (value === true) return [key];
  if (typeof value === 'number') return [String(value)];
  return typeof value === 'string' && value !== '' ? [value] : [];
}

/** `x-mint.pre` and, after `api.params.post`'s keys, `x-mint.post` of a schema. */
export function pillsOf(schema: Obj, postKeys: string[] | undefined): { pre?: string[]; post?: string[] } {
  const mint = isObj(schema['x-mint']) ? schema['x-mint'] : {};
  const pre = pillTexts('', Array.isArray(mint.pre) ? mint.pre : []);
  const post = [
    ...(postKeys ?? []).flatMap((key) => pillTexts(key, schema[key])),
    ...pillTexts('', Array.isArray(mint.post) ? mint.post : []),
  ];
  return { ...(pre.length > 0 ? { pre } : {}), ...(post.length > 0 ? { post } : {}) };
}

/** Component schema objects by identity → name (3.x `components.schemas`, 2.0 `definitions`). */
export function schemaNames(...documents: Obj[]): Map<object, string> {
  const names = new Map<object, string>();
  for (const doc of documents) {
    const comps = isObj(doc.components) && isObj(doc.components.schemas) ? doc.components.schemas : {};
    const defs = isObj(doc.definitions) ? doc.definitions : {};
    for (const [name, schema] of [...Object.entries(comps), ...Object.entries(defs)]) {
      if (isObj(schema) && !names.has(schema)) names.set(schema, name);
    }
  }
  return names;
}

/** The object a local `$ref` points at, or undefined. */
export function resolvePointer(root: Obj, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined;
  let node: unknown = root;
  for (const seg of pointerSegments(ref)) {
    if (Array.isArray(node)) node = node[Number(seg)];
    else if (isObj(node)) node = node[seg];
    else return undefined;
  }
  return node;
}

/** Last segment of a `$ref`, as a readable schema name. */
export function refName(ref: string): string {
  const segs = pointerSegments(ref);
  return segs[segs.length - 1] || 'schema';
}

function mergeAllOf(schema: Obj, walk: SchemaWalk, seen: Set<unknown>): Obj {
  if (!Array.isArray(schema.allOf)) return schema;
  const merged: Obj = { ...schema };
  delete merged.allOf;
  const props: Obj = {};
  const required = new Set<string>(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  for (const rawPart of schema.allOf) {
    let part = rawPart;
    let inner = seen;
    if (isObj(part) && typeof part.$ref === 'string') {
      if (seen.has(part.$ref)) continue;
      spend(walk, part.$ref);
      inner = new Set(seen).add(part.$ref);
      part = resolvePointer(walk.root, part.$ref);
    } else spend(walk, undefined, undefined, part);
    if (!isObj(part)) continue;
    const flat = mergeAllOf(part, walk, inner);
    for (const [k, v] of Object.entries(flat)) {
      if (k === 'properties' && isObj(v)) Object.assign(props, v);
      else if (k === 'required' && Array.isArray(v)) for (const r of v) required.add(String(r));
      else if (!(k in merged)) merged[k] = v;
    }
  }
  if (isObj(schema.properties)) Object.assign(props, schema.properties);
  if (Object.keys(props).length > 0) merged.properties = props;
  if (required.size > 0) merged.required = [...required];
  if (merged.type === undefined && merged.properties) merged.type = 'object';
  return merged;
}

function baseType(schema: Obj): string {
  const t = schema.type;
  const types = Array.isArray(t) ? t.map(String) : typeof t === 'string' ? [t] : [];
  if (schema.nullable === true && !types.includes('null')) types.push('null');
  if (types.length === 0) {
    if (isObj(schema.properties) || schema.additionalProperties !== undefined) return 'object';
    if (schema.items !== undefined) return 'array';
    if (schema.const !== undefined) return typeof schema.const;
    if (Array.isArray(schema.enum) && schema.enum.length > 0) return typeof schema.enum[0];
    return 'any';
  }
  return types.join(' | ');
}

/** A type label for a schema, naming arrays `T[]` and maps `map<string, T>`. */
export function typeLabel(input: unknown, walk: SchemaWalk, depth = 0): string {
  spend(walk, undefined, undefined, input);
  if (!isObj(input) || depth > 4) return 'any';
  if (typeof input.$ref === 'string') return refName(input.$ref);
  const schema = mergeAllOf(input, walk, new Set());
  const name = walk.names.get(input);
  const variants = (schema.oneOf ?? schema.anyOf) as unknown;
  if (Array.isArray(variants) && schema.type === undefined) {
    return variants
      .map((v) => (isObj(v) && typeof v.title === 'string' ? v.title : typeLabel(v, walk, depth + 1)))
      .join(' | ');
  }
  const type = baseType(schema);
  if (type.startsWith('array')) {
    const item = typeLabel(schema.items, walk, depth + 1);
    const rest = type.slice('array'.length);
    return `${item.includes(' ') ? `(${item})` : item}[]${rest}`;
  }
  if (type === 'object' && name) return name;
  if (type === 'object' && isObj(schema.additionalProperties) && !isObj(schema.properties)) {
    return `map<string, ${typeLabel(schema.additionalProperties, walk, depth + 1)}>`;
  }
  return type;
}

function constraintsOf(schema: Obj, direction: SchemaWalk['direction']): string[] {
  const out: string[] = [];
  const num = (k: string) => (typeof schema[k] === 'number' ? (schema[k] as number) : undefined);
  if (typeof schema.format === 'string') out.push(`format: ${schema.format}`);
  const min = num('minimum');
  const max = num('maximum');
  const exMin = schema.exclusiveMinimum;
  const exMax = schema.exclusiveMaximum;
  if (typeof exMin === 'number') out.push(`> ${exMin}`);
  else if (min !== undefined) out.push(exMin === true ? `> ${min}` : `>= ${min}`);
  if (typeof exMax === 'number') out.push(`< ${exMax}`);
  else if (max !== undefined) out.push(exMax === true ? `< ${max}` : `<= ${max}`);
  if (num('multipleOf') !== undefined) out.push(`multiple of ${num('multipleOf')}`);
  if (num('minLength') !== undefined) out.push(`min length: ${num('minLength')}`);
  if (num('maxLength') !== undefined) out.push(`max length: ${num('maxLength')}`);
  if (typeof schema.pattern === 'string') out.push(`pattern: ${schema.pattern}`);
  if (num('minItems') !== undefined) out.push(`min items: ${num('minItems')}`);
  if (num('maxItems') !== undefined) out.push(`max items: ${num('maxItems')}`);
  if (schema.uniqueItems === true) out.push('unique items');
  if (num('minProperties') !== undefined) out.push(`min properties: ${num('minProperties')}`);
  if (num('maxProperties') !== undefined) out.push(`max properties: ${num('maxProperties')}`);
  if (schema.readOnly === true && direction === 'response') out.push('read-only');
  if (schema.writeOnly === true && direction === 'request') out.push('write-only');
  if (schema.example !== undefined) out.push(`example: ${JSON.stringify(schema.example)}`);
  return out;
}

/**
 * Turns a schema into fields: allOf merged, oneOf/anyOf as variants, arrays unwrapped to their items'
 * properties, cycles (the `$ref`s swagger-parser leaves in place) cut with the schema's name, depth capped.
 */
export function schemaToField(
  input: unknown,
  walk: SchemaWalk,
  at: { name?: string; required?: boolean } = {},
  depth = 0,
  seen: Set<unknown> = new Set(),
): SchemaField {
  const field: SchemaField = {
    type: 'any',
    required: at.required === true,
    deprecated: false,
    constraints: [],
    children: [],
  };
  if (at.name !== undefined) field.name = at.name;
  spend(walk, isObj(input) && typeof input.$ref === 'string' ? input.$ref : undefined, undefined, input);
  if (!isObj(input)) return field;
  if (typeof input['x-docsgen-unresolved-ref'] === 'string') {
    field.type = 'unresolved';
    field.description = `Unresolved reference \`${input['x-docsgen-unresolved-ref']}\`.`;
    return field;
  }
  if (typeof input.$ref === 'string') {
    // swagger-parser leaves in place every $ref that leads to a cycle, not only the cycle itself:
    // expand it unless it is an ancestor of this field, where the recursion is cut with a link.
    const target = resolvePointer(walk.root, input.$ref);
    if (isObj(target) && !seen.has(input.$ref) && !seen.has(target)) {
      return schemaToField(target, walk, at, depth, new Set(seen).add(input.$ref));
    }
    field.recursive = (isObj(target) && walk.names.get(target)) || refName(input.$ref);
    field.type = field.recursive;
    if (isObj(target) && typeof target.description === 'string') field.description = target.description;
    return field;
  }
  const name = walk.names.get(input);
  if (name) field.schemaName = name;
  if (seen.has(input)) {
    field.recursive = name ?? 'schema';
    field.type = typeLabel(input, walk);
    return field;
  }
  const schema = mergeAllOf(input, walk, seen);
  field.type = typeLabel(input, walk);
  field.deprecated = schema.deprecated === true;
  if (typeof schema.description === 'string') field.description = schema.description;
  else if (typeof schema.title === 'string' && at.name !== undefined) field.description = schema.title;
  // Values shown as they are: counted, as a `$ref` inside them may have multiplied them.
  for (const value of [schema.default, schema.enum, schema.const, schema.example]) {
    if (value !== undefined) spend(walk, undefined, value);
  }
  if (schema.default !== undefined) field.defaultValue = schema.default;
  if (Array.isArray(schema.enum)) field.enumValues = schema.enum;
  else if (schema.const !== undefined) field.enumValues = [schema.const];
  field.constraints = constraintsOf(schema, walk.direction);
  Object.assign(field, pillsOf(schema, walk.postKeys));
  if (depth >= (walk.maxDepth ?? 8)) return field;
  const inner = new Set(seen).add(input);
  // Arrays show their items' structure directly under the array field.
  const body = bodyOf({ schema, field, walk, seen, inner });
  if (body) addChildren({ field, body, walk, depth, inner });
  return field;
}

// What a field's children come from: the schema, or an array's items (undefined when they are an
// ancestor of the field: `field.recursive` names them).
function bodyOf({
  schema,
  field,
  walk,
  seen,
  inner,
}: {
  schema: Obj;
  field: SchemaField;
  walk: SchemaWalk;
  seen: Set<unknown>;
  inner: Set<unknown>;
}): Obj | undefined {
  let body: Obj = schema;
  if (baseType(schema).startsWith('array') && isObj(schema.items)) {
    let items: Obj = schema.items;
    if (typeof items.$ref === 'string') {
      const target = resolvePointer(walk.root, items.$ref);
      if (!isObj(target) || seen.has(items.$ref) || seen.has(target)) {
        field.recursive = (isObj(target) && walk.names.get(target)) || refName(items.$ref);
        return undefined;
      }
      inner.add(items.$ref);
      items = target;
    }
    if (seen.has(items)) {
      field.recursive = walk.names.get(items) ?? 'schema';
      return undefined;
    }
    inner.add(items);
    body = mergeAllOf(items, walk, inner);
    if (walk.names.get(items)) field.schemaName = walk.names.get(items)!;
  }
  return body;
}

// The field's children: properties (read-only ones left out of requests, write-only ones out of
// responses), `additionalProperties` as `{key}`, oneOf/anyOf as variants.
function addChildren({
  field,
  body,
  walk,
  depth,
  inner,
}: {
  field: SchemaField;
  body: Obj;
  walk: SchemaWalk;
  depth: number;
  inner: Set<unknown>;
}): void {
  if (isObj(body.properties)) {
    const required = new Set(Array.isArray(body.required) ? body.required.map(String) : []);
    for (const [prop, sub] of Object.entries(body.properties)) {
      if (isObj(sub) && walk.direction === 'request' && sub.readOnly === true) continue;
      if (isObj(sub) && walk.direction === 'response' && sub.writeOnly === true) continue;
      field.children.push(schemaToField(sub, walk, { name: prop, required: required.has(prop) }, depth + 1, inner));
    }
  }
  if (isObj(body.additionalProperties) && !isObj(body.properties)) {
    const sub = schemaToField(body.additionalProperties, walk, { name: '{key}' }, depth + 1, inner);
    if (sub.children.length > 0 || sub.variants) field.children.push(sub);
  }
  const kind = Array.isArray(body.oneOf) ? 'oneOf' : Array.isArray(body.anyOf) ? 'anyOf' : undefined;
  if (kind) {
    field.variantKind = kind === 'oneOf' ? 'one of' : 'any of';
    field.variants = (body[kind] as unknown[]).map((variant, i) => {
      const sub = schemaToField(variant, walk, {}, depth + 1, inner);
      const label =
        (isObj(variant) && typeof variant.title === 'string' && variant.title) ||
        (isObj(variant) && walk.names.get(variant)) ||
        (sub.type !== 'object' ? sub.type : `Option ${i + 1}`);
      const fields = sub.children.length > 0 || sub.variants ? sub.children : [];
      return { label, type: sub.type, fields: sub.variants ? [sub] : fields };
    });
  }
}
