// The one place openapi-sampler is imported.
import { sample } from 'openapi-sampler';

/**
 * An example value for a schema (openapi-sampler: honours `example`, `default`, formats, allOf and
 * oneOf; readOnly properties are skipped for requests, writeOnly ones for responses). Cycles are
 * cut by the sampler's own depth guard; `undefined` when the schema cannot be sampled.
 */
export function sampleSchema(
  schema: unknown,
  root: Record<string, unknown>,
  direction: 'request' | 'response',
): unknown {
  if (schema === null || typeof schema !== 'object') return undefined;
  try {
    return dropCycleNulls(
      sample(
        schema as Parameters<typeof sample>[0],
        { skipReadOnly: direction === 'request', skipWriteOnly: direction === 'response', quiet: true },
        root as Parameters<typeof sample>[2],
      ),
    );
  } catch {
    return undefined;
  }
}

/** openapi-sampler stops recursion with an empty item (`children: [null]` once printed); an empty array reads better. */
function dropCycleNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((v) => v !== null && v !== undefined).map(dropCycleNulls);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, dropCycleNulls(v)]));
  }
  return value;
}
