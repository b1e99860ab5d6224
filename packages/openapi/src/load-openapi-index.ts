import { stat } from 'node:fs/promises';
import { type Diagnostic, error, warning } from '@docsgen/diagnostics';
import { normalizeSpecPath } from './find-spec.ts';
import { DEFAULT_LIMITS, type LoadSpecOptions, loadSpec, type SpecCache } from './load-spec.ts';
import { ageOf, type RemoteSpecOptions, remoteSpecText } from './remote-spec.ts';
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
  /** How `https://` specs are fetched and kept (the cache folder); default fetched, kept nowhere. */
  remote?: RemoteSpecOptions;
}

const CANDIDATE_EXTENSIONS = ['', '.yaml', '.yml', '.json'];

async function isRegularFile(abs: string): Promise<boolean> {
  return (await stat(abs).catch(() => undefined))?.isFile() === true;
}

function at(source: SpecSource): Partial<Diagnostic> {
  const loc: Partial<Diagnostic> = { file: source.file };
  if (source.line !== undefined) loc.line = source.line;
  if (source.column !== undefined) loc.column = source.column;
  if (source.jsonPath !== undefined) loc.jsonPath = source.jsonPath;
  return loc;
}

/**
 * Loads every spec named by `sources`, each distinct file or URL once. A missing spec, a path
 * outside the docs root, a URL that is not https (or reaches a private address) and an https spec
 * neither fetched nor kept from an earlier fetch are errors located at the declaring field; problems
 * inside a spec are located in the spec. Reported once per spec, however many fields declare it.
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
    if (/^[a-z][a-z0-9+.-]*:/i.test(written)) {
      if (done.has(written)) continue;
      done.add(written);
      const loaded = await loadRemoteSpec(written, source, options);
      diagnostics.push(...loaded.diagnostics);
      if (loaded.spec) specs.set(written, loaded.spec);
      continue;
    }
    const rel = normalizeSpecPath(written);
    let found: Awaited<ReturnType<typeof resolveInsideRoot>> = 'missing';
    // A leading `/` means the docs root, as in Mintlify; `..` segments may not climb out of it.
    const target = written.replace(/^[/\\]+/, '');
    // A folder `spec` beside `spec.yaml`: the file is the spec. A name that is only a folder (or a
    // FIFO) is found, and refused as not a regular file when read (load-spec.ts).
    for (const ext of CANDIDATE_EXTENSIONS) {
      const candidate = await resolveInsideRoot(options.root, options.root, target + ext);
      if (candidate === 'missing') continue;
      if (found === 'missing') found = candidate;
      if (candidate === 'outside' || (await isRegularFile(candidate.abs))) {
        found = candidate;
        break;
      }
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
    const result = await loadSpec(options.root, found.abs, found.rel, {
      ...specOptions(options),
      declared: at(source),
    });
    diagnostics.push(...result.diagnostics);
    if (result.spec) specs.set(found.rel, result.spec);
  }
  return { specs, diagnostics };
}

function specOptions(options: LoadOpenApiIndexOptions): LoadSpecOptions {
  const out: LoadSpecOptions = {};
  if (options.limits) out.limits = options.limits;
  if (options.cache) out.cache = options.cache;
  if (options.validate !== undefined) out.validate = options.validate;
  if (options.validations) out.validations = options.validations;
  return out;
}

/**
 * A spec named by URL: https only, fetched (or taken from the copy an earlier fetch kept, with a
 * warning that says how old it is), then loaded like a file whose `$ref`s may only be `#` ones.
 */
async function loadRemoteSpec(
  url: string,
  source: SpecSource,
  options: LoadOpenApiIndexOptions,
): Promise<{ spec?: LoadedSpec; diagnostics: Diagnostic[] }> {
  if (!/^https:\/\//i.test(url)) {
    return {
      diagnostics: [
        error(
          'openapi/remote-spec',
          `The spec \`${url}\` is not an https:// URL; docsgen fetches specs over https only.`,
          {
            ...at(source),
            hint: 'Use the https:// address of the spec, or download it into the docs folder and reference it by relative path.',
          },
        ),
      ],
    };
  }
  const maxBytes = options.limits?.maxBytes ?? DEFAULT_LIMITS.maxBytes;
  const got = await remoteSpecText(url, maxBytes, options.remote ?? {});
  if ('problem' in got) {
    const { kind, message } = got.problem;
    const [code, text, hint] =
      kind === 'refused'
        ? [
            'openapi/remote-spec',
            `The spec \`${url}\` was refused: ${message}.`,
            'docsgen fetches specs only over https from public addresses, redirects included.',
          ]
        : kind === 'too-large'
          ? [
              'openapi/too-large',
              `The spec \`${url}\` was not loaded: ${message}.`,
              'Split the spec, or raise the limit with the `maxBytes` option.',
            ]
          : [
              'openapi/remote-spec-unavailable',
              `The spec \`${url}\` could not be fetched (${message}) and no copy of it is kept in the cache folder.`,
              'Build once with network access (the fetched spec is kept for offline builds), or download the spec into the docs folder and reference it by relative path.',
            ];
    return { diagnostics: [error(code, text, { ...at(source), hint })] };
  }
  const diagnostics: Diagnostic[] = [];
  if (got.cachedAt !== undefined) {
    diagnostics.push(
      warning(
        'openapi/remote-spec-stale',
        `The spec \`${url}\` could not be fetched (${got.why}); using the copy fetched ${ageOf(got.cachedAt)} ago.`,
        {
          ...at(source),
          hint: 'Build with network access to refresh it.',
        },
      ),
    );
  }
  const result = await loadSpec(options.root, `remote:${url}`, url, { ...specOptions(options), text: got.text });
  return { spec: result.spec, diagnostics: [...diagnostics, ...result.diagnostics] };
}
