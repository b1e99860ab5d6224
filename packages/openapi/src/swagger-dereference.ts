// The one place @apidevtools/swagger-parser is imported.
import { fileURLToPath } from 'node:url';
import SwaggerParser from '@apidevtools/swagger-parser';
import { isObj } from '@docsgen/diagnostics/is-obj';
import { sha256 } from './sha256.ts';
import type { SpecProblem, SpecValidations } from './spec-validations.ts';

/** Outcome of {@link dereferenceSpec}. */
export interface DereferenceResult {
  /** The dereferenced document (circular `$ref`s left in place, all internal), when dereferencing got that far. */
  document?: Record<string, unknown>;
  /** The bundled document: external files inlined, every `$ref` internal; what leftover `$ref`s point into. */
  bundled?: Record<string, unknown>;
  /** A fatal problem (not an OpenAPI document, unresolvable pointer). */
  fatal?: string;
  /** Schema-validation problems: JSON pointer and message. */
  invalid: SpecProblem[];
}

function toPath(url: string): string {
  const bare = url.split('#')[0]!;
  if (bare.startsWith('file:')) return fileURLToPath(bare);
  try {
    return decodeURIComponent(bare);
  } catch {
    return bare;
  }
}

/**
 * Dereferences and validates a spec with swagger-parser without letting it touch the disk or the
 * network: every file it may need has already been read and parsed (and confined to the docs root)
 * by the caller and is served from `files`; the built-in file and http resolvers are switched off,
 * so any other reference fails instead of being fetched.
 */
export async function dereferenceSpec(
  absPath: string,
  files: ReadonlyMap<string, unknown>,
  validate: boolean,
  validations?: SpecValidations,
): Promise<DereferenceResult> {
  const root = structuredClone(files.get(absPath)) as Record<string, unknown>;
  // swagger-parser 13 knows 3.0 and 3.1; a 3.2 document is read with the 3.1 rules (the additions are
  // fields it passes through) and not schema-validated.
  const v32 = typeof root.openapi === 'string' && root.openapi.startsWith('3.2');
  if (v32) root.openapi = '3.1.1';
  const check = validate && !v32;
  const options = {
    resolve: {
      external: true,
      file: false,
      http: false,
      docsRoot: {
        order: 1,
        canRead: (file: { url: string }) => files.has(toPath(file.url)),
        read: (file: { url: string }) => structuredClone(files.get(toPath(file.url))),
      },
    },
    parse: {
      json: false,
      yaml: false,
      text: false,
      binary: false,
      preparsed: { order: 1, allowEmpty: true, canParse: true, parse: (file: { data: unknown }) => file.data },
    },
    dereference: { circular: 'ignore' as const },
    validate: { schema: check, spec: check },
  };
  // Bundle first (only when other files are involved: it costs as much as dereferencing) so refs
  // into other files become internal pointers, and a cycle through an external file is left as a
  // `$ref` that still resolves inside the one document.
  let bundled: Record<string, unknown> = root;
  if (files.size > 1) {
    try {
      // biome-ignore lint/suspicious/noExplicitAny: swagger-parser's option types do not model custom plugins.
      bundled = (await new SwaggerParser().bundle(absPath, root as any, options as any)) as any;
    } catch (e) {
      return { fatal: (e as Error).message.split('\n')[0] ?? String(e), invalid: [] };
    }
  }
  // A document validated by an earlier build is only dereferenced (the same document: validation
  // dereferences first), and its verdict comes from then.
  const key = check && validations ? sha256(JSON.stringify(bundled)) : undefined;
  const known = key === undefined ? undefined : await validations?.get(key);
  const run = known ? { ...options, validate: { schema: false, spec: false } } : options;
  const parser = new SwaggerParser();
  try {
    // biome-ignore lint/suspicious/noExplicitAny: as above.
    await parser.validate(absPath, structuredClone(bundled) as any, run as any);
    const document: unknown = parser.api;
    if (!isObj(document)) return { fatal: 'the dereferenced document is not an object', invalid: [] };
    if (v32) document.openapi = bundled.openapi = (files.get(absPath) as { openapi: string }).openapi;
    if (key !== undefined && !known) await validations?.set(key, []);
    return { document, bundled, invalid: known ?? [] };
  } catch (e) {
    const err = e as Error & { details?: Array<{ instancePath?: string; message?: string; params?: unknown }> };
    const api: unknown = parser.api;
    const document = isObj(api) ? api : undefined;
    if (Array.isArray(err.details)) {
      const invalid = err.details.map((d) => ({
        pointer: d.instancePath ?? '',
        message: `${d.message ?? 'is invalid'}${d.params ? ` ${JSON.stringify(d.params)}` : ''}`,
      }));
      if (key !== undefined && !known && document) await validations?.set(key, invalid);
      return { ...(document ? { document } : {}), bundled, invalid };
    }
    if (document && /^Validation failed/.test(err.message)) {
      const invalid = [{ pointer: '', message: err.message }];
      if (key !== undefined && !known) await validations?.set(key, invalid);
      return { document, bundled, invalid };
    }
    return { fatal: err.message.split('\n')[0] ?? String(e), invalid: [] };
  }
}
