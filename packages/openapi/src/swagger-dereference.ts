// The one place @apidevtools/swagger-parser is imported.
import { fileURLToPath } from 'node:url';
import SwaggerParser from '@apidevtools/swagger-parser';

/** Outcome of {@link dereferenceSpec}. */
export interface DereferenceResult {
  /** The dereferenced document (circular `$ref`s left in place), when dereferencing got that far. */
  document?: Record<string, unknown>;
  /** A fatal problem (not an OpenAPI document, unresolvable pointer). */
  fatal?: string;
  /** Schema-validation problems: JSON pointer and message. */
  invalid: Array<{ pointer: string; message: string }>;
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
): Promise<DereferenceResult> {
  const parser = new SwaggerParser();
  const root = structuredClone(files.get(absPath)) as Record<string, unknown>;
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
    validate: { schema: validate, spec: validate },
  };
  try {
    // biome-ignore lint/suspicious/noExplicitAny: swagger-parser's option types do not model custom plugins.
    await parser.validate(absPath, root as any, options as any);
    return { document: parser.api as unknown as Record<string, unknown>, invalid: [] };
  } catch (e) {
    const err = e as Error & { details?: Array<{ instancePath?: string; message?: string; params?: unknown }> };
    const document = parser.api as unknown as Record<string, unknown> | undefined;
    if (Array.isArray(err.details)) {
      return {
        document,
        invalid: err.details.map((d) => ({
          pointer: d.instancePath ?? '',
          message: `${d.message ?? 'is invalid'}${d.params ? ` ${JSON.stringify(d.params)}` : ''}`,
        })),
      };
    }
    if (document && /^Validation failed/.test(err.message)) {
      return { document, invalid: [{ pointer: '', message: err.message }] };
    }
    return { fatal: err.message.split('\n')[0] ?? String(e), invalid: [] };
  }
}
