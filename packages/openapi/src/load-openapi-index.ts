import { type Diagnostic, error } from '@docsgen/diagnostics';
import { normalizeSpecPath } from './find-spec.ts';
import { loadSpec, type SpecCache } from './load-spec.ts';
import { resolveInsideRoot } from './resolve-inside-root.ts';
import type { SpecValidations } from './spec-validations.ts';
import type { LoadedSpec, OpenApiIndex, SpecLimits, SpecSource } from './types.ts';

/** Options of {@link loadOpenApiIndex}. */
export interface LoadOpenApiIndexOptions {
  /** Absolute docs root; every spec and `$ref`'d file must be inside it. */
  root: string;
  /** Every place a spec is declared (docs.json `openapi` fields, frontmatter); each distinct file loads once. */
  sources: SpecSource[];
  /** Size, node and alias limits; default {@link DEFAULT_LIMITS}. */
  limits?: SpecLimits;
  /** Reuse specs across builds (dev server); default none (each call loads afresh). */
  cache?: SpecCache;
  /** Validate against the OpenAPI schema (findings are warnings); default true. */
  validate?: boolean;
  /** Verdicts of earlier validations, kept by the caller (see SpecValidations); default none. */
  validations?: SpecValidations;
}

const CANDIDATE_EXTENSIONS = ['', '.yaml', '.yml', '.json'];

function at(source: SpecSource): Partial<Diagnostic> {
  const loc: Partial<Diagnostic> = { file: source.file };
  if (source.line !== undefined) loc.line = source.line;
  if (source.column !== undefined) loc.column = source.column;
  if (source.jsonPath !== undefined) loc.jsonPath = source.jsonPath;
  return loc;
}

/**
 * Loads every spec named by `sources`, each distinct file once. A missing spec, a URL source or a
 * path outside the docs root is an error located at the declaring field; problems inside a spec
 * are located in the spec. Reported once per spec, however many fields declare it.
 */
export async function loadOpenApiIndex(options: LoadOpenApiIndexOptions): Promise<OpenApiIndex> {
  const specs = new Map<string, LoadedSpec>();
  const diagnostics: Diagnostic[] = [];
  const done = new Set<string>();
  const reported = new Map<string, Diagnostic>();
  const remember = (key: string, d: Diagnostic) => {
    reported.set(key, d);
    return d;
  };
  for (const source of options.sources) {
    const written = source.source.trim();
    if (/^https?:\/\//i.test(written)) {
      if (done.has(written)) continue;
      done.add(written);
      diagnostics.push(
        error('openapi/remote-spec', `The spec \`${written}\` is a URL; docsgen never fetches during a build.`, {
          ...at(source),
          hint: 'Download the spec into the docs folder and reference it by relative path.',
        }),
      );
      continue;
    }
    const rel = normalizeSpecPath(written);
    let found: Awaited<ReturnType<typeof resolveInsideRoot>> = 'missing';
    // A leading `/` means the docs root, as in Mintlify; `..` segments may not climb out of it.
    const target = written.replace(/^[/\\]+/, '');
    for (const ext of CANDIDATE_EXTENSIONS) {
      found = await resolveInsideRoot(options.root, options.root, target + ext);
      if (found !== 'missing') break;
    }
    const key = typeof found === 'object' ? found.rel : `${found}:${rel}`;
    if (done.has(key)) {
      // Reported once; later declarations of the same missing spec are listed with it.
      const first = reported.get(key);
      if (first) first.related = [...(first.related ?? []), { message: 'also declared here', ...at(source) }];
      continue;
    }
    done.add(key);
    if (found === 'outside') {
      diagnostics.push(
        remember(
          key,
          error('openapi/spec-outside-root', `The spec \`${written}\` is outside the docs folder.`, {
            ...at(source),
            hint: 'Move the spec into the docs folder; docsgen reads nothing outside it.',
          }),
        ),
      );
      continue;
    }
    if (found === 'missing') {
      diagnostics.push(
        remember(
          key,
          error('openapi/spec-missing', `The spec \`${written}\` does not exist.`, {
            ...at(source),
            hint: `Create \`${rel}\` in the docs folder, or fix the path (it is relative to the folder holding docs.json).`,
          }),
        ),
      );
      continue;
    }
    const loadOptions: Parameters<typeof loadSpec>[3] = {};
    if (options.limits) loadOptions.limits = options.limits;
    if (options.cache) loadOptions.cache = options.cache;
    if (options.validate !== undefined) loadOptions.validate = options.validate;
    if (options.validations) loadOptions.validations = options.validations;
    const result = await loadSpec(options.root, found.abs, found.rel, loadOptions);
    diagnostics.push(...result.diagnostics);
    if (result.spec) specs.set(found.rel, result.spec);
  }
  return { specs, diagnostics };
}
