import path from 'node:path';
import { type Diagnostic, error, warning } from '@docsgen/diagnostics';
import type { Node } from 'jsonc-parser';
import { locateRef, type RefProblem, readRef, toPosix } from './config-ref-file.ts';
import { joinJsonPath } from './json-path.ts';
import { lineIndex } from './line-index.ts';
import { MAX_JSON_DEPTH, parseJson } from './parse-json.ts';
import type { SourceLocation, SourceMap } from './source-location.ts';

/**
 * Most values the configuration may hold once every `$ref` is replaced by its file's contents: a
 * file may be named many times, so files of a few bytes that each name the next ten times would
 * otherwise expand tenfold at every level. A string counts one more per 64 characters, so one long
 * string named many times is bounded too. The largest real configurations hold a few thousand.
 */
export const MAX_CONFIG_VALUES = 100_000;

/** Keys refused anywhere: they would reach or replace object prototypes in naive merges. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Result of {@link readJsonTree}. */
export interface JsonTree {
  /** The merged plain value, `$ref`s resolved; undefined when the main file could not be parsed. */
  value: unknown;
  /** Location of every JSON path (values from `$ref` files point into those files). */
  map: SourceMap;
  /** Every file read, docs-root-relative: the main file first, then `$ref` files in reading order. */
  files: string[];
  /** Problems found. */
  diagnostics: Diagnostic[];
}

interface Context {
  realRoot: string;
  map: SourceMap;
  files: string[];
  diagnostics: Diagnostic[];
  /** Real paths of the files on the current `$ref` chain, for cycle detection. */
  chain: string[];
  /** Values converted so far, `$ref` files counted each time they are included (see MAX_CONFIG_VALUES). */
  values: number;
  /** The `$ref`s being expanded, innermost last: where an overrun is reported. */
  refs: Array<{ loc: SourceLocation; jsonPath: string; ref: string; file: string }>;
  /** Set once the count passed MAX_CONFIG_VALUES: nothing more is converted. */
  over: boolean;
  /** `$ref` files already parsed, by real path: a file named many times is read and indexed once. */
  parsed: Map<string, { node: Node | undefined; src: FileText }>;
  /** Where each `$ref` of each file leads (or why it is refused), looked up once. */
  targets: Map<string, { real: string } | RefProblem>;
}

interface FileText {
  file: string;
  text: string;
  position: (offset: number) => { line: number; column: number };
}

/**
 * Reads a JSON file inside `realRoot` into a plain value with positions, resolving `{"$ref": …}`
 * objects against the referencing file's folder. Refs stay inside the root (lexically and after
 * realpath), cycles are reported, and forbidden or duplicate keys are reported, never assigned.
 */
export function readJsonTree(realRoot: string, file: string, text: string): JsonTree {
  const ctx: Context = {
    realRoot,
    map: new Map(),
    files: [file],
    diagnostics: [],
    chain: [path.join(realRoot, file)],
    values: 0,
    refs: [],
    over: false,
    parsed: new Map(),
    targets: new Map(),
  };
  const parsed = parseJson(text, file);
  ctx.diagnostics.push(...parsed.diagnostics);
  const value = parsed.node
    ? convert({
        node: parsed.node,
        src: { file, text: parsed.text, position: lineIndex(parsed.text) },
        jsonPath: '',
        depth: 0,
        ctx,
      })
    : undefined;
  return { value: ctx.over ? undefined : value, map: ctx.map, files: ctx.files, diagnostics: ctx.diagnostics };
}

// Counts one more value; past MAX_CONFIG_VALUES reports, once, where (the innermost `$ref` being
// expanded) and stops the conversion.
function countValue(src: FileText, node: Node, jsonPath: string, ctx: Context): boolean {
  if (ctx.over) return false;
  ctx.values += node.type === 'string' ? 1 + (node.length >> 6) : 1;
  if (ctx.values <= MAX_CONFIG_VALUES) return true;
  ctx.over = true;
  const ref = ctx.refs[ctx.refs.length - 1];
  const where = ref ? `, at \`$ref\` "${ref.ref}" in ${ref.file}` : '';
  ctx.diagnostics.push(
    error(
      'config/expansion-limit',
      `With its \`$ref\` files included, the configuration holds more than ${MAX_CONFIG_VALUES.toLocaleString('en')} values${where}.`,
      {
        ...(ref ? at(ref.loc, ref.jsonPath) : at(locate(src, node), jsonPath)),
        hint: 'Each `$ref` includes a copy of its file, so files that name other files several times multiply. Name each file from one place.',
      },
    ),
  );
  return false;
}

function locate(src: FileText, node: Node): SourceLocation {
  const { line, column } = src.position(node.offset);
  const container = node.type === 'object' || node.type === 'array';
  return { file: src.file, offset: node.offset, length: container ? 1 : node.length, line, column };
}

function at(loc: SourceLocation, jsonPath: string) {
  return { file: loc.file, line: loc.line, column: loc.column, length: loc.length, jsonPath };
}

// Recursion is bounded: every file passed the iterative depth check and the logical depth
// (across `$ref` files) is checked here against the same limit.
function convert({
  node,
  src,
  jsonPath,
  depth,
  ctx,
}: {
  node: Node;
  src: FileText;
  jsonPath: string;
  depth: number;
  ctx: Context;
}): unknown {
  if (!countValue(src, node, jsonPath, ctx)) return undefined;
  const loc = locate(src, node);
  const existing = ctx.map.get(jsonPath);
  ctx.map.set(jsonPath, { value: loc, key: existing?.key });
  switch (node.type) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'null':
      return node.value;
    case 'array': {
      if (depth >= MAX_JSON_DEPTH) return tooDeep(loc, jsonPath, ctx);
      return (node.children ?? []).map((child, i) =>
        convert({ node: child, src, jsonPath: joinJsonPath(jsonPath, i), depth: depth + 1, ctx }),
      );
    }
    case 'object': {
      if (depth >= MAX_JSON_DEPTH) return tooDeep(loc, jsonPath, ctx);
      const refProp = (node.children ?? []).find((p) => p.children?.[0]?.value === '$ref');
      if (refProp) return convertRef({ node, refProp, src, jsonPath, depth, ctx });
      return convertObject({ node, src, jsonPath, depth, ctx, skip: new Set() });
    }
    default:
      return undefined;
  }
}

function convertObject({
  node,
  src,
  jsonPath,
  depth,
  ctx,
  skip,
  into = {},
}: {
  node: Node;
  src: FileText;
  jsonPath: string;
  depth: number;
  ctx: Context;
  skip: Set<string>;
  into?: Record<string, unknown>;
}): Record<string, unknown> {
  const seen = new Map<string, SourceLocation>();
  for (const prop of node.children ?? []) {
    const keyNode = prop.children?.[0];
    const valueNode = prop.children?.[1];
    if (!keyNode || !valueNode) continue;
    const key = String(keyNode.value);
    if (skip.has(key)) continue;
    const keyLoc = locate(src, keyNode);
    const childPath = joinJsonPath(jsonPath, key);
    if (FORBIDDEN_KEYS.has(key)) {
      ctx.diagnostics.push(
        error('config/forbidden-key', `Key \`${key}\` is not allowed in ${src.file}.`, {
          ...at(keyLoc, childPath),
          hint: `\`${key}\` could alter object prototypes; docsgen refuses it anywhere. Remove or rename the key.`,
        }),
      );
      continue;
    }
    const first = seen.get(key);
    if (first) {
      ctx.diagnostics.push(
        // JSON.parse (what Mintlify's build reads docs.json with) keeps the last one: so does docsgen.
        warning('config/duplicate-key', `Key \`${key}\` appears twice in the same object; the last one wins.`, {
          ...at(keyLoc, childPath),
          related: [{ message: 'first defined here', file: first.file, line: first.line, column: first.column }],
          hint: 'Keep one of the two entries (merge their contents if both matter).',
        }),
      );
    }
    seen.set(key, keyLoc);
    ctx.map.set(childPath, { value: locate(src, valueNode), key: keyLoc });
    // Plain assignment is safe: the forbidden keys above are the only ones with setter behaviour.
    into[key] = convert({ node: valueNode, src, jsonPath: childPath, depth: depth + 1, ctx });
  }
  return into;
}

function tooDeep(loc: SourceLocation, jsonPath: string, ctx: Context): undefined {
  ctx.diagnostics.push(
    error(
      'config/too-deep',
      `The configuration nests more than ${MAX_JSON_DEPTH} levels deep (counting \`$ref\` files).`,
      {
        ...at(loc, jsonPath),
        hint: 'Flatten the structure or inline fewer nested `$ref` files.',
      },
    ),
  );
  return undefined;
}

function convertRef({
  node,
  refProp,
  src,
  jsonPath,
  depth,
  ctx,
}: {
  node: Node;
  refProp: Node;
  src: FileText;
  jsonPath: string;
  depth: number;
  ctx: Context;
}): unknown {
  const refNode = refProp.children?.[1];
  const refPath = joinJsonPath(jsonPath, '$ref');
  if (!refNode) return undefined;
  const refLoc = locate(src, refNode);
  ctx.map.set(refPath, { value: refLoc, key: locate(src, refProp.children![0]!) });
  const siblings = (node.children ?? []).filter((p) => p !== refProp);
  const withoutRef = () =>
    siblings.length ? convertObject({ node, src, jsonPath, depth, ctx, skip: new Set(['$ref']) }) : undefined;
  const fail = ({ code, message, hint }: RefProblem) => {
    ctx.diagnostics.push(error(code, message, { ...at(refLoc, refPath), hint }));
    return withoutRef();
  };
  if (refNode.type !== 'string') {
    return fail({
      code: 'config/ref-invalid',
      message: '`$ref` must be a string path to a JSON file.',
      hint: 'Write e.g. "$ref": "./fr.json".',
    });
  }
  const ref = String(refNode.value);
  const target = refTarget(ref, src, ctx);
  if ('code' in target) return fail(target);
  const relFile = toPosix(path.relative(ctx.realRoot, target.real));
  let parsed = ctx.parsed.get(target.real);
  if (!parsed) {
    const read = readRef({ realRoot: ctx.realRoot, real: target.real, ref, relFile });
    if ('code' in read) return fail(read);
    if ('diagnostic' in read) {
      ctx.diagnostics.push(read.diagnostic);
      return undefined;
    }
    if (!ctx.files.includes(relFile)) ctx.files.push(relFile);
    const json = parseJson(read.text, relFile);
    ctx.diagnostics.push(...json.diagnostics);
    parsed = { node: json.node, src: { file: relFile, text: json.text, position: lineIndex(json.text) } };
    ctx.parsed.set(target.real, parsed);
  }
  if (!parsed.node) return withoutRef();
  ctx.chain.push(target.real);
  ctx.refs.push({ loc: refLoc, jsonPath: refPath, ref, file: src.file });
  const referenced = convert({ node: parsed.node, src: parsed.src, jsonPath, depth, ctx });
  ctx.refs.pop();
  ctx.chain.pop();
  if (siblings.length === 0) return referenced;
  if (referenced === null || typeof referenced !== 'object' || Array.isArray(referenced)) {
    ctx.diagnostics.push(
      warning(
        'config/ref-siblings-ignored',
        `\`$ref\` "${ref}" is not an object, so the keys beside \`$ref\` are ignored.`,
        {
          ...at(refLoc, refPath),
          hint: 'Remove the other keys, or make the referenced file hold an object.',
        },
      ),
    );
    return referenced;
  }
  // Sibling keys merge over the referenced object (a shallow merge, as Mintlify does).
  return convertObject({
    node,
    src,
    jsonPath,
    depth,
    ctx,
    skip: new Set(['$ref']),
    into: {
      ...(referenced as Record<string, unknown>),
    },
  });
}

// The real path of the file `ref` (written in `src`) names, or why it is refused: a URL or
// absolute path, outside the docs root (also through a symlink), missing (looked up once per
// file and `$ref`), or a cycle.
function refTarget(ref: string, src: FileText, ctx: Context): { real: string } | RefProblem {
  const key = `${src.file}\0${ref}`;
  let found = ctx.targets.get(key);
  if (!found) {
    found = locateRef(ref, src.file, ctx.realRoot);
    ctx.targets.set(key, found);
  }
  if ('code' in found) return found;
  const { real } = found;
  if (ctx.chain.includes(real)) {
    const cycle = [...ctx.chain.slice(ctx.chain.indexOf(real)), real].map((f) =>
      toPosix(path.relative(ctx.realRoot, f)),
    );
    return {
      code: 'config/ref-cycle',
      message: `\`$ref\` cycle: ${cycle.join(' → ')}.`,
      hint: 'Break the cycle: a referenced file must not reference, directly or indirectly, a file that includes it.',
    };
  }
  return found;
}
