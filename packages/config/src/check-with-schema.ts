import { type Diagnostic, didYouMean, error, warning } from '@docsgen/diagnostics';
import type { z } from 'zod';
import { joinJsonPath } from './json-path.ts';
import { locationOf, type SourceMap } from './source-location.ts';

/** Result of {@link checkWithSchema}. */
export interface SchemaCheck<T> {
  /** The parsed value with unknown keys stripped; undefined when the value is invalid. */
  value: T | undefined;
  /** Unknown keys (warnings) and invalid values (errors), located. */
  diagnostics: Diagnostic[];
}

type Issue = z.core.$ZodIssue;
type Segment = PropertyKey;

/**
 * Validates one value with a zod schema and turns the issues into located diagnostics.
 * Unknown keys of strict objects become warnings ("did you mean"), are stripped, and the value is
 * parsed again so that a stray key never costs the user a whole setting. For a union, only the
 * branch that got furthest is reported, instead of one block per branch.
 */
export function checkWithSchema<T>(
  schema: z.ZodType<T>,
  value: unknown,
  jsonPath: string,
  map?: SourceMap,
): SchemaCheck<T> {
  const first = schema.safeParse(value);
  if (first.success) return { value: first.data, diagnostics: [] };
  const diagnostics: Diagnostic[] = [];
  const unknown: Segment[][] = [];
  for (const issue of flattenIssues(first.error.issues)) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const path = [...issue.path, key];
        unknown.push(path);
        const known = knownKeysAt(schema, issue.path, value).filter((k) => k !== key);
        const otherForm = known.length < knownKeysAt(schema, issue.path, value).length;
        const hint = otherForm
          ? `\`${key}\` belongs to another form of this setting and cannot be mixed with the keys used here.`
          : didYouMean(key, known);
        diagnostics.push(
          warning(
            'config/unknown-key',
            `Unknown key \`${key}\` in \`${printPath(jsonPath, issue.path) || 'docs.json'}\`; it is ignored.`,
            {
              ...locationOf(map, printPath(jsonPath, path), 'key'),
              hint: hint || (known.length ? `Known keys here: ${known.map((k) => `\`${k}\``).join(', ')}.` : undefined),
            },
          ),
        );
      }
    } else {
      diagnostics.push(issueToDiagnostic(issue, value, jsonPath, map));
    }
  }
  if (diagnostics.some((d) => d.severity === 'error')) return { value: undefined, diagnostics };
  const stripped = stripPaths(value, unknown);
  const second = schema.safeParse(stripped);
  if (second.success) return { value: second.data, diagnostics };
  // Stripping exposed further problems (rare: a union branch now matches differently); report them.
  for (const issue of flattenIssues(second.error.issues))
    diagnostics.push(issueToDiagnostic(issue, stripped, jsonPath, map));
  return { value: undefined, diagnostics };
}

/** Replaces each union failure by the issues of the branch that matched deepest. */
function flattenIssues(issues: readonly Issue[], prefix: Segment[] = []): Issue[] {
  const out: Issue[] = [];
  for (const issue of issues) {
    const path = [...prefix, ...issue.path];
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      const best = [...issue.errors].sort((a, b) => score(b) - score(a))[0]!;
      out.push(...flattenIssues(best, path));
    } else {
      out.push({ ...issue, path } as Issue);
    }
  }
  return out;
}

// A branch that failed only on unknown keys or deep inside the value is the one the user meant.
function score(branch: readonly Issue[]): number {
  if (branch.every((i) => i.code === 'unrecognized_keys')) return 1000;
  const typeAtRoot = branch.some((i) => i.code === 'invalid_type' && i.path.length === 0);
  return (typeAtRoot ? 0 : 100) + Math.max(0, ...branch.map((i) => i.path.length)) * 10 - branch.length;
}

function issueToDiagnostic(issue: Issue, root: unknown, jsonPath: string, map?: SourceMap): Diagnostic {
  const path = printPath(jsonPath, issue.path);
  const found = valueAt(root, issue.path);
  const where = `\`${path || 'docs.json'}\``;
  let message: string;
  let hint: string | undefined;
  switch (issue.code) {
    case 'invalid_type':
      message =
        found === undefined
          ? `${where} is required but missing.`
          : `${where} must be ${article(issue.expected)}; found ${describe(found)}.`;
      break;
    case 'invalid_value': {
      const options = issue.values.map((v) => JSON.stringify(v));
      message = `${where} is ${describe(found)}; expected one of ${options.join(', ')}.`;
      hint = typeof found === 'string' ? didYouMean(found, issue.values.map(String)) || undefined : undefined;
      break;
    }
    case 'too_small':
      message =
        issue.origin === 'string' && issue.minimum === 1
          ? `${where} must not be empty.`
          : `${where} is too short: ${issue.message}.`;
      break;
    case 'invalid_format':
      message = `${where} ${issue.message.charAt(0).toLowerCase()}${issue.message.slice(1)}; found ${describe(found)}.`;
      break;
    default:
      message = `${where}: ${issue.message}.`;
  }
  return error('config/invalid-value', message, { ...locationOf(map, path), hint });
}

function article(expected: string): string {
  const names: Record<string, string> = {
    array: 'a list',
    object: 'an object',
    string: 'a string',
    number: 'a number',
    boolean: 'true or false',
  };
  return names[expected] ?? expected;
}

/** A short, safe description of a JSON value for messages. */
export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);
  return `${typeof value === 'number' ? 'the number' : typeof value} ${String(value)}`;
}

function printPath(base: string, path: readonly Segment[]): string {
  let out = base;
  for (const seg of path) out = joinJsonPath(out, typeof seg === 'number' ? seg : String(seg));
  return out;
}

function valueAt(root: unknown, path: readonly Segment[]): unknown {
  let cur = root;
  for (const seg of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = Object.hasOwn(cur, seg as string) ? (cur as Record<Segment, unknown>)[seg] : undefined;
  }
  return cur;
}

function stripPaths(value: unknown, paths: Segment[][]): unknown {
  const clone = structuredClone(value);
  for (const path of paths) {
    const parent = valueAt(clone, path.slice(0, -1));
    if (parent && typeof parent === 'object') delete (parent as Record<Segment, unknown>)[path.at(-1)!];
  }
  return clone;
}

/** Keys a strict object schema accepts at `path` (through optionals, arrays, records and unions). */
function knownKeysAt(schema: z.ZodType, path: readonly Segment[], root: unknown): string[] {
  const keys = new Set<string>();
  const visit = (s: z.core.$ZodType, i: number, value: unknown, guard: number) => {
    if (guard > 40) return;
    // zod's own union of schema kinds: `def.type` narrows `def` to that kind's definition.
    const { def } = (s as z.core.$ZodTypes)._zod;
    switch (def.type) {
      case 'optional':
      case 'nullable':
      case 'default':
      case 'readonly':
        visit(def.innerType, i, value, guard + 1);
        return;
      case 'lazy':
        visit(def.getter(), i, value, guard + 1);
        return;
      case 'union':
        for (const o of def.options) visit(o, i, value, guard + 1);
        return;
      case 'array':
        if (i < path.length) visit(def.element, i + 1, valueAt(value, [path[i]!]), guard + 1);
        return;
      case 'record':
        if (i < path.length) visit(def.valueType, i + 1, valueAt(value, [path[i]!]), guard + 1);
        return;
      case 'object': {
        const shape = def.shape;
        if (i === path.length) {
          for (const k of Object.keys(shape)) keys.add(k);
          return;
        }
        const next = shape[String(path[i])];
        if (next) visit(next, i + 1, valueAt(value, [path[i]!]), guard + 1);
        return;
      }
      default:
        return;
    }
  };
  visit(schema, 0, root, 0);
  return [...keys];
}
