import path from 'node:path';
import { type Diagnostic, error, warning } from '@docsgen/diagnostics';
import { readInside } from '@docsgen/diagnostics/read-inside';
import { type ExpansionOverrun, measureExpansion } from './measure-expansion.ts';
import { operationsOf, tagLabelsOf } from './operations-of.ts';
import { type ParsedSpecText, parseSpecText } from './parse-spec-text.ts';
import { resolveInsideRoot } from './resolve-inside-root.ts';
import { scanRefs } from './scan-refs.ts';
import { sha256 } from './sha256.ts';
import type { SpecValidations } from './spec-validations.ts';
import { dereferenceSpec } from './swagger-dereference.ts';
import type { LoadedSpec, SpecLimits } from './types.ts';

/** Default limits (documented in the package README). */
export const DEFAULT_LIMITS: Required<SpecLimits> = {
  maxBytes: 20 * 1024 * 1024,
  maxNodes: 1_000_000,
  maxAliasCount: 100,
  maxExpandedNodes: 10_000_000,
};

/** A spec loaded earlier, reused when none of its files changed (dev-server reloads). */
export interface CachedSpec {
  /** sha256 of every file the spec read, by absolute path. */
  hashes: Map<string, string>;
  /** What loading produced. */
  result: LoadSpecResult;
}

/** Cache of loaded specs keyed by absolute spec path; pass the same map to every load to reuse work. */
export type SpecCache = Map<string, CachedSpec>;

/** Result of {@link loadSpec}. */
export interface LoadSpecResult {
  /** The loaded spec, unless a fatal problem stopped loading. */
  spec?: LoadedSpec;
  /** Problems inside the spec (located in the spec file). */
  diagnostics: Diagnostic[];
}

/** Options of {@link loadSpec}. */
export interface LoadSpecOptions {
  limits?: SpecLimits;
  cache?: SpecCache;
  validate?: boolean;
  validations?: SpecValidations;
  /** The spec's text when it does not come from `abs` (a fetched spec): then only `#` refs are followed; default read `abs`. */
  text?: string;
  /** Where the spec is declared (a docs.json field): a spec file that cannot be read is reported there; default in the file. */
  declared?: Partial<Diagnostic>;
}

interface FileState {
  abs: string;
  rel: string;
  text: string;
  parsed: ParsedSpecText;
}

function refusal({
  rel,
  at,
  pointer,
  ref,
  why,
}: {
  rel: string;
  at: ParsedSpecText;
  pointer: string;
  ref: string;
  why: string;
}): Diagnostic {
  return error('openapi/ref-refused', `The $ref \`${ref}\` was refused: ${why}.`, {
    file: rel,
    ...at.locate(`${pointer}/$ref`),
    jsonPath: `#${pointer}/$ref`,
    hint: 'Specs may only reference their own components (`#/...`) or files inside the docs folder; copy the referenced schema into the docs folder and reference it relatively.',
  });
}

// Through the one read gate: the file opened must lie inside the docs root (a link swapped in after
// the `$ref` was resolved is refused), and over the size limit nothing is read. Every refusal is a
// diagnostic, never a throw: at `declared` (the docs.json field naming the spec) when given, else
// in the file itself.
async function readChecked({
  root,
  abs,
  rel,
  limits,
  declared,
}: {
  root: string;
  abs: string;
  rel: string;
  limits: Required<SpecLimits>;
  declared?: Partial<Diagnostic>;
}): Promise<string | Diagnostic> {
  const read = await readInside(root, abs, { maxBytes: limits.maxBytes });
  if (read.ok) return read.bytes.toString('utf8');
  const where = declared ? { ...declared, related: [{ message: 'the spec', file: rel }] } : { file: rel };
  if (read.reason === 'too-large')
    return error('openapi/too-large', `The spec is ${read.size} bytes, over the ${limits.maxBytes}-byte limit.`, {
      ...where,
      hint: 'Split the spec, or raise the limit with the `maxBytes` option.',
    });
  if (read.reason === 'outside')
    return error('openapi/outside-root', 'The spec leads to a file outside the docs root; it is not read.', {
      ...where,
      hint: 'Copy the spec into the docs folder instead of linking to it.',
    });
  if (read.reason === 'not-a-file')
    return error(
      'openapi/spec-not-a-file',
      `\`${rel}\` is not a regular file (a folder, a FIFO or a device); it is not read.`,
      {
        ...where,
        hint: 'Point the field at the spec file itself.',
      },
    );
  const code = read.reason === 'missing' ? 'ENOENT' : (read.code ?? 'EIO');
  return error('openapi/spec-unreadable', `\`${rel}\` could not be read (${code}).`, {
    ...where,
    hint:
      code === 'ENOENT' ? 'It was removed or renamed during the build; build again.' : 'Check the file permissions.',
  });
}

/**
 * Loads one spec safely: reads it and every file its `$ref`s name (each confined to the docs root
 * and refused before opening otherwise; URLs of any scheme refused), parses them under size, node
 * and alias limits, then dereferences and validates with swagger-parser from memory. Validation
 * failures are warnings (Mintlify renders such specs); unreadable or non-OpenAPI files are errors.
 */
export async function loadSpec(
  root: string,
  abs: string,
  rel: string,
  options: LoadSpecOptions = {},
): Promise<LoadSpecResult> {
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const cached = options.cache?.get(abs);
  if (cached && (await unchanged(root, cached.hashes, abs, options.text))) return cached.result;

  const diagnostics: Diagnostic[] = [];
  const hashes = new Map<string, string>();
  const refFiles = new Map<object, string>();
  const files = await readSpecFiles({
    root,
    first: { abs, rel },
    options,
    limits,
    out: { diagnostics, hashes, refFiles },
  });
  if (!files) return finish(options.cache, abs, hashes, { diagnostics });

  const root0 = files.get(abs)!;
  const values = new Map([...files].map(([k, f]) => [k, f.parsed.value]));
  const raw = root0.parsed.value as Record<string, unknown>;
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw) || (!raw.openapi && !raw.swagger)) {
    diagnostics.push(
      error('openapi/not-openapi', 'The file is not an OpenAPI document: it has no `openapi` (or `swagger`) field.', {
        file: rel,
        line: 1,
        column: 1,
        hint: 'Start the spec with `openapi: 3.1.0` (or point docs.json at the right file).',
      }),
    );
    return finish(options.cache, abs, hashes, { diagnostics });
  }
  // Counted before swagger-parser sees the spec: its bundler, dereferencer and validator each walk
  // the expansion, so a spec whose schemas refer twice to the next would keep them busy for hours.
  const measured = measureExpansion(values, abs, refFiles, limits.maxExpandedNodes);
  if ('overrun' in measured) {
    diagnostics.push(expansionError(measured.overrun, files, limits.maxExpandedNodes));
    return finish(options.cache, abs, hashes, { diagnostics });
  }
  const deref = await dereferenceSpec(abs, values, options.validate ?? true, options.validations);
  for (const problem of deref.invalid.filter((p) => !isLicenseSchemaBug(p, raw)).slice(0, 20)) {
    diagnostics.push(
      warning(
        'openapi/schema-invalid',
        `The spec does not follow the OpenAPI schema at \`${problem.pointer || '/'}\`: ${problem.message}.`,
        {
          file: rel,
          ...root0.parsed.locate(problem.pointer),
          jsonPath: `#${problem.pointer}`,
          hint: 'docsgen renders the spec anyway; fix it so other OpenAPI tools accept it too.',
        },
      ),
    );
  }
  if (!deref.document) {
    diagnostics.push(
      error('openapi/unloadable', `The spec could not be loaded: ${deref.fatal ?? 'unknown problem'}.`, {
        file: rel,
        line: 1,
        column: 1,
        hint: 'Check the `openapi` version field and that every `$ref` points at an existing component.',
      }),
    );
    return finish(options.cache, abs, hashes, { diagnostics });
  }
  const spec: LoadedSpec = {
    file: rel,
    document: deref.document,
    operations: operationsOf(deref.document),
    tagLabels: tagLabelsOf(deref.document),
    hash: sha256([...hashes.values()].join('\n')),
    locate: root0.parsed.locate,
  };
  return finish(options.cache, abs, hashes, { spec, diagnostics });
}

// The spec and every file its `$ref`s name, read and parsed (hashes of their texts into `hashes`);
// undefined when the spec itself cannot be read or parsed (reported).
async function readSpecFiles({
  root,
  first,
  options,
  limits,
  out,
}: {
  root: string;
  first: { abs: string; rel: string };
  options: LoadSpecOptions;
  limits: Required<SpecLimits>;
  out: { diagnostics: Diagnostic[]; hashes: Map<string, string>; refFiles: Map<object, string> };
}): Promise<Map<string, FileState> | undefined> {
  const { diagnostics, hashes } = out;
  const { abs } = first;
  const files = new Map<string, FileState>();
  const queue: Array<{ abs: string; rel: string }> = [first];
  while (queue.length > 0) {
    const next = queue.shift()!;
    if (files.has(next.abs)) continue;
    const text =
      next.abs === abs && options.text !== undefined
        ? options.text
        : await readChecked({
            root,
            abs: next.abs,
            rel: next.rel,
            limits,
            declared: next.abs === abs ? options.declared : undefined,
          });
    if (typeof text !== 'string') {
      diagnostics.push(text);
      if (next.abs === abs) return undefined;
      continue;
    }
    hashes.set(next.abs, sha256(text));
    const parsed = parseSpecText(text, next.rel, limits.maxAliasCount);
    if ('diagnostic' in parsed) {
      diagnostics.push(parsed.diagnostic);
      if (next.abs === abs) return undefined;
      continue;
    }
    const scan = scanRefs(parsed.value, limits.maxNodes);
    if (scan.tooLarge) {
      diagnostics.push(
        error('openapi/too-many-nodes', `The spec has more than ${limits.maxNodes} JSON/YAML nodes.`, {
          file: next.rel,
          hint: 'Split the spec, or raise the limit with the `maxNodes` option.',
        }),
      );
      if (next.abs === abs) return undefined;
      continue;
    }
    files.set(next.abs, { abs: next.abs, rel: next.rel, text, parsed });
    for (const found of scan.refs) {
      const resolved = await refFile({ root, next, parsed, found, options, diagnostics });
      if (resolved) {
        out.refFiles.set(found.holder, resolved.abs);
        queue.push(resolved);
      }
    }
  }
  return files;
}

// The file a `$ref` of `next` names (a part of the spec to read), or undefined: an internal
// reference, or one refused (a URL, an absolute path, outside the docs folder, missing: reported
// and neutralised so the dereferencer never sees it).
async function refFile({
  root,
  next,
  parsed,
  found,
  options,
  diagnostics,
}: {
  root: string;
  next: { abs: string; rel: string };
  parsed: FileState['parsed'];
  found: ReturnType<typeof scanRefs>['refs'][number];
  options: LoadSpecOptions;
  diagnostics: Diagnostic[];
}): Promise<{ abs: string; rel: string } | undefined> {
  const target = found.ref.split('#')[0]!;
  if (target === '') return undefined;
  let why: string | undefined;
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) why = 'references to URLs are never fetched during a build';
  else if (options.text !== undefined) why = 'a spec fetched from a URL may only reference its own components';
  else if (target.startsWith('/') || target.startsWith('\\')) why = 'absolute paths are not allowed';
  let resolved: Awaited<ReturnType<typeof resolveInsideRoot>> | undefined;
  if (!why) {
    resolved = await resolveInsideRoot(root, path.dirname(next.abs), decodeURIComponent(target));
    if (resolved === 'outside') why = 'it points outside the docs folder';
    else if (resolved === 'missing') why = 'the file does not exist';
  }
  if (why || typeof resolved !== 'object') {
    diagnostics.push(
      refusal({
        rel: next.rel,
        at: parsed,
        pointer: found.pointer,
        ref: found.ref,
        why: why ?? 'it cannot be resolved',
      }),
    );
    // Neutralise it so the dereferencer never sees it; the page shows the schema as unresolved.
    delete found.holder.$ref;
    found.holder['x-docsgen-unresolved-ref'] = found.ref;
    return undefined;
  }
  return resolved;
}

function expansionError(overrun: ExpansionOverrun, files: Map<string, FileState>, limit: number): Diagnostic {
  const file = files.get(overrun.file);
  const what = overrun.ref ? `at the \`$ref\` \`${overrun.ref}\`` : `at \`#${overrun.pointer}\``;
  return error(
    'openapi/expansion-limit',
    `Expanding the spec's $refs makes more than ${limit.toLocaleString('en')} nodes; the count passed the limit ${what}.`,
    {
      file: file?.rel ?? overrun.file,
      ...file?.parsed.locate(overrun.pointer),
      jsonPath: `#${overrun.pointer}`,
      hint: 'Every $ref is replaced by a copy of what it names, so schemas that each refer several times to the next multiply at every level. Refer to a shared schema from fewer places, or let a deep structure refer back to an ancestor (a cycle is kept as a link).',
    },
  );
}

function finish(cache: SpecCache | undefined, abs: string, hashes: Map<string, string>, result: LoadSpecResult) {
  cache?.set(abs, { hashes, result });
  return result;
}

async function unchanged(
  root: string,
  hashes: Map<string, string>,
  abs: string,
  text: string | undefined,
): Promise<boolean> {
  for (const [file, hash] of hashes) {
    if (file === abs && text !== undefined) {
      if (sha256(text) !== hash) return false;
      continue;
    }
    const read = await readInside(root, file);
    if (!read.ok || sha256(read.bytes.toString('utf8')) !== hash) return false;
  }
  return hashes.size > 0;
}

/**
 * The OpenAPI 3.1 schema swagger-parser validates against (the 2021-03-02 one) requires a license
 * `identifier` or `url`; the published schema was fixed to make both optional (a license with only
 * `name` is valid, as in Mintlify's starter). Those findings are dropped when the license has neither.
 */
function isLicenseSchemaBug(problem: { pointer: string; message: string }, spec: Record<string, unknown>): boolean {
  if (problem.pointer !== '/info/license') return false;
  const license = (spec.info as { license?: Record<string, unknown> } | undefined)?.license;
  return (
    typeof license === 'object' &&
    license !== null &&
    license.identifier === undefined &&
    license.url === undefined &&
    /identifier|url|oneOf/.test(problem.message)
  );
}
