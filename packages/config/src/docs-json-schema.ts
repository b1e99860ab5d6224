import { z } from 'zod';
import { DocsConfigSchema } from './config-schema.ts';

/** The JSON Schema of docs.json (editor completion and validation), as committed in docs.schema.json. */
export function docsJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(DocsConfigSchema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
}
